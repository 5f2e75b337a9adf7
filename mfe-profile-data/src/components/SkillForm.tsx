import { useState } from 'react';
import { TextField, useFormSubmit } from '@careerforge/shared';
import { SKILL_MAX_LENGTH, skillBodySchema, type SkillBody } from '@careerforge/contract';
import type { RecordFormProps } from './recordForm';

export interface SkillFormProps extends RecordFormProps<SkillBody> {
  label: string;
  placeholder?: string;
  /** The text of the skill being edited; empty without one. */
  skill?: string;
}

/** One skill's text, on the add page and in the 'Update Skill' overlay. */
export function SkillForm({ label, placeholder, skill = '', onSubmit, actions }: SkillFormProps) {
  const [text, setText] = useState(skill);
  const { formRef, errors, submit } = useFormSubmit(skillBodySchema, onSubmit);
  return (
    <form ref={formRef} onSubmit={(event) => submit(event, { skill: text })} noValidate>
      <TextField
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        required
        maxLength={SKILL_MAX_LENGTH}
        error={errors.skill}
      />
      {actions}
    </form>
  );
}
