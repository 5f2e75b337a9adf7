/**
 * A layout description: what a rendered resume holds, in renderer-neutral blocks, and what a reader
 * could know from it (the expected parse). Families build one from a ground truth; the text, DOCX and
 * PDF renderers draw it.
 */
import type { ParsedResume } from '../../src/lib/resume-parser';

export type Block =
  | { kind: 'name'; text: string }
  /** A line; '\t' in `text` separates tab-aligned fields; `right` is right-aligned on the same line. */
  | { kind: 'line'; text: string; right?: string; bold?: boolean }
  /** `rule`: a line drawn under it (dashes in plain text). `icon`: an emoji before it. */
  | { kind: 'heading'; text: string; icon?: string; rule: boolean }
  /** `marker`: '•', '-', '*', '▪', '1.' …, or '' for an indented line without one. */
  | { kind: 'bullet'; text: string; marker: string }
  /** A borderless table (a DOCX table, columns in the PDF, tab-separated text); a cell's lines are joined by '\n'. */
  | { kind: 'table'; rows: string[][] }
  | { kind: 'page-break' };

export interface ResumeLayout {
  /** Lines repeated at the top / bottom of every page (Word header / footer). */
  header: string[];
  footer: string[];
  /** A narrow column beside `main` (real columns in the PDF, a two-cell table in the DOCX, first in the text). */
  sidebar: Block[];
  sidebarSide: 'left' | 'right';
  main: Block[];
  headingBold: boolean;
  /** Body size in points; headings and the name are larger. */
  fontSize: number;
  /** Extra points after each block: more air, more pages. */
  spacing: number;
}

/**
 * The parse a careful reader would give: the ground truth with dates cut to the precision printed,
 * and the skills as printed. Dates are 'yyyy' or 'yyyy-mm'; a null start with an end is a single date.
 */
export type ExpectedResume = Omit<ParsedResume, 'summary'>;
