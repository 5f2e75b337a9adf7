import { useEffect } from 'react';
import { remoteForPath } from './RemoteRouteSwitch';
import { startRemoteAppLoad } from './RemoteRoutes';

/**
 * What a user does just before following a link: points at it, focuses it, or touches it. A
 * remote's code is fetched only when one of its routes opens (the shell's weight stays what /home
 * needs), so the pointer resting on a link is the moment to start: the click then finds the
 * remote loaded or on its way, a few hundred milliseconds earlier.
 */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

function warmRemoteOfLink(event: Event) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  const remote = remoteForPath(link.pathname);
  // A failure here is forgotten; the route reports it when it is opened.
  if (remote) startRemoteAppLoad(remote).catch(() => {});
}

/** Starts loading the remote behind a link of this site as soon as the user shows they will follow it. */
export function useWarmRemotesOnIntent(): void {
  useEffect(() => {
    for (const type of INTENT_EVENTS) document.addEventListener(type, warmRemoteOfLink, { passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, warmRemoteOfLink);
    };
  }, []);
}
