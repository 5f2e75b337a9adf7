import { useId, useRef } from 'react';
import { Button, type ButtonVariant } from './Button';
import { Modal, ModalActions } from './Modal';

export interface ConfirmDialogProps {
  /** The question, e.g. 'Are you sure you want to delete this skill?'. */
  message: string;
  /** A heading above the question; without one, the question is the heading. */
  title?: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  busy?: boolean;
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action. Focus starts on Cancel, the harmless choice. */
export function ConfirmDialog({
  message,
  title,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy = false,
  confirmVariant = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={title ?? message}
      describedBy={title ? messageId : undefined}
      onClose={onCancel}
      dismissible={!busy}
      initialFocusRef={cancelRef}
    >
      {title && <p id={messageId}>{message}</p>}
      <ModalActions>
        <Button variant={confirmVariant} busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button ref={cancelRef} variant="secondary" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
