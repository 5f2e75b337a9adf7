import type { GeneratedResumeContent } from '@careerforge/contract';
import type { CareerFact, EducationFact, TailoringInput } from '../tailoring';

/**
 * The structure advice is written as, by the local engine and by the LLM alike; the API's
 * `advice` text is rendered from it and it is answered as `advice_sections`.
 */
export { adviceSectionsSchema, type AdviceSections } from '@careerforge/contract';

/** Everything advice is written from: the job, the resume chosen for it, and the user's whole profile. */
export interface AdviceInput {
  job: TailoringInput['job'];
  resume: GeneratedResumeContent;
  profile: { career: CareerFact[]; education: EducationFact[]; skills: string[] };
}

/** What rendering needs besides the sections: the job's name and the report's terms, set in bold. */
export interface AdviceContext {
  jobName: string;
  terms: string[];
}

export const MAX_FIT_REASONS = 5;
export const MAX_STRENGTHS = 5;
export const MAX_GAPS = 5;
export const MAX_RESUME_EDITS = 6;
export const MAX_INTERVIEW_QUESTIONS = 5;
export const MAX_QUESTIONS_TO_ASK = 3;

/** The resume sections an edit may name instead of quoting one of the user's lines. */
export const RESUME_SECTIONS = ['Header', 'Summary', 'Skills', 'Career history', 'Education'] as const;
