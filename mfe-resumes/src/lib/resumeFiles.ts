import { ACCEPTED_RESUME_EXTENSIONS, JSON_RESUME_CONTENT_TYPE } from '@careerforge/contract';

/** The file input's accept list: '.pdf,.docx,.json,application/json'. */
export const RESUME_FILE_ACCEPT = [...ACCEPTED_RESUME_EXTENSIONS, JSON_RESUME_CONTENT_TYPE].join(',');

/** Whether a file's name ends in .pdf, .docx or .json, in any case, or it declares itself JSON (a JSON Resume). */
export function isAcceptedResumeFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return ACCEPTED_RESUME_EXTENSIONS.some((extension) => name.endsWith(extension)) || file.type === JSON_RESUME_CONTENT_TYPE;
}

export function unsupportedFileMessage(file: File): string {
  return `${file.name} is not a supported file type.`;
}
