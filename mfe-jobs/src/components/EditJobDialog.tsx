import { useRef, useState, type FormEvent } from 'react';
import {
  Banner,
  Button,
  ConfirmDialog,
  JOBS_BANNER_MS,
  Modal,
  ModalActions,
  TextField,
  errorMessage,
  useTimedMessage,
  validateForm,
  type FieldErrors,
} from '@careerforge/shared';
import { JOB_LIMITS, updateJobBodySchema, type JobDescription } from '@careerforge/contract';
import { useDeleteJob } from '../api/delete-job';
import { useUpdateJob } from '../api/update-job';
import { CountedTextArea } from './CountedTextArea';

export interface EditJobDialogProps {
  job: JobDescription;
  /** Called when the popup closes, with the success message when a change was saved. */
  onClose: (successMessage?: string) => void;
}

interface EditedJob {
  job_title: string;
  company: string;
  text: string;
}

/** The 'Edit Job #{jobId}' popup: change a job's title, company and description, or delete it. */
export function EditJobDialog({ job, onClose }: EditJobDialogProps) {
  const update = useUpdateJob();
  const remove = useDeleteJob();
  // A failure shows a message that goes away by itself; the popup stays open to try again.
  const failure = useTimedMessage(JOBS_BANNER_MS);
  const titleRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<EditedJob>({
    job_title: job.job_title ?? '',
    company: job.company ?? '',
    text: job.text,
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof EditedJob>>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = update.isPending || remove.isPending;
  const failedCall = update.isError ? update : remove.isError ? remove : null;

  function edit(field: keyof EditedJob, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(updateJobBodySchema, values);
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    remove.reset();
    failure.clear();
    update.mutate(
      { jobId: job.jobId, body: checked.data },
      { onSuccess: () => onClose('Job updated successfully!'), onError: () => failure.show('Failed to update job') },
    );
  }

  function handleDelete() {
    update.reset();
    failure.clear();
    remove.mutate(job.jobId, {
      onSuccess: () => onClose('Job deleted successfully!'),
      onError: () => {
        // Back to the editor, where the failure is shown.
        setConfirmingDelete(false);
        failure.show('Failed to delete job');
      },
    });
  }

  return (
    <Modal
      title={`Edit Job #${job.jobId}`}
      onClose={() => onClose()}
      dismissible={!busy}
      showCloseButton
      initialFocusRef={titleRef}
    >
      {failure.message && (
        <Banner tone="error" title={failure.message}>
          {failedCall && errorMessage(failedCall.error, '')}
        </Banner>
      )}
      <form onSubmit={handleSubmit} noValidate>
        <TextField
          ref={titleRef}
          label="Title"
          value={values.job_title}
          onChange={(event) => edit('job_title', event.target.value)}
          maxLength={JOB_LIMITS.title}
          error={fieldErrors.job_title}
        />
        <TextField
          label="Company"
          value={values.company}
          onChange={(event) => edit('company', event.target.value)}
          maxLength={JOB_LIMITS.company}
          error={fieldErrors.company}
        />
        <CountedTextArea
          label="Description"
          value={values.text}
          onChange={(event) => edit('text', event.target.value)}
          required
          maxLength={JOB_LIMITS.freeformText}
          rows={8}
          error={fieldErrors.text}
        />
        <ModalActions>
          <Button type="submit" busy={update.isPending} busyLabel="Submitting..." disabled={remove.isPending}>
            Submit Changes
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => setConfirmingDelete(true)}>
            Delete Job
          </Button>
        </ModalActions>
      </form>
      {confirmingDelete && (
        <ConfirmDialog
          message="Are you sure you want to delete?"
          confirmLabel="Yes, Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          onConfirm={handleDelete}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
    </Modal>
  );
}
