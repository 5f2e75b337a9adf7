import { useId } from 'react';
import { Button, Card, CardTitle, formatDate } from '@careerforge/shared';
import type { GeneratedResumeRecord } from '@careerforge/contract';
import { resumeName } from '../lib/labels';
import { SkillBadges } from './SkillBadges';
import './GeneratedResumeCard.css';

/** The most skill badges a card shows; the rest are counted as '+N more'. */
const SHOWN_SKILLS = 3;

export interface GeneratedResumeCardProps {
  resume: GeneratedResumeRecord;
  /** Opens the resume's popup: a click on the card, or Enter or Space on its title. */
  onOpen: (resume: GeneratedResumeRecord) => void;
  onDelete: (resume: GeneratedResumeRecord) => void;
}

export function GeneratedResumeCard({ resume, onOpen, onDelete }: GeneratedResumeCardProps) {
  const titleId = useId();
  const { skills, career, education } = resume.generated_resume;

  return (
    <Card titleId={titleId} onOpen={() => onOpen(resume)}>
      <CardTitle id={titleId}>{resumeName(resume)}</CardTitle>
      <p className="resume-card__created">
        Created <time dateTime={resume.created_at}>{formatDate(resume.created_at)}</time>
      </p>
      {skills.length > 0 && <SkillBadges skills={skills} limit={SHOWN_SKILLS} />}
      <p className="resume-card__summary">{`${career.length} roles • ${education.length} degrees`}</p>
      <div className="resume-card__footer">
        <Button
          variant="danger"
          // Every button reads 'Delete'; the description tells screen-reader users which resume.
          aria-describedby={titleId}
          onClick={() => onDelete(resume)}
        >
          Delete
        </Button>
      </div>
    </Card>
  );
}
