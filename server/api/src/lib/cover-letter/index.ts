import type { CoverLetterContent, GeneratedResumeContent } from '@careerforge/contract';
import type { LlmConfig } from '../llm';
import { analyzeJob, buildMatchReport } from '../tailoring';
import { composeCoverLetter } from './compose';
import { rephraseLetter } from './llm';

export { chooseResults, composeCoverLetter, GENERIC_GREETING, greetingFor, SIGN_OFF, type LetterFacts, type LetterJob } from './compose';

export interface CoverLetterInput {
  job: { title: string | null; company: string | null; text: string };
  /** The generated resume the letter is written from: its header, positions, kept accomplishments and skills. */
  resume: GeneratedResumeContent;
}

export interface CoverLetterOutcome {
  letter: CoverLetterContent;
  /** 'llm' when some of the LLM's rephrasings were used (those that passed the checks). */
  engine: 'local' | 'llm';
  /** Why the LLM was configured but not used; null otherwise. Safe to log. */
  fallbackReason: string | null;
}

/**
 * The cover letter for a job from a generated resume, its paragraphs rephrased by the LLM when one
 * is configured and answers well; otherwise the local letter. Never rejects because of the LLM.
 */
export async function writeCoverLetter(
  input: CoverLetterInput,
  options: { llm: LlmConfig | null; signal?: AbortSignal; today?: Date },
): Promise<CoverLetterOutcome> {
  const today = options.today ?? new Date();
  const report = buildMatchReport(analyzeJob(input.job), input.resume, today);
  const letter = composeCoverLetter({ job: input.job, resume: input.resume, covered: report.covered, today });
  if (!options.llm) return { letter, engine: 'local', fallbackReason: null };

  const result = await rephraseLetter(letter, { job: input.job, skills: input.resume.skills }, options.llm, options.signal);
  if (!result.ok) return { letter, engine: 'local', fallbackReason: result.reason };
  if (result.accepted === 0) return { letter, engine: 'local', fallbackReason: `none of the LLM's ${result.rejected} rephrasings passed the fact checks` };
  return { letter: result.letter, engine: 'llm', fallbackReason: null };
}
