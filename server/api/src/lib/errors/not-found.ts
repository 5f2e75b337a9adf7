import { HttpError } from './http-error';

/**
 * What the caller is told when a record does not exist or is not theirs: the two are never told
 * apart, so nobody learns which ids other users have. One text per kind of record, for every module.
 */
export const NOT_FOUND = {
  application: 'Application not found.',
  award: 'Award not found.',
  avatar: 'Avatar not found.',
  careerRecord: 'Career history record not found',
  certification: 'Certification not found.',
  coverLetter: 'Cover letter not found.',
  educationRecord: 'Education record not found.',
  fileLink: 'File link expired or not found.',
  formattedResume: 'Formatted resume not found.',
  job: 'Job not found',
  language: 'Language not found.',
  project: 'Project not found.',
  /** A generated or an uploaded resume: the user calls both a resume. */
  resume: 'Resume not found.',
  skill: 'Skill not found',
  user: 'User not found',
} as const;

export type NotFoundSubject = keyof typeof NOT_FOUND;

/** The 404 for a missing record of this kind. */
export function notFound(subject: NotFoundSubject): HttpError {
  return new HttpError(404, NOT_FOUND[subject]);
}
