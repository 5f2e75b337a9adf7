import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError, Banner, Button, ConfirmDialog, Modal, ModalActions, errorMessage } from '@careerforge/shared';
import type { RecordUpdate } from '../api/record-update';
import type { RecordFormProps } from './recordForm';

/** A failure's headline, and what to show beneath it when the server gave no reason. */
export interface FailureText {
  title: string;
  fallbackDetail?: string;
}

export interface RecordEditorTexts {
  updated: string;
  deleted: string;
  updateFailed: FailureText;
  deleteFailed: FailureText;
  /** Shown alone when the record is gone (404). */
  notFound: string;
  deleteQuestion: string;
}

export interface RecordEditorDialogProps<Body> {
  title: string;
  recordId: number;
  texts: RecordEditorTexts;
  update: UseMutationResult<unknown, Error, RecordUpdate<Body>>;
  remove: UseMutationResult<unknown, Error, number>;
  /** Called when the dialog closes, with the success message when a change was saved. */
  onClose: (successMessage?: string) => void;
  /** The record's form, given what to do with a valid body and the dialog's buttons. */
  children: (form: RecordFormProps<Body>) => ReactNode;
}

interface Failure {
  title: string;
  detail?: string;
}

function failureOf(error: unknown, text: FailureText, notFound: string): Failure {
  if (error instanceof ApiError && error.status === 404) return { title: notFound };
  return { title: text.title, detail: errorMessage(error, text.fallbackDetail ?? '') };
}

/**
 * The update overlay of one record (skill, career history, education): Update saves the form,
 * Delete removes the record after a confirmation, Cancel closes.
 */
export function RecordEditorDialog<Body>({ title, recordId, texts, update, remove, onClose, children }: RecordEditorDialogProps<Body>) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = update.isPending || remove.isPending;

  const failure = update.isError
    ? failureOf(update.error, texts.updateFailed, texts.notFound)
    : remove.isError
      ? failureOf(remove.error, texts.deleteFailed, texts.notFound)
      : null;

  function save(body: Body) {
    remove.reset();
    return update.mutateAsync({ id: recordId, body }, { onSuccess: () => onClose(texts.updated) });
  }

  function confirmDelete() {
    update.reset();
    remove.mutate(recordId, {
      onSuccess: () => onClose(texts.deleted),
      // Back to the editor, where the failure is shown.
      onError: () => setConfirmingDelete(false),
    });
  }

  return (
    <Modal title={title} onClose={() => onClose()} dismissible={!busy}>
      {children({
        onSubmit: save,
        actions: (
          <>
            {/* Next to the buttons, where the user is looking when a long form scrolls. */}
            {failure && (
              <Banner tone="error" title={failure.title}>
                {failure.detail}
              </Banner>
            )}
            <ModalActions>
              <Button type="submit" busy={update.isPending} busyLabel="Updating..." disabled={remove.isPending}>
                Update
              </Button>
              <Button variant="danger" disabled={busy} onClick={() => setConfirmingDelete(true)}>
                Delete
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => onClose()}>
                Cancel
              </Button>
            </ModalActions>
          </>
        ),
      })}
      {confirmingDelete && (
        <ConfirmDialog
          message={texts.deleteQuestion}
          confirmLabel="Yes, Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
    </Modal>
  );
}
