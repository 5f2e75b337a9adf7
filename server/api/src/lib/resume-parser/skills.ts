import type { DocumentLine } from '../documents/types';
import { LIST_LABEL, LIST_SEPARATOR } from './classify';
import { findEmail, findPhone } from './contact';

const MAX_WORDS_PER_SKILL = 5;
/** A list line shorter than this was not wrapped by the writer: it ends where its writer ended it. */
const WRAPPED_LINE_MIN_LENGTH = 40;
/** A wrapped line fills its column about as far as the longest list line does. */
const WRAPPED_LINE_MIN_FILL = 0.85;

/**
 * A list a PDF wrapped in the middle of an item ('…, HubSpot, LinkedIn Sales' over 'Navigator,
 * Account Management, …') joined again: a line of several items that fills the column and ends
 * without a separator continues on the next plain line when that line carries no label of its own.
 */
function joinWrappedListLines(lines: DocumentLine[]): string[] {
  const longest = Math.max(0, ...lines.map((line) => line.text.trim().length));
  const joined: string[] = [];
  let previous: DocumentLine | undefined;
  for (const line of lines) {
    const before = previous?.text.trim() ?? '';
    const wrapped =
      previous !== undefined && !previous.bullet && !line.bullet && !line.heading && !LIST_LABEL.test(line.text) &&
      findEmail(line.text) === null && findPhone(line.text) === null &&
      before.length >= WRAPPED_LINE_MIN_LENGTH && before.length >= longest * WRAPPED_LINE_MIN_FILL &&
      before.split(LIST_SEPARATOR).length >= 3 && !/[,;|•·●▪]$/.test(before);
    if (wrapped) joined[joined.length - 1] += ` ${line.text.trim()}`;
    else joined.push(line.text);
    previous = line;
  }
  return joined;
}

/**
 * Skills from comma, semicolon, pipe or bullet separated lists and 'Category: a, b' lines,
 * trimmed and deduplicated case-insensitively; sentences are not skills, nor a line with an email
 * or phone number (contact details in a page footer after the last section).
 */
export function readSkills(lines: DocumentLine[]): string[] {
  const skills = new Map<string, string>();
  for (const text of joinWrappedListLines(lines)) {
    if (findEmail(text) !== null || findPhone(text) !== null) continue;
    const items = text
      .replace(LIST_LABEL, '')
      .split(LIST_SEPARATOR)
      .map((item) => item.trim().replace(/^(?:and|&)\s+/i, '').replace(/[.;:]+$/, '').trim());
    for (const item of items) {
      const words = item.split(/\s+/).length;
      if (!item || words > MAX_WORDS_PER_SKILL || /[.!?]\s/.test(item)) continue;
      const key = item.toLowerCase();
      if (!skills.has(key)) skills.set(key, item);
    }
  }
  return [...skills.values()];
}
