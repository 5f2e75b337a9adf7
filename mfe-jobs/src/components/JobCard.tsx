import { useId } from 'react';
import { Badge, Button, Card, CardTitle } from '@careerforge/shared';
import type { JobDescription } from '@careerforge/contract';
import { companyOf, jobTitleOf } from '../lib/jobList';
import { SubmittedTime } from './SubmittedTime';
import './JobCard.css';

export interface JobCardProps {
  job: JobDescription;
  /** Opens the job's editor: a click anywhere on the card, Enter or Space on its title, or its Edit button. */
  onOpen: (job: JobDescription) => void;
}

export function JobCard({ job, onOpen }: JobCardProps) {
  const titleId = useId();

  return (
    <Card titleId={titleId} onOpen={() => onOpen(job)}>
      <div className="job-card__header">
        <CardTitle id={titleId}>{jobTitleOf(job)}</CardTitle>
        {job.applied && (
          <Badge tone="success" className="job-card__applied">
            Applied
          </Badge>
        )}
      </div>
      <Badge tone={job.company ? 'primary' : 'muted'} className="job-card__company">
        {companyOf(job)}
      </Badge>
      <p className="job-card__text">{job.text.trim() || 'No description provided.'}</p>
      <div className="job-card__footer">
        <SubmittedTime value={job.submittedAt} className="job-card__time" />
        <Button
          variant="secondary"
          // Every button reads 'Edit'; the description tells screen-reader users which job.
          aria-describedby={titleId}
          onClick={() => onOpen(job)}
        >
          Edit
        </Button>
      </div>
    </Card>
  );
}
