import { useId } from 'react';
import { Button } from '@careerforge/shared';
import type { Skill } from '@careerforge/shared/contract';
import './SkillList.css';

function SkillItem({ skill, onEdit }: { skill: Skill; onEdit: (skill: Skill) => void }) {
  const nameId = useId();
  return (
    <li className="skill-list__item">
      <span id={nameId} className="skill-list__name">
        {skill.skill}
      </span>
      {/* Every button reads 'Edit'; the description tells screen-reader users which skill. */}
      <Button variant="secondary" aria-describedby={nameId} onClick={() => onEdit(skill)}>
        Edit
      </Button>
    </li>
  );
}

export function SkillList({ skills, onEdit }: { skills: Skill[]; onEdit: (skill: Skill) => void }) {
  return (
    <ul className="skill-list" aria-label="Skills">
      {skills.map((skill) => (
        <SkillItem key={skill.id} skill={skill} onEdit={onEdit} />
      ))}
    </ul>
  );
}
