import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Button,
  EmptyState,
  Modal,
  ModalActions,
  Page,
  QueryErrorState,
  ROUTES,
  Spinner,
  errorMessage,
  useGeneratedResumes,
  useJobs,
} from '@careerforge/shared';
import { SELECT_JOB_AND_RESUME_MESSAGE, type GeneratedResumeRecord, type JobDescription } from '@careerforge/contract';
import { useGetAdvice } from '../api/get-advice';
import { AdviceText } from '../components/AdviceText';
import { JobResumeForm, type Choice } from '../components/JobResumeForm';
import { adviceJobLabel, generatedResumeLabel } from '../lib/labels';
import './AdvicePage.css';

/**
 * The choices a visit starts with: the resume named by `?resumeId=` (a Generated Resumes card's
 * 'Get Advice'), and its job when that job is in the list; nothing otherwise.
 */
function preselection(
  resumeIdParam: string | null,
  resumes: readonly GeneratedResumeRecord[] | undefined,
  jobs: readonly JobDescription[] | undefined,
): { jobId: Choice; resumeId: Choice } {
  const resume = resumes?.find(({ id }) => String(id) === resumeIdParam);
  if (!resume) return { jobId: '', resumeId: '' };
  const job = jobs?.find(({ jobId }) => jobId === resume.job_id);
  return { jobId: job ? String(job.jobId) : '', resumeId: String(resume.id) };
}

/** /advice: job-seeking advice for one of the caller's jobs and one of their generated resumes. */
export function AdvicePage() {
  const jobs = useJobs();
  const resumes = useGeneratedResumes();
  const advice = useGetAdvice();
  const [searchParams] = useSearchParams();
  // Null until the user chooses, so the preselection applies once the lists have loaded.
  const [jobChoice, setJobChoice] = useState<Choice | null>(null);
  const [resumeChoice, setResumeChoice] = useState<Choice | null>(null);
  const [incomplete, setIncomplete] = useState(false);
  const [showingFullAdvice, setShowingFullAdvice] = useState(false);

  const preselected = preselection(searchParams.get('resumeId'), resumes.data, jobs.data);
  const jobId = jobChoice ?? preselected.jobId;
  const resumeId = resumeChoice ?? preselected.resumeId;

  // Advice belongs to the pair it was asked for: a new choice clears it.
  function choose(setChoice: (choice: Choice) => void, choice: Choice) {
    setChoice(choice);
    setIncomplete(false);
    advice.reset();
  }

  return (
    <Page title="Get Job-Seeking Advice">
      {(jobs.isError || resumes.isError) && (
        <QueryErrorState query={{ isFetching: jobs.isFetching || resumes.isFetching, refetch: () => Promise.all([jobs.refetch(), resumes.refetch()]) }}>
          Failed to load jobs or resumes.
        </QueryErrorState>
      )}
      {(jobs.isPending || resumes.isPending) && <Spinner label="Loading jobs and resumes..." />}
      {jobs.data?.length === 0 && (
        <EmptyState action={{ to: ROUTES.jobsSubmit, label: 'Add your first job' }}>Advice compares a job description with a resume: you have no jobs yet.</EmptyState>
      )}
      {resumes.data?.length === 0 && (
        <EmptyState action={{ to: ROUTES.resumeGenerate, label: 'Generate your first resume' }}>
          Advice compares a job description with a generated resume: you have none yet.
        </EmptyState>
      )}

      <JobResumeForm
        name="Get advice"
        jobs={(jobs.data ?? []).map((job) => ({ id: job.jobId, label: adviceJobLabel(job) }))}
        resumes={(resumes.data ?? []).map((resume) => ({ id: resume.id, label: generatedResumeLabel(resume, jobs.data ?? []) }))}
        jobId={jobId}
        resumeId={resumeId}
        onJobChange={(choice) => choose(setJobChoice, choice)}
        onResumeChange={(choice) => choose(setResumeChoice, choice)}
        submitLabel="Get Advice"
        busyLabel="Getting Advice..."
        onSubmit={(choice) => {
          setIncomplete(false);
          return advice.mutateAsync(choice);
        }}
        onIncompleteChoice={() => setIncomplete(true)}
      >
        {(incomplete || advice.isError) && (
          <p role="alert" className="advice-error">
            {incomplete ? SELECT_JOB_AND_RESUME_MESSAGE : errorMessage(advice.error, 'Failed to get advice')}
          </p>
        )}
      </JobResumeForm>

      {advice.data !== undefined && (
        <section className="advice-result" aria-label="Advice">
          {/* A preview: the box shows the start; the popup shows all of it. */}
          <div className="advice-result__preview">
            <AdviceText text={advice.data} />
          </div>
          <Button variant="secondary" onClick={() => setShowingFullAdvice(true)}>
            View Full Advice
          </Button>
        </section>
      )}

      {showingFullAdvice && advice.data !== undefined && (
        <Modal title="Full Advice" size="wide" onClose={() => setShowingFullAdvice(false)}>
          <AdviceText text={advice.data} />
          <ModalActions>
            <Button variant="secondary" onClick={() => setShowingFullAdvice(false)}>
              Go Back
            </Button>
          </ModalActions>
        </Modal>
      )}
    </Page>
  );
}
