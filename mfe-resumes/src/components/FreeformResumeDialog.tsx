import { useRef, useState, type FormEvent } from 'react';
import { Banner, Button, Modal, ModalActions, ProgressBar, TextArea, useSubmitGuard } from '@careerforge/shared';
import { resumeTextBodySchema, type EndpointResponse, type Resume, type updateResumeText } from '@careerforge/contract';
import { useUpdateResumeText } from '../api/update-resume-text';
import { failureMessage } from '../lib/failureMessage';
import { useWorkProgress } from '../lib/useWorkProgress';
import type { NoticeContent } from './Notice';

export interface FreeformResumeDialogProps {
  resume: Resume;
  /** Called when the dialog closes; when the text was updated, with the success notification and the answer to review. */
  onClose: (updated?: { notice: NoticeContent; answer: EndpointResponse<typeof updateResumeText> }) => void;
}

/** 'Freeform Resume Text': edit a pasted resume's text and parse it again with Update. */
export function FreeformResumeDialog({ resume, onClose }: FreeformResumeDialogProps) {
  const update = useUpdateResumeText();
  const progress = useWorkProgress();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(resume.raw_text);
  const [error, setError] = useState<string | null>(null);
  const submission = useSubmitGuard();
  const busy = submission.submitting;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = resumeTextBodySchema.safeParse({ text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Please enter some text first.');
      return;
    }
    // Stored ids start at 1, so 0 means the list gave no usable id.
    if (!resume.id) {
      setError('Resume not found.');
      return;
    }
    const id = resume.id;
    const checkedText = checked.data.text;
    submission.run(() => {
      setError(null);
      progress.startWaiting();
      return update.mutateAsync(
        { id, text: checkedText },
        {
          onSuccess: (answer) => onClose({ notice: { tone: 'success', message: 'Resume updated successfully!' }, answer }),
          onError: (failure) => {
            progress.complete();
            setError(failureMessage(failure, 'Something went wrong while updating resume.'));
          },
        },
      );
    });
  }

  return (
    <Modal title="Freeform Resume Text" onClose={() => onClose()} dismissible={!busy} initialFocusRef={textRef}>
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
    </Modal>
  );
}
