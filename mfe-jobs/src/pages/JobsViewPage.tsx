import { useMemo, useState } from 'react';
import {
  Banner,
  EmptyState,
  JOBS_BANNER_MS,
  Page,
  Pagination,
  paginate,
  SelectField,
  Spinner,
  TextField,
  useTimedMessage,
} from '@careerforge/shared';
import type { JobDescription } from '@careerforge/shared/contract';
import { useJobs } from '../api/get-jobs';
import { EditJobDialog } from '../components/EditJobDialog';
import { JobCard } from '../components/JobCard';
import { JOBS_PER_PAGE, filterJobs, sortJobs, type JobSort } from '../lib/jobList';
import './JobsViewPage.css';

/** /jobs-view: the job description history, searched, sorted and paged, each job editable. */
export function JobsViewPage() {
  const jobs = useJobs();
  const success = useTimedMessage(JOBS_BANNER_MS);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<JobSort>('newest');
  const [page, setPage] = useState(1);
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
      {jobs.isError && <Banner tone="error">Failed to fetch job descriptions</Banner>}

      <div className="jobs-toolbar">
        <TextField
          label="Search"
          type="search"
          placeholder="Search jobs..."
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label="Sort"
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as JobSort);
            setPage(1);
          }}
        >
          <option value="newest">Newest First</option>
          <option value="oldest">Oldest First</option>
        </SelectField>
      </div>

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
            <EmptyState>No job descriptions match your search.</EmptyState>
          )}
        </>
      )}

      {editing && <EditJobDialog job={editing} onClose={closeEditor} />}
    </Page>
  );
}
