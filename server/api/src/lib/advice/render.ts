import { RESUME_SECTIONS, type AdviceContext, type AdviceSections } from './types';

/**
 * The advice text the /advice screen lays out, rendered once from the sections: blocks apart by
 * blank lines, numbered lists for ordered items, `**bold**` for the headings and the job's terms.
 */

/** One line of text: no line breaks (they would end a list item) and no asterisks (they would open bold). */
const flat = (text: string) => text.replace(/\*/g, '').replace(/\s+/g, ' ').trim();
export const bold = (text: string) => `**${flat(text)}**`;
const numbered = (items: string[]) => items.map((item, index) => `${index + 1}. ${item}`).join('\n');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each of the job's terms a phrase names, in bold; longest first, so 'React Native' wins over 'React'. */
function boldTermsIn(phrase: string, terms: string[]): string {
  let text = phrase;
  for (const term of [...terms].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}*])${escapeRegExp(term)}(?![\\p{L}\\p{N}*])`, 'iu');
    text = text.replace(pattern, (found) => bold(found));
  }
  return text;
}

/** A sentence with the job's terms in bold, except inside quotes: the user's own lines stay as written. */
function boldTerms(sentence: string, terms: string[]): string {
  return flat(sentence)
    .split(/("[^"]*")/)
    .map((part) => (part.startsWith('"') ? part : boldTermsIn(part, terms)))
    .join('');
}

const isSection = (target: string) => (RESUME_SECTIONS as readonly string[]).includes(target);

export function renderAdvice(sections: AdviceSections, context: AdviceContext): string {
  const terms = (text: string) => boldTerms(text, context.terms);
  const blocks = [[`${bold(`Match: ${sections.fit.score}/100`)} for ${flat(context.jobName)}.`, ...sections.fit.why.map(terms)].join('\n')];
  if (sections.strengths.length > 0) {
    blocks.push(
      `${bold('Your strengths')} for this job:`,
      numbered(sections.strengths.map((strength) => `${terms(strength.point)} Your line: "${flat(strength.evidence)}"`)),
    );
  }
  if (sections.resume_edits.length > 0) {
    blocks.push(
      `${bold('Strengthen this resume')}, most valuable first:`,
      numbered(sections.resume_edits.map((edit) => `${isSection(edit.target) ? flat(edit.target) : `"${flat(edit.target)}"`}: ${terms(edit.suggestion)}`)),
    );
  }
  if (sections.gaps.length > 0) {
    blocks.push(
      `${bold('Gaps')}: nothing in your profile shows ${sections.gaps.map((gap) => bold(gap.term)).join(', ')}. Do not claim them; close them:`,
      numbered(sections.gaps.map((gap) => `${bold(gap.term)}: ${terms(gap.why_it_matters)} ${terms(gap.how_to_address)}`)),
    );
  }
  if (sections.interview_preparation.length > 0) {
    blocks.push(`${bold('Prepare for the interview')} with answers to:`, numbered(sections.interview_preparation.map((item) => terms(item.question))));
  }
  if (sections.questions_to_ask.length > 0) blocks.push(`${bold('Questions to ask them')}:`, numbered(sections.questions_to_ask.map(terms)));
  return blocks.join('\n\n');
}
