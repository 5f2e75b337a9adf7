import { useNavigate } from 'react-router';
import { Button, errorMessage, useSubmitGuard } from '@careerforge/shared';
import type { GeneratedResumeRecord } from '@careerforge/contract';
import { useCreateCoverLetter } from '../api/create-cover-letter';
import { coverLetterPath } from '../lib/coverLetterRoute';

/** Starts a cover letter for the resume's job from the resume, then opens the page that follows it. */
export function CoverLetterButton({ resume }: { resume: GeneratedResumeRecord }) {
  const navigate = useNavigate();
  const createCoverLetter = useCreateCoverLetter();
  const submission = useSubmitGuard();
  const jobId = resume.job_id;

  function start() {
    if (jobId === null) return;
    submission.run(() =>
      createCoverLetter.mutateAsync({ jobId, resumeId: resume.id }, { onSuccess: ({ coverLetterId }) => void navigate(coverLetterPath(coverLetterId)) }),
    );
  }

  return (
    <>
      <Button
        variant="secondary"
        disabled={jobId === null}
        title={jobId === null ? 'The job description of this resume was deleted.' : undefined}
        busy={submission.submitting}
        busyLabel="Starting…"
        onClick={start}
      >
        Cover Letter
      </Button>
      {createCoverLetter.isError && (
        <p role="alert" className="resume-dialog__error">
          {errorMessage(createCoverLetter.error, 'The cover letter could not be started.')}
        </p>
      )}
    </>
  );
}
