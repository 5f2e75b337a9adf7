import { ACCEPTED_RESUME_EXTENSIONS } from '@careerforge/contract';

/** The file input's accept list: '.pdf,.docx'. */
export const RESUME_FILE_ACCEPT = ACCEPTED_RESUME_EXTENSIONS.join(',');

/** Whether a file's name ends in .pdf or .docx, in any case. */
export function isAcceptedResumeFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return ACCEPTED_RESUME_EXTENSIONS.some((extension) => name.endsWith(extension));
}

export function unsupportedFileMessage(file: File): string {
  return `${file.name} is not a supported file type.`;
}
