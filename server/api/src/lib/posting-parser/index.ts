import { Candidates } from './candidates';
import { LAYOUTS } from './layouts';
import { nextLinesWithText, toLine } from './lines';
import { isMetaLine } from './metadata';
import { extractDescription, findBodyStart } from './sections';

/**
 * Reads the title, company and description out of a pasted job posting. Pure and line-based: each
 * line is classified (label, heading, location/salary metadata, title-like, company-like), the
 * layouts postings commonly use each propose candidates with a confidence, and the most confident
 * candidate wins. Whatever cannot be found is null.
 */
export interface ParsedPosting {
  title: string | null;
  company: string | null;
  /** The posting from its first section or paragraph on, without the header of title, company and metadata lines. */
  description: string | null;
}

/** Title, company and the header end within a posting's opening lines; only they are classified. */
const OPENING_LINES = 60;

export function parsePosting(posting: string): ParsedPosting {
  const rawLines = posting.split(/\r?\n/);
  const lines = rawLines.slice(0, OPENING_LINES).map(toLine);
  const bodyStart = findBodyStart(lines);
  const header = (bodyStart === -1 ? lines : lines.slice(0, bodyStart)).filter((line) => line.text && !line.label && !isMetaLine(line));
  const view = { rawLines, lines, bodyStart, header, nextWithText: nextLinesWithText(lines) };
  const found = new Candidates();
  for (const propose of LAYOUTS) propose(view, found);
  return { ...found.choose(), description: extractDescription(rawLines, lines[bodyStart]) };
}
