import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * How long after a navigation a page's heading may still appear and take focus. A remote's page
 * shows once its code has loaded (up to the remote's load timeout, then the fallback's heading).
 */
export const HEADING_FOCUS_WAIT_MS = 10_000;

/**
 * After each navigation (not the first page load), moves focus to the new page's main heading, the
 * first h1 in `mainRef`, so a keyboard or screen reader user starts on the page they opened rather
 * than on the link they left. A lazily loaded page renders later: its heading is awaited for
 * `waitMs`. Focus the page gave a field or a dialog, or the user put elsewhere meanwhile, stays.
 */
export function useFocusHeadingAfterNavigation(mainRef: RefObject<HTMLElement | null>, waitMs = HEADING_FOCUS_WAIT_MS): void {
  const { pathname } = useLocation();
  // The path focus was last handled for: the first load, and an effect run again for the same path
  // (React's development double run), change nothing.
  const handledPath = useRef(pathname);

  useEffect(() => {
    const main = mainRef.current;
    if (!main || handledPath.current === pathname) return;
    handledPath.current = pathname;
    // The new page (or a dialog it opened) has placed focus itself: that wins.
    const claimedByPage = (element: Element) => main.contains(element) || element.closest('[role="dialog"], [role="alertdialog"]') !== null;
    const focusedAtNavigation = document.activeElement;
    if (focusedAtNavigation && claimedByPage(focusedAtNavigation)) return;
    const userMovedFocus = () => {
      const focused = document.activeElement;
      return focused !== null && focused !== focusedAtNavigation && focused !== document.body && focused.isConnected;
    };

    /** True once done: the heading has focus, or the user has put focus somewhere else. */
    const focusHeading = (): boolean => {
      if (userMovedFocus()) return true;
      const heading = main.querySelector('h1');
      if (!heading) return false;
      // Focusable by script only, not a Tab stop.
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    };
    if (focusHeading()) return;

    const observer = new MutationObserver(() => {
      if (focusHeading()) stopWaiting();
    });
    const giveUp = setTimeout(() => stopWaiting(), waitMs);
    function stopWaiting() {
      observer.disconnect();
      clearTimeout(giveUp);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stopWaiting;
  }, [mainRef, pathname, waitMs]);
}
