import { useState, type FormEvent } from 'react';
import { Banner, Button, Page, ProgressBar, SelectField, Spinner, errorMessage, useJobs } from '@careerforge/shared';
import { GENERATE_VALIDATION_MESSAGE } from '@careerforge/contract';
import { useCareerForPicker } from '../api/get-career-for-picker';
import { useGenerateResume } from '../api/generate-resume';
import { CareerMultiSelect } from '../components/CareerMultiSelect';
import { GenerationStatusPanel } from '../components/GenerationStatusPanel';
import { jobOptionLabel } from '../lib/labels';
import './ResumeGeneratePage.css';

/**
 * /resume-generate: choose one job and career records, generate a tailored resume, then follow
 * its status until it is ready. The form starts empty each time the page opens.
 */
export function ResumeGeneratePage() {
  const jobs = useJobs();
  const career = useCareerForPicker();
  const generate = useGenerateResume();
  const [jobId, setJobId] = useState('');
  const [careerIds, setCareerIds] = useState<number[]>([]);
  const [validationError, setValidationError] = useState<string | null>(null);
  const [resumeId, setResumeId] = useState<number | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!jobId || careerIds.length === 0) {
      setValidationError(GENERATE_VALIDATION_MESSAGE);
      return;
    }
    setValidationError(null);
    generate.mutate({ jobId: Number(jobId), historyIds: careerIds }, { onSuccess: (response) => setResumeId(response.resumeId) });
  }

  function startOver() {
    setJobId('');
    setCareerIds([]);
    setValidationError(null);
    setResumeId(null);
    generate.reset();
  }

  const error = validationError ?? (generate.isError ? errorMessage(generate.error, 'Failed to generate resume') : null);
  const locked = generate.isPending || resumeId !== null;

  return (
    <Page title="Generate Your Resume">
      {jobs.isError && <Banner tone="error">Failed to fetch job descriptions</Banner>}
      {career.isError && <Banner tone="error">Failed to fetch career history</Banner>}

      <form className="generate-form" noValidate onSubmit={handleSubmit}>
        <SelectField label="Job Description" value={jobId} disabled={locked} onChange={(event) => setJobId(event.target.value)}>
          <option value="">-- Select a Job --</option>
          {jobs.data?.map((job) => (
            <option key={job.jobId} value={job.jobId}>
              {jobOptionLabel(job)}
            </option>
          ))}
        </SelectField>
        <CareerMultiSelect
          label="Career History"
          items={career.data ?? []}
          selectedIds={careerIds}
          onChange={setCareerIds}
          disabled={locked}
        />
        {error && <Banner tone="error">{error}</Banner>}
        <div className="generate-form__actions">
          {resumeId === null ? (
            <Button type="submit" busy={generate.isPending} busyLabel="Generating…">
              Generate Resume
            </Button>
          ) : (
            <Button variant="secondary" onClick={startOver}>
              Generate New Resume
            </Button>
          )}
          {generate.isPending && <Spinner label="Generating" />}
        </div>
        {generate.isPending && <ProgressBar label="Generating resume" />}
      </form>

      {resumeId !== null && <GenerationStatusPanel resumeId={resumeId} />}
    </Page>
  );
}
