import { useEffect, useState } from 'react';
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
  Spinner,
  useJobsPage,
  useListControls,
  useTimedMessage,
} from '@careerforge/shared';
import type { DateSort } from '@careerforge/shared';
import type { JobDescription } from '@careerforge/contract';
import { EditJobDialog } from '../components/EditJobDialog';
import { JobCard } from '../components/JobCard';
import { JOBS_PER_PAGE } from '../lib/jobList';
import './JobsViewPage.css';

/**
 * /jobs-view: the job description history, searched, sorted and paged by the server (only the page
 * shown is fetched), each job editable.
 */
export function JobsViewPage() {
  const success = useTimedMessage(JOBS_BANNER_MS);
  const { search, sort, page, setPage, controls } = useListControls<DateSort>('newest');
  const jobs = useJobsPage({ page, pageSize: JOBS_PER_PAGE, q: search, sort });
  const [editing, setEditing] = useState<JobDescription | null>(null);
  const shownPage = Math.min(page, jobs.pageCount);

  // A deletion can empty the last page: show the page that is now the last.
  useEffect(() => {
    if (!jobs.isPlaceholderData && page > jobs.pageCount) setPage(jobs.pageCount);
  }, [jobs.isPlaceholderData, jobs.pageCount, page, setPage]);

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
      {!jobs.isPending && !jobs.isError && (
        <>
          <p className="jobs-summary" role="status">
            {`${jobs.total} results • Page ${shownPage} of ${jobs.pageCount}`}
          </p>
          {jobs.items.length > 0 ? (
            <>
              <ul className="job-grid" aria-label="Job descriptions" aria-busy={jobs.isPlaceholderData || undefined}>
                {jobs.items.map((job) => (
                  <li key={job.jobId}>
                    <JobCard job={job} onOpen={setEditing} />
                  </li>
                ))}
              </ul>
              <Pagination page={shownPage} pageCount={jobs.pageCount} onPageChange={setPage} />
            </>
          ) : (
            // A new user's empty history leads to the page that adds jobs; a search without matches does not.
            <EmptyState action={search.trim() === '' ? { to: ROUTES.jobsSubmit, label: 'Add your first job' } : undefined}>
              No job descriptions match your search.
            </EmptyState>
          )}
        </>
      )}

      {editing && <EditJobDialog job={editing} onClose={closeEditor} />}
    </Page>
  );
}
