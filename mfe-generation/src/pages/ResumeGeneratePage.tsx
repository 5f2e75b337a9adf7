import { useState, type FormEvent } from 'react';
import {
  Banner,
  Button,
  EmptyState,
  Page,
  ProgressBar,
  QueryErrorState,
  ROUTES,
  SelectField,
  Spinner,
  errorMessage,
  useJobs,
  useSubmitGuard,
} from '@careerforge/shared';
import { GENERATE_VALIDATION_MESSAGE, type CareerPickerItem } from '@careerforge/contract';
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
  const submission = useSubmitGuard();
  const [jobId, setJobId] = useState('');
  const [chosenCareer, setChosenCareer] = useState<CareerPickerItem[]>([]);
  const [validationError, setValidationError] = useState<string | null>(null);
  const [resumeId, setResumeId] = useState<number | null>(null);
  const [cancelled, setCancelled] = useState(false);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!jobId || chosenCareer.length === 0) {
      setValidationError(GENERATE_VALIDATION_MESSAGE);
      return;
    }
    setValidationError(null);
    setCancelled(false);
    const body = { jobId: Number(jobId), historyIds: chosenCareer.map((item) => item.id) };
    submission.run(() => generate.mutateAsync(body, { onSuccess: (response) => setResumeId(response.resumeId) }));
  }

  function startOver() {
    setJobId('');
    setChosenCareer([]);
    setValidationError(null);
    setResumeId(null);
    setCancelled(false);
    generate.reset();
  }

  // The choices stay, ready to generate again.
  function handleCancelled() {
    setResumeId(null);
    setCancelled(true);
    generate.reset();
  }

  const error = validationError ?? (generate.isError ? errorMessage(generate.error, 'Failed to generate resume') : null);
  const generating = submission.submitting;
  const locked = generating || resumeId !== null;

  return (
    <Page title="Generate Your Resume">
      {jobs.isError && <QueryErrorState query={jobs}>Failed to fetch job descriptions</QueryErrorState>}
      {career.isError && <QueryErrorState query={career}>Failed to fetch career history</QueryErrorState>}
      {jobs.data?.length === 0 && (
        <EmptyState action={{ to: ROUTES.jobsSubmit, label: 'Add your first job' }}>A resume is tailored to a job description: you have none yet.</EmptyState>
      )}
      {career.total === 0 && (
        <EmptyState action={{ to: ROUTES.careerSubmit, label: 'Add your first role' }}>A resume is made from your career history: you have none yet.</EmptyState>
      )}
      {cancelled && (
        <Banner tone="info" onDismiss={() => setCancelled(false)}>
          Generation cancelled.
        </Banner>
      )}

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
          list={career}
          selected={chosenCareer}
          onChange={setChosenCareer}
          disabled={locked}
        />
        {error && <Banner tone="error">{error}</Banner>}
        <div className="generate-form__actions">
          {resumeId === null ? (
            <Button type="submit" busy={generating} busyLabel="Generating…">
              Generate Resume
            </Button>
          ) : (
            <Button variant="secondary" onClick={startOver}>
              Generate New Resume
            </Button>
          )}
          {generating && <Spinner label="Generating" />}
        </div>
        {generating && <ProgressBar label="Generating resume" />}
      </form>

      {resumeId !== null && <GenerationStatusPanel key={resumeId} resumeId={resumeId} onCancelled={handleCancelled} />}
    </Page>
  );
}
