import type { DocumentLine } from '../documents/types';
import { LIST_LABEL, LIST_SEPARATOR } from './classify';
import { findEmail, findPhone } from './contact';

const MAX_WORDS_PER_SKILL = 5;

/**
 * Skills from comma, semicolon, pipe or bullet separated lists and 'Category: a, b' lines,
 * trimmed and deduplicated case-insensitively; sentences are not skills, nor a line with an email
 * or phone number (contact details in a page footer after the last section).
 */
export function readSkills(lines: DocumentLine[]): string[] {
  const skills = new Map<string, string>();
  for (const line of lines) {
    if (findEmail(line.text) !== null || findPhone(line.text) !== null) continue;
    const items = line.text
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
