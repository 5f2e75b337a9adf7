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

/** A line drawn with one character ('-------', '=====', '───'): a rule under a heading or between parts. */
const RULE = /^\s*([-=_*~─━═—–])\1{2,}\s*$/;

/**
 * Pasted text as document lines: headings are all-caps lines, a known heading alone (with or
 * without ':' or a Markdown '#' marker), or a line underlined with a rule; rules themselves are no line.
 */
export function linesFromPlainText(text: string): DocumentLine[] {
  const lines: DocumentLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const previous = lines.at(-1);
    if (RULE.test(raw)) {
      if (previous && !previous.bullet && previous.text.length <= 40) previous.heading = true;
      continue;
    }
    const { text: item, bullet } = stripBullet(raw.trimEnd());
    const content = bullet ? item : item.replace(MARKDOWN_HEADING, '').trim();
    // Blank lines, and a bullet with nothing after it, are no line (as in extracted documents).
    if (content) lines.push({ text: content, heading: !bullet && isHeadingText(content), bullet, page: 1 });
  }
  return lines;
}
