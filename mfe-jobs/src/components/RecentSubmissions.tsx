import { useId } from 'react';
import { Link } from 'react-router';
import { EmptyState, QueryErrorState, ROUTES, Spinner, useJobsPage } from '@careerforge/shared';
import { RECENT_JOBS_COUNT, companyOf, jobTitleOf } from '../lib/jobList';
import { SubmittedTime } from './SubmittedTime';
import './RecentSubmissions.css';

/** 'Recent Submissions': the latest jobs (the first page, newest first), with a link to the whole history. */
export function RecentSubmissions() {
  const headingId = useId();
  const jobs = useJobsPage({ page: 1, pageSize: RECENT_JOBS_COUNT, sort: 'newest' });
  const recent = jobs.items;

  return (
    <aside className="recent-submissions" aria-labelledby={headingId}>
      <div className="recent-submissions__header">
        <h2 id={headingId} className="recent-submissions__title">
          Recent Submissions
        </h2>
        <Link to={ROUTES.jobsView}>View All</Link>
      </div>
      {jobs.isPending && <Spinner label="Loading recent submissions..." />}
      {jobs.isError && <QueryErrorState query={jobs}>Failed to fetch job descriptions</QueryErrorState>}
      {!jobs.isPending && !jobs.isError &&
        (recent.length > 0 ? (
          <ul className="recent-submissions__list">
            {recent.map((job) => (
              <li key={job.jobId} className="recent-submissions__item">
                <span className="recent-submissions__job-title">{jobTitleOf(job)}</span>
                <span className="recent-submissions__company">{companyOf(job)}</span>
                <SubmittedTime value={job.submittedAt} className="recent-submissions__time" />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>No recent submissions found</EmptyState>
        ))}
    </aside>
  );
}
