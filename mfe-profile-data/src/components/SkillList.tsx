import { useId } from 'react';
import type { Skill } from '@careerforge/contract';
import { VirtualList, type VirtualListSource } from '@careerforge/shared/lists';
import { EditRecordButton } from './EditRecordButton';
import './SkillList.css';

// A skill's row before it is measured: one line of text beside its Edit button.
const SKILL_HEIGHT_ESTIMATE = 52;
const WINDOW_HEIGHT = 560;

function SkillItem({ skill, onEdit }: { skill: Skill; onEdit: (skill: Skill) => void }) {
  const nameId = useId();
  return (
    <div className="skill-list__item">
      <span id={nameId} className="skill-list__name">
        {skill.skill}
      </span>
      <EditRecordButton recordTitleId={nameId} onClick={() => onEdit(skill)} />
    </div>
  );
}

/** The skills loaded so far, each with an Edit button; the next page loads when the list's end comes into view. */
export function SkillList({ skills, onEdit }: { skills: VirtualListSource<Skill>; onEdit: (skill: Skill) => void }) {
  return (
    <VirtualList
      list={skills}
      label="Skills"
      itemKey={(skill) => skill.id}
      estimateSize={SKILL_HEIGHT_ESTIMATE}
      height={WINDOW_HEIGHT}
      renderItem={(skill) => <SkillItem skill={skill} onEdit={onEdit} />}
    />
  );
}
