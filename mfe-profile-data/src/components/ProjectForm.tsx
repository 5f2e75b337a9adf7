import { TextArea, TextField } from '@careerforge/shared';
import { PROFILE_SECTION_LIMITS, projectBodySchema, type Project, type ProjectBody } from '@careerforge/contract';
import { DATE_HINT, useSectionForm } from './useSectionForm';
import type { RecordFormProps } from './recordForm';
import './RecordForm.css';

export interface ProjectFormProps extends RecordFormProps<ProjectBody> {
  project?: Project;
}

/** A project's fields; highlights are one per line. */
export function ProjectForm({ project, onSubmit, actions }: ProjectFormProps) {
  const { formRef, field, onSubmit: submit } = useSectionForm(
    projectBodySchema,
    () => ({
      name: project?.name ?? '',
      role: project?.role ?? '',
      url: project?.url ?? '',
      startDate: project?.startDate ?? '',
      endDate: project?.endDate ?? '',
      description: project?.description ?? '',
      highlights: project?.highlights.join('\n') ?? '',
    }),
    (values) => ({ ...values, highlights: values.highlights.split('\n') }),
    onSubmit,
  );
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <TextField label="Project name" required maxLength={PROFILE_SECTION_LIMITS.name} {...field('name')} />
      <TextField label="Role" hint="Optional, e.g. Lead developer." maxLength={PROFILE_SECTION_LIMITS.role} {...field('role')} />
      <TextField label="Link" type="url" hint="Optional: a web address starting with http:// or https://." {...field('url')} />
      <div className="record-form__dates">
        <TextField label="Start date" hint={DATE_HINT} {...field('startDate')} />
        <TextField label="End date" hint="Optional; leave empty while it goes on." {...field('endDate')} />
      </div>
      <TextArea label="Description" hint="Optional." rows={3} maxLength={PROFILE_SECTION_LIMITS.description} {...field('description')} />
      <TextArea
        label="Highlights"
        hint={`Optional: one per line, at most ${PROFILE_SECTION_LIMITS.highlights}.`}
        rows={4}
        {...field('highlights')}
      />
      {actions}
    </form>
  );
}
