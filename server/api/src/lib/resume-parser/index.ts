import type { DocumentLine } from '../documents/types';
import type { ParsedResume } from './types';
import { readCareer } from './career';
import { readContact } from './contact';
import { readEducation } from './education';
import { linesOf, splitSections } from './sections';
import { readSkills } from './skills';
import { readSummary } from './summary';

export { profileLinkOf } from './contact';
export { linesFromPlainText } from './plain-text';
export { parsedResumeSchema, type ParsedResume } from './types';

/** Reads a resume's lines (from a PDF, a .docx or pasted text) into its structured parts. Pure and offline. */
export function parseResume(lines: DocumentLine[]): ParsedResume {
  const sections = splitSections(lines);
  // Only the block above the first heading and a contact section: elsewhere 'ASP.NET' or a project's
  // repository would read as the person's links.
  const contactLines = linesOf(sections, 'contact');
  const summary = readSummary(linesOf(sections, 'summary'));
  return {
    contact: readContact(sections[0]?.lines ?? [], contactLines),
    ...(summary ? { summary } : {}),
    skills: readSkills(linesOf(sections, 'skills')),
    education: readEducation(linesOf(sections, 'education')),
    career: readCareer(linesOf(sections, 'experience')),
  };
}
