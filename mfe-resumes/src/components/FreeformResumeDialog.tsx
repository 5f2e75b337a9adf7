import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, Banner, Button, Modal, ModalActions, ProgressBar, Spinner, TextArea, useSubmitGuard } from '@careerforge/shared';
import { resumeTextBodySchema, type EndpointResponse, type ResumeListItem, type updateResumeText } from '@careerforge/contract';
import { useResume } from '../api/get-resume';
import { useUpdateResumeText } from '../api/update-resume-text';
import { failureMessage } from '../lib/failureMessage';
import { useWorkProgress } from '../lib/useWorkProgress';
import type { NoticeContent } from './Notice';

type UpdateAnswer = EndpointResponse<typeof updateResumeText>;

export interface FreeformResumeDialogProps {
  /** The pasted resume as the list shows it: its text is loaded when the dialog opens. */
  resume: ResumeListItem;
  /** Called when the dialog closes; when the text was updated, with the success notification and the answer to review. */
  onClose: (updated?: { notice: NoticeContent; answer: UpdateAnswer }) => void;
}

const NOT_FOUND = 'Resume not found.';

/** What the dialog says instead of the text when it cannot load it; null while it may still come. */
function loadFailureOf(hasId: boolean, error: Error | null): string | null {
  if (!hasId || (error instanceof ApiError && error.status === 404)) return NOT_FOUND;
  return error && failureMessage(error, 'Failed to load resume text');
}

interface TextFormProps {
  id: number;
  storedText: string;
  /** Told when an update starts and when it failed, so the dialog cannot be dismissed meanwhile. */
  onBusyChange: (busy: boolean) => void;
  onClose: FreeformResumeDialogProps['onClose'];
}

/** The text area with Update and Close, once the resume's text is known. */
function ResumeTextForm({ id, storedText, onBusyChange, onClose }: TextFormProps) {
  const textRef = useRef<HTMLTextAreaElement>(null);
  const update = useUpdateResumeText();
  const progress = useWorkProgress();
  const [text, setText] = useState(storedText);
  const [error, setError] = useState<string | null>(null);
  const submission = useSubmitGuard();
  const busy = submission.submitting;

  // The text arrives after the dialog opened: the user came to edit it.
  useEffect(() => textRef.current?.focus(), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = resumeTextBodySchema.safeParse({ text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Please enter some text first.');
      return;
    }
    const checkedText = checked.data.text;
    submission.run(() => {
      setError(null);
      onBusyChange(true);
      progress.startWaiting();
      return update.mutateAsync(
        { id, text: checkedText },
        {
          onSuccess: (answer) => onClose({ notice: { tone: 'success', message: 'Resume updated successfully!' }, answer }),
          onError: (failure) => {
            progress.complete();
            onBusyChange(false);
            setError(failureMessage(failure, 'Something went wrong while updating resume.'));
          },
        },
      );
    });
  }

  return (
    <>
      {error && <Banner tone="error" title={error} onDismiss={() => setError(null)} />}
      <form onSubmit={handleSubmit} noValidate>
        <TextArea ref={textRef} label="Edit resume text" rows={10} value={text} onChange={(event) => setText(event.target.value)} />
        {progress.percent !== null && <ProgressBar value={progress.percent} label="Update progress" />}
        <ModalActions>
          <Button type="submit" busy={busy} busyLabel="Updating...">
            Update
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => onClose()}>
            Close
          </Button>
        </ModalActions>
      </form>
    </>
  );
}

/**
 * 'Freeform Resume Text': a pasted resume's text, loaded through the resume's own call (the list
 * carries no text), to edit and parse again with Update.
 */
export function FreeformResumeDialog({ resume, onClose }: FreeformResumeDialogProps) {
  const [busy, setBusy] = useState(false);
  // Stored ids start at 1, so 0 means the list gave no usable id.
  const hasId = resume.id > 0;
  const stored = useResume(resume.id, { enabled: hasId });
  const loadFailure = loadFailureOf(hasId, stored.error);

  return (
    <Modal title="Freeform Resume Text" onClose={() => onClose()} dismissible={!busy}>
      {stored.data ? (
        <ResumeTextForm id={resume.id} storedText={stored.data.raw_text} onBusyChange={setBusy} onClose={onClose} />
      ) : loadFailure ? (
        <>
          <Banner tone="error" title={loadFailure} />
          <ModalActions>
            <Button variant="secondary" onClick={() => onClose()}>
              Close
            </Button>
          </ModalActions>
        </>
      ) : (
        <Spinner label="Loading resume text..." />
      )}
    </Modal>
  );
}
