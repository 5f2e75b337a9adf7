import { foldForComparison } from '../text';
import { isParagraph, words, type PostingLine } from './lines';

// Every label and heading below is written as `foldForComparison` folds the line.

/** Labels whose value is the job title ("Job Title: …"). */
export const TITLE_LABELS = new Set([
  'job title',
  'title',
  'position',
  'position title',
  'role',
  'job',
  'job role',
  'job position',
  'opening',
  'vacancy',
  'now hiring',
  'hiring',
  "we're hiring",
  'we are hiring',
]);
/** Labels whose value is the company ("Employer: …"). */
export const COMPANY_LABELS = new Set([
  'company',
  'employer',
  'organization',
  'organisation',
  'company name',
  'hiring company',
  'hiring organization',
  'hiring organisation',
  'agency',
  'business',
]);
/** Labels whose value is the start of the description ("Job Description: We are …"). */
const DESCRIPTION_LABELS = new Set([
  'description',
  'job description',
  'summary',
  'job summary',
  'overview',
  'position summary',
  'role summary',
]);

/** Headings that open the description's sections. */
const SECTION_HEADINGS = new Set([
  'about the role',
  'about the job',
  'about the position',
  'about this role',
  'about this job',
  'about the opportunity',
  'about you',
  'about the team',
  'about us',
  'about the company',
  'who we are',
  'our company',
  'our story',
  'the role',
  'the job',
  'the position',
  'the opportunity',
  'role overview',
  'position overview',
  'position summary',
  'overview',
  'summary',
  'job summary',
  'job description',
  'description',
  'responsibilities',
  'key responsibilities',
  'main responsibilities',
  'duties',
  'key duties',
  'your tasks',
  'your role',
  'your responsibilities',
  'your mission',
  "what you'll do",
  'what you will do',
  "what you'll be doing",
  "what you'll work on",
  'requirements',
  'qualifications',
  'minimum qualifications',
  'preferred qualifications',
  'basic qualifications',
  "what we're looking for",
  'what we are looking for',
  'what you bring',
  "what you'll bring",
  "what you'll need",
  'what you need',
  'who you are',
  'your profile',
  'skills',
  'nice to have',
  'bonus points',
  'benefits',
  'perks',
  'what we offer',
  'why join us',
  'compensation',
  'how to apply',
  'company description',
  'company overview',
  'role description',
  'job overview',
  'position description',
]);
/** Headings introducing the company, whose first sentence usually names it ("Acme is …", "At Acme, we …"). */
const COMPANY_HEADINGS = new Set([
  'about us',
  'about the company',
  'who we are',
  'our company',
  'our story',
  'company description',
  'company overview',
]);

/** A heading's text as compared: folded, without its closing colon. */
const headingText = (line: PostingLine) => foldForComparison(line.text).replace(/:$/, '');

export function isHeading(line: PostingLine): boolean {
  const heading = headingText(line);
  if (SECTION_HEADINGS.has(heading) || aboutName(line) !== null) return true;
  // "Duties include:" and the like: a short line ending in a colon, with nothing after it.
  return line.label !== null && line.label.value === '' && words(heading).length <= 6;
}

export function isCompanyHeading(line: PostingLine): boolean {
  return COMPANY_HEADINGS.has(headingText(line));
}

/** The name in an "About Acme" heading; null for "About the role", "About us" and other headings. */
export function aboutName(line: PostingLine): string | null {
  const match = /^About\s+(.+?):?$/.exec(line.text);
  const name = match?.[1];
  if (!name || words(name).length > 6 || /^(?:the|this|our|us|you|your|me)\b/i.test(name)) return null;
  return name;
}

/** Where the description starts: the first section heading, bullet or paragraph. -1 when there is none. */
export function findBodyStart(lines: PostingLine[]): number {
  return lines.findIndex((line) => {
    if (!line.text) return false;
    if (line.label && DESCRIPTION_LABELS.has(line.label.name)) return true;
    return line.bullet || isHeading(line) || (isParagraph(line) && !line.label);
  });
}

/** The posting from the body's first line on; a "Job Description: We are …" label gives way to its value. */
export function extractDescription(rawLines: string[], first: PostingLine | undefined): string | null {
  // With no header before it, the "description" would be the whole posting: nothing was extracted.
  if (!first || first.index === 0) return null;
  const opening = first.label && DESCRIPTION_LABELS.has(first.label.name) && first.label.value ? first.label.value : first.raw;
  const description = [opening, ...rawLines.slice(first.index + 1)].join('\n').trim();
  return description || null;
}
