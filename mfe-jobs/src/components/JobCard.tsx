import { useId, type KeyboardEvent } from 'react';
import { Button } from '@careerforge/shared';
import type { JobDescription } from '@careerforge/shared/contract';
import { companyOf, jobTitleOf } from '../lib/jobList';
import { SubmittedTime } from './SubmittedTime';
import './JobCard.css';

export interface JobCardProps {
  job: JobDescription;
  /** Opens the job's editor: a click anywhere on the card, Enter or Space on it, or its Edit button. */
  onOpen: (job: JobDescription) => void;
}

export function JobCard({ job, onOpen }: JobCardProps) {
  const titleId = useId();

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Keys pressed on the Edit button are that button's own business.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(job);
    }
  }

  return (
    <article className="job-card" tabIndex={0} aria-labelledby={titleId} onClick={() => onOpen(job)} onKeyDown={handleKeyDown}>
      <div className="job-card__header">
        <h2 id={titleId} className="job-card__title">
          {jobTitleOf(job)}
        </h2>
        {job.applied && <span className="job-card__applied">Applied</span>}
      </div>
      <span className={job.company ? 'job-card__company' : 'job-card__company job-card__company--unknown'}>
        {companyOf(job)}
      </span>
      <p className="job-card__text">{job.text.trim() || 'No description provided.'}</p>
      <div className="job-card__footer">
        <SubmittedTime value={job.submittedAt} className="job-card__time" />
        <Button
          variant="secondary"
          // Every button reads 'Edit'; the description tells screen-reader users which job.
          aria-describedby={titleId}
          onClick={(event) => {
            // The card's own click handler would open the editor a second time.
            event.stopPropagation();
            onOpen(job);
          }}
        >
          Edit
        </Button>
      </div>
    </article>
  );
}
