import { z } from 'zod';
import { requestLlmJson, type LlmConfig } from '../llm';
import { hasLink, numbersIn, termsIn } from '../tailoring';
import { collapseSpaces, foldForComparison } from '../text';
import { userTexts, type LocalAdvice } from './local';
import {
  MAX_FIT_REASONS,
  MAX_GAPS,
  MAX_INTERVIEW_QUESTIONS,
  MAX_QUESTIONS_TO_ASK,
  MAX_RESUME_EDITS,
  MAX_STRENGTHS,
  RESUME_SECTIONS,
  adviceSectionsSchema,
  type AdviceInput,
  type AdviceSections,
} from './types';

/** The model writes the whole structure but the score, which is the match report's. */
const adviceReplySchema = adviceSectionsSchema.extend({ fit: z.object({ why: z.array(z.string()) }) });
type AdviceReply = z.infer<typeof adviceReplySchema>;

const MAX_JOB_TEXT_IN_PROMPT = 6_000;
const MAX_ITEM_LENGTH = 400;

const SYSTEM_PROMPT = [
  'You are a career coach. You advise one job seeker about one job and the resume they will send for it.',
  'Use only what the input says about the person: never state or suggest that they have a skill, employer, title,',
  'degree, date or number that the input does not show. Be specific to this job and this resume; no generic tips.',
  'Answer with JSON only, in this shape:',
  '{"fit":{"why":["..."]},"strengths":[{"point":"...","evidence":"..."}],"gaps":[{"term":"...","why_it_matters":"...","how_to_address":"..."}],',
  '"resume_edits":[{"target":"...","suggestion":"..."}],"interview_preparation":[{"topic":"...","question":"..."}],"questions_to_ask":["..."]}.',
  'fit.why: why the match score is what it is, each sentence naming terms from match.covered or match.missing.',
  `strengths (at most ${MAX_STRENGTHS}): what the person shows that the job asks for; evidence is one line of their data copied exactly.`,
  `gaps (at most ${MAX_GAPS}): only terms from match.gaps; how_to_address names a course, certification or project type, or how to`,
  'describe real adjacent experience as what it is; never suggest claiming the term.',
  `resume_edits (at most ${MAX_RESUME_EDITS}): target is one line of their data copied exactly, or one of ${RESUME_SECTIONS.join(', ')}.`,
  'Never suggest adding or learning something their skills already list.',
  `interview_preparation (at most ${MAX_INTERVIEW_QUESTIONS}): topic is a term from match.covered or match.missing; for something they have`,
  'done for years, ask about their own work with it, never a general question.',
  `questions_to_ask (at most ${MAX_QUESTIONS_TO_ASK}): questions the person can ask the employer about this job.`,
  'One sentence each, plain text, no Markdown, no links.',
].join(' ');

function buildPrompt(input: AdviceInput, local: LocalAdvice): string {
  return JSON.stringify({
    job: { title: input.job.title, company: input.job.company, posting: input.job.text.slice(0, MAX_JOB_TEXT_IN_PROMPT) },
    match: {
      score: local.resumeReport.score,
      covered: local.resumeReport.covered.map(({ term, evidence }) => ({ term, evidence })),
      missing: local.resumeReport.missing.map((term) => term.term),
      gaps: local.profileReport.missing.map((term) => term.term),
      seniority: local.resumeReport.seniority,
    },
    resume: { skills: input.resume.skills, career: input.resume.career, education: input.resume.education },
    profile: {
      skills: input.profile.skills,
      career: input.profile.career.map(({ position, company, startDate, endDate, description, accomplishments }) => ({
        position,
        company,
        startDate,
        endDate,
        description,
        accomplishments,
      })),
      education: input.profile.education.map(({ degree, institution }) => ({ degree, institution })),
    },
  });
}

/** A line compared as quoted: folded, without surrounding quotes or a closing full stop. */
const asQuoted = (text: string) => foldForComparison(text).replace(/^["'“”]+|["'“”]+$/g, '').replace(/\.$/, '').trim();

/**
 * Checks every claim of the model's structure against the user's data and the match report; a
 * claim that fails is dropped, and a section left empty is the local engine's.
 */
class ClaimCheck {
  private readonly knownNumbers: Set<string>;
  private readonly userLines: string[];
  private readonly reportTerms: Map<string, string>;
  private readonly gapTerms: Map<string, string>;
  /** Terms the user's skills list, by the matcher: advice never says to add or learn them. */
  private readonly listedTerms: Set<string>;
  private readonly absentTerms: Set<string>;
  dropped = 0;

  constructor(prompt: string, input: AdviceInput, local: LocalAdvice) {
    this.knownNumbers = new Set(numbersIn(prompt));
    this.userLines = userTexts(input).map(asQuoted);
    const byFolded = (terms: { term: string }[]) => new Map(terms.map(({ term }) => [foldForComparison(term), term]));
    this.reportTerms = byFolded([...local.profileReport.covered, ...local.profileReport.missing]);
    this.gapTerms = byFolded(local.profileReport.missing);
    this.listedTerms = new Set(local.profileReport.covered.filter((term) => term.evidence.includes('Skills')).map((term) => term.term));
    this.absentTerms = new Set(local.profileReport.missing.map((term) => term.term));
  }

  /** The sentence without Markdown, or null when it is empty, too long, holds a link or a number the input lacks. */
  sentence(text: string): string | null {
    const clean = collapseSpaces(text.replace(/[*_`#]/g, ''));
    const usable = clean.length > 0 && clean.length <= MAX_ITEM_LENGTH && !hasLink(clean) && numbersIn(clean).every((number) => this.knownNumbers.has(number));
    return usable ? clean : null;
  }

  /** One of the user's lines, as written there (folded comparison), or null when their data has no such line. */
  userLine(text: string): string | null {
    const folded = asQuoted(text);
    return folded.length > 0 && this.userLines.includes(folded) ? collapseSpaces(text).replace(/^["'“”]+|["'“”]+$/g, '') : null;
  }

  reportTerm(text: string): string | null {
    return this.reportTerms.get(foldForComparison(text)) ?? null;
  }

  gapTerm(text: string): string | null {
    return this.gapTerms.get(foldForComparison(text)) ?? null;
  }

  /** Whether a sentence names a term nothing in the profile shows: said of the user, it would be a false claim. */
  namesAbsentTerm(text: string): boolean {
    return [...termsIn(text)].some((term) => this.absentTerms.has(term));
  }

  /** Whether a sentence says to add, list or learn a term the user's skills already list. */
  addsListedTerm(text: string): boolean {
    return /\b(add|list|learn|include)\b/i.test(text) && [...termsIn(text)].some((term) => this.listedTerms.has(term));
  }

  keep<T>(items: T[], check: (item: T) => T | null, limit: number): T[] {
    const kept: T[] = [];
    for (const item of items) {
      const checked = check(item);
      if (checked) kept.push(checked);
      else this.dropped += 1;
    }
    return kept.slice(0, limit);
  }
}

const ADVISES_CLAIMING = /\b(claim|pretend)\b/i;
const ADVISES_AGAINST_CLAIMING = /\b(do not|don't|never|not)\s+(claim|pretend)\b/i;

function checkedSections(reply: AdviceReply, check: ClaimCheck, local: AdviceSections): { sections: AdviceSections; fromLlm: number } {
  const why = check.keep(
    reply.fit.why,
    (sentence) => {
      const clean = check.sentence(sentence);
      return clean && [...termsIn(clean)].some((term) => check.reportTerm(term)) ? clean : null;
    },
    MAX_FIT_REASONS,
  );
  const strengths = check.keep(
    reply.strengths,
    ({ point, evidence }) => {
      const cleanPoint = check.sentence(point);
      const line = check.userLine(evidence);
      return cleanPoint && line && !check.namesAbsentTerm(cleanPoint) ? { point: cleanPoint, evidence: line } : null;
    },
    MAX_STRENGTHS,
  );
  const gaps = check.keep(
    reply.gaps,
    (gap) => {
      const term = check.gapTerm(gap.term);
      const why_it_matters = check.sentence(gap.why_it_matters);
      const how_to_address = check.sentence(gap.how_to_address);
      const advisesClaiming = how_to_address !== null && ADVISES_CLAIMING.test(how_to_address) && !ADVISES_AGAINST_CLAIMING.test(how_to_address);
      return term && why_it_matters && how_to_address && !advisesClaiming ? { term, why_it_matters, how_to_address } : null;
    },
    MAX_GAPS,
  );
  const resumeEdits = check.keep(
    reply.resume_edits,
    (edit) => {
      const target = (RESUME_SECTIONS as readonly string[]).find((section) => foldForComparison(section) === foldForComparison(edit.target)) ?? check.userLine(edit.target);
      const suggestion = check.sentence(edit.suggestion);
      return target && suggestion && !check.namesAbsentTerm(suggestion) && !check.addsListedTerm(suggestion) ? { target, suggestion } : null;
    },
    MAX_RESUME_EDITS,
  );
  const interview = check.keep(
    reply.interview_preparation,
    (item) => {
      const topic = check.reportTerm(item.topic);
      const question = check.sentence(item.question);
      return topic && question ? { topic, question } : null;
    },
    MAX_INTERVIEW_QUESTIONS,
  );
  const questionsToAsk = check.keep(reply.questions_to_ask, (question) => check.sentence(question), MAX_QUESTIONS_TO_ASK);

  // A section the model left empty, or whose every item failed, is the local engine's.
  const parts = [why, strengths, gaps, resumeEdits, interview, questionsToAsk];
  const either = <T>(written: T[], fallback: T[]) => (written.length > 0 ? written : fallback);
  return {
    fromLlm: parts.filter((part) => part.length > 0).length,
    sections: {
      fit: { score: local.fit.score, why: either(why, local.fit.why) },
      strengths: either(strengths, local.strengths),
      // Gaps are the report's: when nothing in the profile is missing there are none, whatever the model says.
      gaps: local.gaps.length === 0 ? [] : either(gaps, local.gaps),
      resume_edits: either(resumeEdits, local.resume_edits),
      interview_preparation: either(interview, local.interview_preparation),
      questions_to_ask: either(questionsToAsk, local.questions_to_ask),
    },
  };
}

export type LlmAdviceResult = { ok: true; sections: AdviceSections; dropped: number } | { ok: false; reason: string };

/**
 * The LLM writes the advice's structure; the score is the match report's, every claim about the
 * user is checked against their data, and a claim that fails is dropped. Never throws: any
 * failure, or a reply with nothing usable, is returned as a reason.
 */
export async function llmAdviceSections(input: AdviceInput, local: LocalAdvice, config: LlmConfig, signal?: AbortSignal): Promise<LlmAdviceResult> {
  const prompt = buildPrompt(input, local);
  const reply = await requestLlmJson({ system: SYSTEM_PROMPT, user: prompt }, adviceReplySchema, config, signal);
  if (!reply.ok) return reply;
  const check = new ClaimCheck(prompt, input, local);
  const { sections, fromLlm } = checkedSections(reply.json, check, local.sections);
  if (fromLlm === 0) return { ok: false, reason: 'the LLM reply has no usable advice' };
  return { ok: true, sections, dropped: check.dropped };
}
