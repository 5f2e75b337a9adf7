import type { GeneratedResumeContent, MatchReport } from '@careerforge/contract';
import { analyzeJob } from './analyze';
import type { LlmConfig } from '../llm';
import { rephraseAccomplishments } from './llm';
import { buildMatchReport } from './match-report';
import { composeResume } from './tailor';
import type { TailoringInput } from './types';

export { analyzeJob, type JobAnalysis } from './analyze';
export { type LlmConfig } from '../llm';
export { buildMatchReport, careerLabel, skillsName } from './match-report';
export { vocabularyFor } from './llm';
export { hasLink, numbersIn, rephrasingProblem, type RephraseVocabulary } from './rephrase-guard';
export { coveredTermSpellings, lineOfWork, listed, type LineOfWork } from './summary';
export { termsIn, termsInSkill } from './terms';
export { resumeCareerOf, resumeEducationOf, tailorResume } from './tailor';
export type { CareerFact, EducationFact, TailoringInput } from './types';

export interface TailoringOutcome {
  resume: GeneratedResumeContent;
  matchReport: MatchReport;
  /** 'llm' when the LLM's rephrasings were used (those that passed the checks). */
  engine: 'local' | 'llm';
  /** Why the LLM was configured but not used; null otherwise. Safe to log. */
  fallbackReason: string | null;
}

/**
 * The tailored resume, with its accomplishments rephrased by the LLM when one is configured and
 * answers well; otherwise the local result. Never rejects because of the LLM. The match report is
 * computed on the resume returned.
 */
export async function generateTailoredResume(
  input: TailoringInput,
  options: { llm: LlmConfig | null; signal?: AbortSignal; today?: Date },
): Promise<TailoringOutcome> {
  const today = options.today ?? new Date();
  const analysis = analyzeJob(input.job);
  const local = composeResume(input, analysis, today);
  const localOutcome = (fallbackReason: string | null): TailoringOutcome => ({ ...local, engine: 'local', fallbackReason });
  if (!options.llm) return localOutcome(null);

  const result = await rephraseAccomplishments(local.resume, { job: input.job, skills: input.skills, terms: analysis.terms }, options.llm, options.signal);
  if (!result.ok) return localOutcome(result.reason);
  if (result.accepted === 0) return localOutcome(`none of the LLM's ${result.rejected} rephrasings passed the fact checks`);
  return { resume: result.resume, matchReport: buildMatchReport(analysis, result.resume, today), engine: 'llm', fallbackReason: null };
}
