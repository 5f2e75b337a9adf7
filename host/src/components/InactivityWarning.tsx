import { Button, Modal, ModalActions } from '@careerforge/shared';
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
 * The warning before an inactivity sign-out, with a countdown. An alert dialog: it interrupts, only
 * an answer closes it (no Escape, no backdrop click), and focus starts on 'Stay signed in'. The
 * layout makes the page behind it inert.
 */
export function InactivityWarning({ signOutAt, onStaySignedIn, onSignOut }: InactivityWarningProps) {
  const descriptionId = useId();
  const stayRef = useRef<HTMLButtonElement>(null);
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(signOutAt));

  useEffect(() => {
    const tick = setInterval(() => setSecondsLeft(secondsUntil(signOutAt)), 1000);
    return () => clearInterval(tick);
  }, [signOutAt]);

  return (
    <Modal
      role="alertdialog"
      title="Are you still there?"
      onClose={onStaySignedIn}
      dismissible={false}
      initialFocusRef={stayRef}
      describedBy={descriptionId}
    >
      {/* Read out once as the dialog opens; the count then ticks silently, once a second. */}
      <p id={descriptionId}>
        You will be signed out in <strong className="inactivity-warning__count">{secondsLeft}</strong>{' '}
        {secondsLeft === 1 ? 'second' : 'seconds'} for inactivity.
      </p>
      <ModalActions>
        <Button variant="secondary" onClick={onSignOut}>
          Sign out now
        </Button>
        <Button ref={stayRef} onClick={onStaySignedIn}>
          Stay signed in
        </Button>
      </ModalActions>
    </Modal>
  );
}
