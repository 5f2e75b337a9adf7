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
        <li key={skill}>{skill}</li>
      ))}
      {hidden > 0 && <li className="skill-badges__more">{`+${hidden} more`}</li>}
    </ul>
  );
}
