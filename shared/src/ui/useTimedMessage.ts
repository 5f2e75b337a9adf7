import { useCallback, useEffect, useState } from 'react';

export interface TimedMessage {
  /** The message being shown, or null. */
  message: string | null;
  /** Shows a message for the hook's duration (restarting the clock if one is shown). */
  show: (message: string) => void;
  clear: () => void;
}

/** A message that clears itself `durationMs` after it was shown, e.g. a 3-second success banner. */
export function useTimedMessage(durationMs: number): TimedMessage {
  // An object, so that showing the same text again is a new value and restarts the timer.
  const [shown, setShown] = useState<{ text: string } | null>(null);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), durationMs);
    return () => clearTimeout(timer);
  }, [shown, durationMs]);

  const show = useCallback((text: string) => setShown({ text }), []);
  const clear = useCallback(() => setShown(null), []);
  return { message: shown?.text ?? null, show, clear };
}
