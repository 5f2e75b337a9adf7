import { Badge } from '@careerforge/shared';
import './SkillBadges.css';

export interface SkillBadgesProps {
  skills: readonly string[];
  /** Shows at most this many, then '+N more' for the rest. */
  limit?: number;
}

/** Skills as a row of badges. */
export function SkillBadges({ skills, limit = skills.length }: SkillBadgesProps) {
  const hidden = skills.length - limit;
  return (
    <ul className="skill-badges" aria-label="Skills">
      {skills.slice(0, limit).map((skill) => (
        <li key={skill}>
          <Badge>{skill}</Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge tone="muted">{`+${hidden} more`}</Badge>
        </li>
      )}
    </ul>
  );
}
