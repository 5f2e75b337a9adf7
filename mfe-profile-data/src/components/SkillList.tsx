import { useId } from 'react';
import type { Skill } from '@careerforge/contract';
import { EditRecordButton } from './EditRecordButton';
import './SkillList.css';

function SkillItem({ skill, onEdit }: { skill: Skill; onEdit: (skill: Skill) => void }) {
  const nameId = useId();
  return (
    <li className="skill-list__item">
      <span id={nameId} className="skill-list__name">
        {skill.skill}
      </span>
      <EditRecordButton recordTitleId={nameId} onClick={() => onEdit(skill)} />
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
