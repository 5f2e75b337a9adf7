import { PROFILE_LIMITS } from '@careerforge/contract';
import type { DocumentLine } from '../documents/types';
import { collapseSpaces } from '../text';

/**
 * The text of a Summary, Profile or About section as one paragraph (its wrapped lines and bullets
 * joined), or null when the resume has none. A summary longer than a profile holds is cut at the
 * last sentence that fits, else at the last word.
 */
export function readSummary(lines: DocumentLine[]): string | null {
  const text = collapseSpaces(lines.map((line) => line.text).join(' '));
  if (!text) return null;
  if (text.length <= PROFILE_LIMITS.summary) return text;
  const head = text.slice(0, PROFILE_LIMITS.summary);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentenceEnd > 0) return head.slice(0, sentenceEnd + 1);
  const wordEnd = head.lastIndexOf(' ');
  return wordEnd > 0 ? head.slice(0, wordEnd) : head;
}
