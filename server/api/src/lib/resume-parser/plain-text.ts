import type { DocumentLine } from '../documents/types';
import { isKnownHeading } from './sections';
import { isAllCaps } from './text';

const BULLET = /^\s*(?:[•●▪◦‣∙·*+–—-]|\d{1,2}[.)])\s+/;
/** A Markdown heading marker ('## Experience'): resumes are often pasted from Markdown. */
const MARKDOWN_HEADING = /^\s*#{1,6}\s+/;

function isHeadingText(text: string): boolean {
  if (isKnownHeading(text)) return true;
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && text.length <= 40 && isAllCaps(text) && !/[\d@]/.test(text);
}

/**
 * Pasted text as document lines: headings are all-caps lines or a known heading alone (with or
 * without ':' or a Markdown '#' marker).
 */
export function linesFromPlainText(text: string): DocumentLine[] {
  return text
    .split(/\r?\n/)
    .map((raw) => raw.replace(/\s+$/, ''))
    .filter((raw) => raw.trim().length > 0)
    .map((raw) => {
      const bullet = BULLET.test(raw);
      const content = bullet ? raw.replace(BULLET, '') : raw.replace(MARKDOWN_HEADING, '').trim();
      return { text: content, heading: !bullet && isHeadingText(content), bullet, page: 1 };
    });
}
