import { Badge } from '@careerforge/shared';
import './SkillBadges.css';

export interface SkillBadgesProps {
  skills: readonly string[];
  /** Shows at most this many, then '+N more' for the rest. */
  limit?: number;
  /** How many skills there are when `skills` holds only the first of them. */
  total?: number;
}

/** Skills as a row of badges. */
export function SkillBadges({ skills, limit = skills.length, total = skills.length }: SkillBadgesProps) {
  const hidden = total - Math.min(limit, skills.length);
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
