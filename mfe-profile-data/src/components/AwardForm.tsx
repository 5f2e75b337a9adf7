import { TextArea, TextField } from '@careerforge/shared';
import { PROFILE_SECTION_LIMITS, awardBodySchema, type Award, type AwardBody } from '@careerforge/contract';
import { DATE_HINT, useSectionForm } from './useSectionForm';
import type { RecordFormProps } from './recordForm';

export interface AwardFormProps extends RecordFormProps<AwardBody> {
  award?: Award;
}

export function AwardForm({ award, onSubmit, actions }: AwardFormProps) {
  const { formRef, field, onSubmit: submit } = useSectionForm(
    awardBodySchema,
    () => ({
      title: award?.title ?? '',
      issuer: award?.issuer ?? '',
      date: award?.date ?? '',
      description: award?.description ?? '',
    }),
    (values) => values,
    onSubmit,
  );
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <TextField label="Award title" required maxLength={PROFILE_SECTION_LIMITS.name} {...field('title')} />
      <TextField label="Issuer" hint="Optional." maxLength={PROFILE_SECTION_LIMITS.issuer} {...field('issuer')} />
      <TextField label="Date" hint={DATE_HINT} {...field('date')} />
      <TextArea label="Description" hint="Optional." rows={3} maxLength={PROFILE_SECTION_LIMITS.description} {...field('description')} />
      {actions}
    </form>
  );
}
