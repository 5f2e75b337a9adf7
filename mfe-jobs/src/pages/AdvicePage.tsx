import { useEffect, useState } from 'react';
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
  useGeneratedResumesList,
  useJobsList,
} from '@careerforge/shared';
import { SearchPicker, type PagedList } from '@careerforge/shared/lists';
import { SELECT_JOB_AND_RESUME_MESSAGE, type GeneratedResumeListItem, type JobDescription } from '@careerforge/contract';
import { useGetAdvice } from '../api/get-advice';
import { AdviceText } from '../components/AdviceText';
import { JobResumeForm } from '../components/JobResumeForm';
import { adviceJobLabel, generatedResumeLabel } from '../lib/labels';
import './AdvicePage.css';

/**
 * The choices a visit starts with: the resume named by `?resumeId=` (a Generated Resumes card's
 * 'Get Advice'), and its job, once the pages holding them have loaded; nothing otherwise.
 */
function preselection(
  resumeIdParam: string | null,
  resumes: readonly GeneratedResumeListItem[],
  jobs: readonly JobDescription[],
): { job: JobDescription | null; resume: GeneratedResumeListItem | null } {
  const resume = resumes.find(({ id }) => String(id) === resumeIdParam);
  if (!resume) return { job: null, resume: null };
  return { job: jobs.find(({ jobId }) => jobId === resume.job_id) ?? null, resume };
}

const resumeKey = (resume: GeneratedResumeListItem) => resume.id;

/**
 * Loads the list's next pages until a row matches (no test: nothing to find) or the list ends. A
 * resume opened from Generated Resumes may be older than the newest few the first page holds.
 */
function useLoadPagesUntilFound<Item>(list: PagedList<Item>, matches: ((item: Item) => boolean) | null) {
  const found = matches === null || list.items.some(matches);
  const { isPending, hasNextPage, isFetchingNextPage, moreFailed, fetchNextPage } = list;
  useEffect(() => {
    if (!found && !isPending && hasNextPage && !isFetchingNextPage && !moreFailed) fetchNextPage();
  }, [found, isPending, hasNextPage, isFetchingNextPage, moreFailed, fetchNextPage]);
}

/** /advice: job-seeking advice for one of the caller's jobs and one of their generated resumes. */
export function AdvicePage() {
  const jobs = useJobsList();
  const resumes = useGeneratedResumesList();
  const [jobSearch, setJobSearch] = useState('');
  const [resumeSearch, setResumeSearch] = useState('');
  const jobOptions = useJobsList({ q: jobSearch });
  const resumeOptions = useGeneratedResumesList({ q: resumeSearch });
  const advice = useGetAdvice();
  const [searchParams] = useSearchParams();
  // Undefined until the user chooses, so the preselection applies once the lists have loaded.
  const [jobChoice, setJobChoice] = useState<JobDescription | undefined>();
  const [resumeChoice, setResumeChoice] = useState<GeneratedResumeListItem | undefined>();
  const [incomplete, setIncomplete] = useState(false);
  const [showingFullAdvice, setShowingFullAdvice] = useState(false);

  const resumeIdParam = searchParams.get('resumeId');
  const preselected = preselection(resumeIdParam, resumes.items, jobs.items);
  const linkedJobId = preselected.resume?.job_id ?? null;
  useLoadPagesUntilFound(resumes, resumeIdParam !== null && resumeChoice === undefined ? (item) => String(item.id) === resumeIdParam : null);
  useLoadPagesUntilFound(jobs, linkedJobId !== null && jobChoice === undefined ? (item) => item.jobId === linkedJobId : null);
  const job = jobChoice ?? preselected.job;
  const resume = resumeChoice ?? preselected.resume;

  // Advice belongs to the pair it was asked for: a new choice clears it.
  function choose<Item>(setChoice: (choice: Item) => void, choice: Item) {
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
      {jobs.total === 0 && (
        <EmptyState action={{ to: ROUTES.jobsSubmit, label: 'Add your first job' }}>Advice compares a job description with a resume: you have no jobs yet.</EmptyState>
      )}
      {resumes.total === 0 && (
        <EmptyState action={{ to: ROUTES.resumeGenerate, label: 'Generate your first resume' }}>
          Advice compares a job description with a generated resume: you have none yet.
        </EmptyState>
      )}

      <JobResumeForm
        name="Get advice"
        jobs={jobOptions}
        onJobSearch={setJobSearch}
        jobLabel={adviceJobLabel}
        job={job}
        onJobChange={(choice) => choose(setJobChoice, choice)}
        resumeField={(busy) => (
          <SearchPicker
            label="Resume"
            placeholder="– Select a Resume –"
            list={resumeOptions}
            onSearch={setResumeSearch}
            itemKey={resumeKey}
            itemLabel={generatedResumeLabel}
            selected={resume}
            onSelect={(choice) => choose(setResumeChoice, choice)}
            emptyText="No resumes match your search."
            disabled={busy}
          />
        )}
        resumeId={resume?.id ?? null}
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
