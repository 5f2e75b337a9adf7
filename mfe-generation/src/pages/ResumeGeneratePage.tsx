import { useState, type FormEvent } from 'react';
import {
  Banner,
  Button,
  EmptyState,
  Page,
  ProgressBar,
  QueryErrorState,
  ROUTES,
  Spinner,
  errorMessage,
  useJobsList,
  useSubmitGuard,
} from '@careerforge/shared';
import { SearchPicker } from '@careerforge/shared/lists';
import { GENERATE_VALIDATION_MESSAGE, type CareerPickerItem, type JobDescription } from '@careerforge/contract';
import { useCareerForPicker } from '../api/get-career-for-picker';
import { useGenerateResume } from '../api/generate-resume';
import { CareerMultiSelect } from '../components/CareerMultiSelect';
import { GenerationStatusPanel } from '../components/GenerationStatusPanel';
import { jobOptionLabel } from '../lib/labels';
import './ResumeGeneratePage.css';

const jobKey = (job: JobDescription) => job.jobId;

/**
 * /resume-generate: choose one job and career records, generate a tailored resume, then follow
 * its status until it is ready. The form starts empty each time the page opens.
 */
export function ResumeGeneratePage() {
  const jobs = useJobsList();
  const [jobSearch, setJobSearch] = useState('');
  const jobOptions = useJobsList({ q: jobSearch });
  const career = useCareerForPicker();
  const [careerSearch, setCareerSearch] = useState('');
  const careerOptions = useCareerForPicker(careerSearch);
  const generate = useGenerateResume();
  const submission = useSubmitGuard();
  const [job, setJob] = useState<JobDescription | null>(null);
  const [chosenCareer, setChosenCareer] = useState<CareerPickerItem[]>([]);
  const [validationError, setValidationError] = useState<string | null>(null);
  const [resumeId, setResumeId] = useState<number | null>(null);
  const [cancelled, setCancelled] = useState(false);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (job === null || chosenCareer.length === 0) {
      setValidationError(GENERATE_VALIDATION_MESSAGE);
      return;
    }
    setValidationError(null);
    setCancelled(false);
    const body = { jobId: job.jobId, historyIds: chosenCareer.map((item) => item.id) };
    submission.run(() => generate.mutateAsync(body, { onSuccess: (response) => setResumeId(response.resumeId) }));
  }

  function startOver() {
    setJob(null);
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
      {jobs.total === 0 && (
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
        <SearchPicker
          label="Job Description"
          placeholder="-- Select a Job --"
          list={jobOptions}
          onSearch={setJobSearch}
          itemKey={jobKey}
          itemLabel={jobOptionLabel}
          selected={job}
          onSelect={setJob}
          emptyText="No jobs match your search."
          disabled={locked}
        />
        <CareerMultiSelect
          label="Career History"
          list={careerOptions}
          onSearch={setCareerSearch}
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
