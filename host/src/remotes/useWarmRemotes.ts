import { useEffect } from 'react';
import { remoteForPath } from './RemoteRouteSwitch';
import { startRemoteAppLoad } from './RemoteRoutes';
import { warmRemoteManifests } from './remoteRegistry';

/**
 * What a user does just before following a link: points at it, focuses it, or touches it. A
 * remote's code is fetched only when one of its routes opens (the shell's weight stays what /home
 * needs), so the pointer resting on a link is the moment to start: the click then finds the
 * remote loaded or on its way, a few hundred milliseconds earlier.
 */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** How long the manifests may wait for an idle moment (browsers without requestIdleCallback wait this long). */
const IDLE_WAIT_MS = 2000;

function warmRemoteOfLink(event: Event) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  const remote = remoteForPath(link.pathname);
  // A failure here is forgotten; the route reports it when it is opened.
  if (remote) startRemoteAppLoad(remote).catch(() => {});
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: IDLE_WAIT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, IDLE_WAIT_MS);
  return () => clearTimeout(timer);
}

/**
 * Gets the remotes ready before their routes open: every remote's manifest once the browser is
 * idle after the first signed-in page, and a remote's code as soon as the user shows they will
 * follow a link of this site to it.
 */
export function useWarmRemotes(): void {
  useEffect(() => whenIdle(warmRemoteManifests), []);
  useEffect(() => {
    for (const type of INTENT_EVENTS) document.addEventListener(type, warmRemoteOfLink, { passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, warmRemoteOfLink);
    };
  }, []);
}
