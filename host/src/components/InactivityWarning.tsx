import { Button } from '@careerforge/shared';
import { useEffect, useId, useRef, useState } from 'react';
import './InactivityWarning.css';

export interface InactivityWarningProps {
  /** When the user will be signed out (epoch ms). */
  signOutAt: number;
  onStaySignedIn: () => void;
  onSignOut: () => void;
}

const secondsUntil = (time: number) => Math.max(0, Math.ceil((time - Date.now()) / 1000));

/**
 * The warning before an inactivity sign-out, with a countdown. An alert dialog: it interrupts, and
 * focus starts on 'Stay signed in'. The layout makes the page behind it inert.
 */
export function InactivityWarning({ signOutAt, onStaySignedIn, onSignOut }: InactivityWarningProps) {
  const titleId = useId();
  const descriptionId = useId();
  const stayRef = useRef<HTMLButtonElement>(null);
  const signOutRef = useRef<HTMLButtonElement>(null);
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(signOutAt));

  useEffect(() => {
    const tick = setInterval(() => setSecondsLeft(secondsUntil(signOutAt)), 1000);
    return () => clearInterval(tick);
  }, [signOutAt]);

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stayRef.current?.focus();
    return () => {
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  // Tab and Shift+Tab go from one of the two buttons to the other: never to the toasts or the
  // browser's controls, which the inert page behind does not cover.
  useEffect(() => {
    const keepTabInside = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      event.preventDefault();
      const next = document.activeElement === stayRef.current ? signOutRef.current : stayRef.current;
      next?.focus();
    };
    document.addEventListener('keydown', keepTabInside);
    return () => document.removeEventListener('keydown', keepTabInside);
  }, []);

  return (
    <div className="inactivity-warning">
      <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={descriptionId} className="inactivity-warning__dialog">
        <h2 id={titleId} className="inactivity-warning__title">
          Are you still there?
        </h2>
        {/* Read out once as the dialog opens; the count then ticks silently, once a second. */}
        <p id={descriptionId}>
          You will be signed out in <strong className="inactivity-warning__count">{secondsLeft}</strong>{' '}
          {secondsLeft === 1 ? 'second' : 'seconds'} for inactivity.
        </p>
        <div className="inactivity-warning__actions">
          <Button ref={signOutRef} variant="secondary" onClick={onSignOut}>
            Sign out now
          </Button>
          <Button ref={stayRef} onClick={onStaySignedIn}>
            Stay signed in
          </Button>
        </div>
      </div>
    </div>
  );
}
