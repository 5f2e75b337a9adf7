import { useMemo, useState } from 'react';
import {
  Banner,
  DATE_SORT_OPTIONS,
  EmptyState,
  JOBS_BANNER_MS,
  ListControls,
  Page,
  Pagination,
  QueryErrorState,
  ROUTES,
  paginate,
  Spinner,
  useJobs,
  useListControls,
  useTimedMessage,
} from '@careerforge/shared';
import type { DateSort } from '@careerforge/shared';
import type { JobDescription } from '@careerforge/contract';
import { EditJobDialog } from '../components/EditJobDialog';
import { JobCard } from '../components/JobCard';
import { JOBS_PER_PAGE, filterJobs, sortJobs } from '../lib/jobList';
import './JobsViewPage.css';

/** /jobs-view: the job description history, searched, sorted and paged, each job editable. */
export function JobsViewPage() {
  const jobs = useJobs();
  const success = useTimedMessage(JOBS_BANNER_MS);
  const { search, sort, page, setPage, controls } = useListControls<DateSort>('newest');
  const [editing, setEditing] = useState<JobDescription | null>(null);

  const matches = useMemo(() => sortJobs(filterJobs(jobs.data ?? [], search), sort), [jobs.data, search, sort]);
  const shown = paginate(matches, page, JOBS_PER_PAGE);

  function closeEditor(successMessage?: string) {
    setEditing(null);
    if (successMessage) success.show(successMessage);
  }

  return (
    <Page title="Job Description History">
      {success.message && <Banner tone="success">{success.message}</Banner>}
      {jobs.isError && <QueryErrorState query={jobs}>Failed to fetch job descriptions</QueryErrorState>}

      <ListControls {...controls} searchPlaceholder="Search jobs..." sortOptions={DATE_SORT_OPTIONS} />

      {jobs.isPending && <Spinner label="Loading job descriptions..." />}
      {jobs.data && (
        <>
          <p className="jobs-summary" role="status">
            {`${matches.length} results • Page ${shown.page} of ${shown.pageCount}`}
          </p>
          {shown.items.length > 0 ? (
            <>
              <ul className="job-grid" aria-label="Job descriptions">
                {shown.items.map((job) => (
                  <li key={job.jobId}>
                    <JobCard job={job} onOpen={setEditing} />
                  </li>
                ))}
              </ul>
              <Pagination page={shown.page} pageCount={shown.pageCount} onPageChange={setPage} />
            </>
          ) : (
            // A new user's empty history leads to the page that adds jobs; a search without matches does not.
            <EmptyState action={jobs.data.length === 0 ? { to: ROUTES.jobsSubmit, label: 'Add your first job' } : undefined}>
              No job descriptions match your search.
            </EmptyState>
          )}
        </>
      )}

      {editing && <EditJobDialog job={editing} onClose={closeEditor} />}
    </Page>
  );
}
