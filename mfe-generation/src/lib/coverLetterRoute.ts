import { ROUTES } from '@careerforge/shared';

/** Where a cover letter is followed, edited and downloaded: below /generated-resumes, which the shell hands to this remote with all below it. */
export const COVER_LETTER_PATH = `${ROUTES.generatedResumes}/cover-letters/:id`;

export function coverLetterPath(id: number): string {
  return COVER_LETTER_PATH.replace(':id', String(id));
}
