import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import './Modal.css';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

export interface ModalProps {
  /** Shown as the dialog's heading and used as its accessible name. */
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
  /** Whether Escape and a click on the backdrop close the dialog (turn off while a request runs). */
  dismissible?: boolean;
  /** What receives focus when the dialog opens; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** id of the element that describes the dialog. */
  describedBy?: string;
  /** Adds a close mark (×, named 'Close') beside the title; like Escape, it follows `dismissible`. */
  showCloseButton?: boolean;
  /** The close mark's visible text, for a screen that shows a mark of its own (e.g. 'X'); its accessible name stays 'Close'. */
  closeButtonText?: string;
  /** 'wide' for a dialog that shows a document or a large form. */
  size?: 'default' | 'wide';
  /** 'alertdialog' for a dialog that interrupts to ask for an answer now (e.g. before a sign-out). */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog rendered over the page. Focus moves into it, Tab cycles inside it, and focus
 * returns to what had it before when the dialog closes. Render it to open it; unmount it to close it.
 */
export function Modal({
  title,
  children,
  onClose,
  dismissible = true,
  initialFocusRef,
  describedBy,
  showCloseButton = false,
  closeButtonText = '×',
  size = 'default',
  role = 'dialog',
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  // Reads the initial-focus target without making it a reason to run the effect below again.
  const focusInitialTarget = useEffectEvent((dialog: HTMLElement) => {
    (initialFocusRef?.current ?? focusableIn(dialog)[0] ?? dialog).focus();
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) focusInitialTarget(dialog);
    return () => {
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // Once per opening: a later change of the initial-focus target must not steal focus.
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      // Stop here so that, with dialogs stacked, only the top one reacts.
      event.stopPropagation();
      if (dismissible) onClose();
    } else if (event.key === 'Tab') {
      event.stopPropagation();
      const focusable = focusableIn(dialog);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  function handleBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
    // Keeps focus inside the dialog when the backdrop is pressed.
    if (pressStartedOnBackdrop.current) event.preventDefault();
  }

  function handleBackdropClick(event: MouseEvent<HTMLDivElement>) {
    // Only a press that starts and ends on the backdrop closes (not a text selection dragged out).
    if (dismissible && pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressStartedOnBackdrop.current = false;
  }

  return createPortal(
    // The backdrop is only a click screen, hidden from assistive technology: the keyboard closes
    // the dialog with Escape (and the close mark, when shown).
    <div role="presentation" className="cf-modal-backdrop" onMouseDown={handleBackdropMouseDown} onClick={handleBackdropClick}>
      {/* A dialog handles its own Escape and Tab (WAI-ARIA dialog pattern). */}
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={size === 'wide' ? 'cf-modal cf-modal--wide' : 'cf-modal'}
        onKeyDown={handleKeyDown}
      >
        <div className="cf-modal__header">
          <h2 id={titleId} className="cf-modal__title">
            {title}
          </h2>
          {showCloseButton && (
            <button type="button" className="cf-modal__close" aria-label="Close" disabled={!dismissible} onClick={onClose}>
              {closeButtonText}
            </button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** The row of buttons at the bottom of a dialog. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="cf-modal__actions">{children}</div>;
}
