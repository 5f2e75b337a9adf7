import { ROUTES } from '@careerforge/shared';

/** Where a generated resume is edited: below /generated-resumes, which the shell hands to this remote with all below it. */
export const EDIT_GENERATED_RESUME_PATH = `${ROUTES.generatedResumes}/:id/edit`;

export function editGeneratedResumePath(id: number): string {
  return EDIT_GENERATED_RESUME_PATH.replace(':id', String(id));
}
