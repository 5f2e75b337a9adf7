import { useId } from 'react';
import { Button, Card, CardTitle, formatDate } from '@careerforge/shared';
import type { GeneratedResumeListItem } from '@careerforge/contract';
import { SkillBadges } from './SkillBadges';
import './GeneratedResumeCard.css';

/** The most skill badges a card shows; the rest are counted as '+N more'. */
const SHOWN_SKILLS = 3;

export interface GeneratedResumeCardProps {
  /** The resume as a page of the list carries it: its first skills and how many it has. */
  resume: GeneratedResumeListItem;
  /** Opens the resume's popup: a click on the card, or Enter or Space on its title. */
  onOpen: (resume: GeneratedResumeListItem) => void;
  onDelete: (resume: GeneratedResumeListItem) => void;
}

export function GeneratedResumeCard({ resume, onOpen, onDelete }: GeneratedResumeCardProps) {
  const titleId = useId();

  return (
    <Card titleId={titleId} onOpen={() => onOpen(resume)}>
      <CardTitle id={titleId}>{resume.name}</CardTitle>
      <p className="resume-card__created">
        Created <time dateTime={resume.created_at}>{formatDate(resume.created_at)}</time>
      </p>
      {resume.skill_count > 0 && <SkillBadges skills={resume.skills} limit={SHOWN_SKILLS} total={resume.skill_count} />}
      <p className="resume-card__summary">{`${resume.role_count} roles • ${resume.degree_count} degrees`}</p>
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
