import { TextField } from '@careerforge/shared';
import { PROFILE_SECTION_LIMITS, certificationBodySchema, type Certification, type CertificationBody } from '@careerforge/contract';
import { DATE_HINT, useSectionForm } from './useSectionForm';
import type { RecordFormProps } from './recordForm';

export interface CertificationFormProps extends RecordFormProps<CertificationBody> {
  certification?: Certification;
}

export function CertificationForm({ certification, onSubmit, actions }: CertificationFormProps) {
  const { formRef, field, onSubmit: submit } = useSectionForm(
    certificationBodySchema,
    () => ({
      name: certification?.name ?? '',
      issuer: certification?.issuer ?? '',
      date: certification?.date ?? '',
      url: certification?.url ?? '',
    }),
    (values) => values,
    onSubmit,
  );
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <TextField label="Certification name" required maxLength={PROFILE_SECTION_LIMITS.name} {...field('name')} />
      <TextField label="Issuer" hint="Optional, e.g. Amazon Web Services." maxLength={PROFILE_SECTION_LIMITS.issuer} {...field('issuer')} />
      <TextField label="Date" hint={DATE_HINT} {...field('date')} />
      <TextField label="Link" type="url" hint="Optional: a web address starting with http:// or https://." {...field('url')} />
      {actions}
    </form>
  );
}
