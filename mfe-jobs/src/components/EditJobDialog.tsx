import { useRef, useState } from 'react';
import {
  Banner,
  Button,
  ConfirmDialog,
  FailureReason,
  JOBS_BANNER_MS,
  Modal,
  ModalActions,
  TextField,
  errorMessage,
  useFormSubmit,
  useLastingFailure,
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
  // A failure shows a banner that goes away by itself (the spec's 1.5 s); the popup stays open to
  // try again, and the reason stays beside the buttons until the next submit or delete.
  const failure = useLastingFailure(JOBS_BANNER_MS);
  const titleRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<EditedJob>({
    job_title: job.job_title ?? '',
    company: job.company ?? '',
    text: job.text,
  });
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = update.isPending || remove.isPending;
  const failedCall = update.isError ? update : remove.isError ? remove : null;

  function edit(field: keyof EditedJob, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
  }

  function showFailure(title: string, error: unknown) {
    const reason = errorMessage(error, '');
    failure.show(title, reason ? `${title}: ${reason}` : `${title}.`);
  }

  const form = useFormSubmit(updateJobBodySchema, (body) => {
    remove.reset();
    failure.clear();
    return update.mutateAsync(
      { jobId: job.jobId, body },
      { onSuccess: () => onClose('Job updated successfully!'), onError: (error) => showFailure('Failed to update job', error) },
    );
  });

  function handleDelete() {
    update.reset();
    failure.clear();
    remove.mutate(job.jobId, {
      onSuccess: () => onClose('Job deleted successfully!'),
      onError: (error) => {
        // Back to the editor, where the failure is shown.
        setConfirmingDelete(false);
        showFailure('Failed to delete job', error);
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
      {failure.banner && (
        <Banner tone="error" title={failure.banner}>
          {failedCall && errorMessage(failedCall.error, '')}
        </Banner>
      )}
      <form ref={form.formRef} onSubmit={(event) => form.submit(event, values)} noValidate>
        <TextField
          ref={titleRef}
          label="Title"
          value={values.job_title}
          onChange={(event) => edit('job_title', event.target.value)}
          maxLength={JOB_LIMITS.title}
          error={form.errors.job_title}
        />
        <TextField
          label="Company"
          value={values.company}
          onChange={(event) => edit('company', event.target.value)}
          maxLength={JOB_LIMITS.company}
          error={form.errors.company}
        />
        <CountedTextArea
          label="Description"
          value={values.text}
          onChange={(event) => edit('text', event.target.value)}
          required
          maxLength={JOB_LIMITS.freeformText}
          rows={8}
          error={form.errors.text}
        />
        {failure.reason && <FailureReason>{failure.reason}</FailureReason>}
        <ModalActions>
          <Button type="submit" busy={form.submitting} busyLabel="Submitting..." disabled={remove.isPending}>
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
