import { SelectField, TextField } from '@careerforge/shared';
import { LANGUAGE_PROFICIENCIES, PROFILE_SECTION_LIMITS, languageBodySchema, type Language, type LanguageBody, type LanguageProficiency } from '@careerforge/contract';
import { useSectionForm } from './useSectionForm';
import type { RecordFormProps } from './recordForm';

export interface LanguageFormProps extends RecordFormProps<LanguageBody> {
  language?: Language;
}

export function LanguageForm({ language, onSubmit, actions }: LanguageFormProps) {
  const { formRef, field, onSubmit: submit } = useSectionForm(
    languageBodySchema,
    () => ({ name: language?.name ?? '', proficiency: language?.proficiency ?? '' }),
    // The select offers only the proficiencies; the schema still checks the value it sends.
    (values) => ({ ...values, proficiency: values.proficiency as LanguageProficiency | '' }),
    onSubmit,
  );
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <TextField label="Language" required maxLength={PROFILE_SECTION_LIMITS.name} {...field('name')} />
      <SelectField label="Proficiency" hint="Optional." {...field('proficiency')}>
        <option value="">Not stated</option>
        {LANGUAGE_PROFICIENCIES.map((proficiency) => (
          <option key={proficiency} value={proficiency}>
            {proficiency}
          </option>
        ))}
      </SelectField>
      {actions}
    </form>
  );
}
