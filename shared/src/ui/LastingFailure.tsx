import { useCallback, useMemo, useState } from 'react';
import { useTimedMessage } from './useTimedMessage';
import './LastingFailure.css';

export interface LastingFailure {
  /** The banner's text, gone after the banner's fixed duration. */
  banner: string | null;
  /** The same failure in words that stay, beside the action, until `clear` (the next action). */
  reason: string | null;
  /** Shows `banner` for the duration and keeps `reason` (the banner's text when not given). */
  show: (banner: string, reason?: string) => void;
  clear: () => void;
}

/**
 * A failure on a screen whose banners last a fixed time by the spec: the banner still goes, but
 * the reason stays next to what failed until the user's next action, so it cannot be missed.
 */
export function useLastingFailure(bannerMs: number): LastingFailure {
  const timed = useTimedMessage(bannerMs);
  const [reason, setReason] = useState<string | null>(null);
  const { show: showBanner, clear: clearBanner } = timed;

  const show = useCallback(
    (banner: string, lastingReason: string = banner) => {
      showBanner(banner);
      setReason(lastingReason);
    },
    [showBanner],
  );
  const clear = useCallback(() => {
    clearBanner();
    setReason(null);
  }, [clearBanner]);

  return useMemo(() => ({ banner: timed.message, reason, show, clear }), [timed.message, reason, show, clear]);
}

/** Where a lasting failure's reason shows: plain text in the danger colour (its banner announced it). */
export function FailureReason({ children }: { children: string }) {
  return <p className="cf-failure-reason">{children}</p>;
}
