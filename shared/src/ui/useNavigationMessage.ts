import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTimedMessage, type TimedMessage } from './useTimedMessage';

/** Navigation state carrying a message for the next page, e.g. 'Skill added successfully!'. */
export interface NavigationMessageState {
  message: string;
}

function messageIn(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  return typeof state.message === 'string' ? state.message : null;
}

/**
 * A timed message that also shows what the previous page passed in navigation state
 * (`navigate(path, { state: { message } })`).
 */
export function useNavigationMessage(durationMs: number): TimedMessage {
  const timed = useTimedMessage(durationMs);
  const location = useLocation();
  const navigate = useNavigate();
  const { show } = timed;
  const incoming = messageIn(location.state);

  const deliverIncoming = useEffectEvent(() => {
    if (incoming === null) return;
    show(incoming);
    // Drop the state so that reloading the page or going back to it does not show the message again.
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  });

  // One delivery per navigation, keyed by the history entry.
  useEffect(() => {
    deliverIncoming();
  }, [location.key]);

  return timed;
}
