/**
 * Text rules every parser shares (resumes, extracted documents, job postings, job analysis), so a
 * line is a list item, or two labels are the same label, by one definition everywhere.
 */

/**
 * A list item's marker at the start of a line: a bullet glyph (which may touch the text, as PDF
 * extraction often leaves it), or a dash, asterisk, plus or number ('1.', '2)') followed by a space.
 */
const BULLET = /^\s*(?:[•●▪◦■▸►‣○∙·]\s*|(?:[-*+–—]|\d{1,2}[.)])\s+)/u;

const TYPOGRAPHIC_APOSTROPHES = /[’‘`]/g;

/** Whether the line starts with a list marker. */
export function startsWithBullet(line: string): boolean {
  return BULLET.test(line);
}

/** Removes a leading list marker; `bullet` says whether there was one. */
export function stripBullet(line: string): { text: string; bullet: boolean } {
  const match = BULLET.exec(line);
  return match ? { text: line.slice(match[0].length).trimStart(), bullet: true } : { text: line, bullet: false };
}

/** Every run of whitespace as one space, without leading or trailing space. */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Curly quotes and backticks used as apostrophes become the straight one, so "we’re" equals "we're". */
export function straightenApostrophes(text: string): string {
  return text.replace(TYPOGRAPHIC_APOSTROPHES, "'");
}

/** The form labels, headings and names are compared in: lower case, straight apostrophes, single spaces. */
export function foldForComparison(text: string): string {
  return collapseSpaces(straightenApostrophes(text.toLowerCase()));
}

/** At least two letters, none of them lower case ('EXPERIENCE', 'R&D'; not 'A' or 'Skills'). */
export function isAllCaps(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.length >= 2 && /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}
