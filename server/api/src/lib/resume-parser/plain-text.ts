import type { DocumentLine } from '../documents/types';
import { isAllCaps, stripBullet } from '../text';
import { isKnownHeading } from './sections';

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
  return text.split(/\r?\n/).flatMap((raw) => {
    const { text: item, bullet } = stripBullet(raw.trimEnd());
    const content = bullet ? item : item.replace(MARKDOWN_HEADING, '').trim();
    // Blank lines, and a bullet with nothing after it, are no line (as in extracted documents).
    return content ? [{ text: content, heading: !bullet && isHeadingText(content), bullet, page: 1 }] : [];
  });
}
