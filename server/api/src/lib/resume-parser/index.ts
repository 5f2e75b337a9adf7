import type { DocumentLine } from '../documents/types';
import type { LlmConfig } from '../llm';
import type { ParsedResume } from './types';
import { linesOf, splitSections, type Section } from './blocks';
import { readCareer } from './career';
import { isSkillLabelLine } from './classify';
import { findEmail, findPhone, joinBrokenAddresses, readContact } from './contact';
import { readEducation } from './education';
import { llmParsedResume } from './llm';
import { readSkills } from './skills';
import { readSummary } from './summary';

export { profileLinkOf } from './contact';
export { linesFromPlainText } from './plain-text';
export { parsedResumeSchema, type ParsedResume } from './types';

/**
 * The lines contact details are read from: contact parts, the unclassified parts at the top, and
 * any other line with an email or a phone number (a sidebar, a page footer). Links come only from
 * the first two: elsewhere 'ASP.NET' or a project's repository would read as the person's links.
 */
function contactLinesOf(sections: Section[], topLines: DocumentLine[], lines: DocumentLine[]) {
  const top = new Set(topLines);
  const firstContent = sections.findIndex((section) => section.kind !== 'contact' && section.kind !== 'other');
  const head = sections.filter(
    (section, index) => section.kind === 'contact' || (section.kind === 'other' && index < (firstContent < 0 ? sections.length : firstContent) && section.lines.every((line) => top.has(line))),
  );
  const withLinks = head.flatMap((section) => section.lines);
  const taken = new Set(withLinks);
  const elsewhere = lines.filter((line) => !taken.has(line) && !line.bullet && (findEmail(line.text) !== null || findPhone(line.text) !== null));
  return { withLinks, elsewhere };
}

/** Reads a resume's lines (from a PDF, a .docx or pasted text) into its structured parts. Pure and offline. */
export function parseResume(documentLines: DocumentLine[]): ParsedResume {
  const lines = joinBrokenAddresses(documentLines);
  const { sections, topLines } = splitSections(lines);
  const summary = readSummary(linesOf(sections, 'summary'));
  const skillsSections = linesOf(sections, 'skills');
  // 'Skills: Go, SQL' counts wherever it stands, under a job or on a resume without headings.
  const inlineSkills = lines.filter((line) => isSkillLabelLine(line.text) && !skillsSections.includes(line));
  return {
    contact: readContact(topLines, contactLinesOf(sections, topLines, lines)),
    ...(summary ? { summary } : {}),
    skills: readSkills([...skillsSections, ...inlineSkills]),
    education: readEducation(linesOf(sections, 'education')),
    career: readCareer(linesOf(sections, 'experience')),
  };
}

export interface ResumeExtraction {
  parsed: ParsedResume;
  engine: 'local' | 'llm';
  /** Why the LLM was configured but its reading not used; null when it was used or is not configured. */
  fallbackReason: string | null;
  /** Values the LLM gave that the document does not contain, left out. */
  dropped: number;
}

/**
 * A resume's text and lines read into its parts: by the local parser, or, when an LLM is given, by
 * the LLM with every value checked against the text. The local parser's reading is used on any
 * failure, timeout or reply with nothing usable.
 */
export async function extractResume(
  document: { text: string; lines: DocumentLine[] },
  options: { llm: LlmConfig | null; signal?: AbortSignal },
): Promise<ResumeExtraction> {
  const local = (fallbackReason: string | null): ResumeExtraction => ({ parsed: parseResume(document.lines), engine: 'local', fallbackReason, dropped: 0 });
  if (!options.llm) return local(null);
  const read = await llmParsedResume(document.text, options.llm, options.signal);
  return read.ok ? { parsed: read.parsed, engine: 'llm', fallbackReason: null, dropped: read.dropped } : local(read.reason);
}
