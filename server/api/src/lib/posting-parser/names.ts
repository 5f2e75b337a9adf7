import { collapseSpaces, foldForComparison } from '../text';
import { words } from './lines';
import { withoutMetaParentheses } from './metadata';
import { COMPANY_PLACEHOLDERS, hasCompanySuffix, hasTitleWord, NAME_CONNECTORS } from './vocabulary';

const MAX_TITLE_WORDS = 10;
const MAX_COMPANY_WORDS = 8;

/** Where a title inside a sentence ends: "a Line Cook to join …", "a Manager for our …". */
const TITLE_PHRASE_END = /[!.,;:(]|\s(?:to|who|that|for|in|at|with|on|based|join|joining)\s/;

/** Each word capitalised (or a connector such as "&", "of"), as names are written. */
export function looksLikeName(text: string): boolean {
  const nameWords = words(text);
  return (
    nameWords.length > 0 &&
    nameWords.length <= MAX_COMPANY_WORDS &&
    !/[!?,;]/.test(text) &&
    nameWords.every((word) => /^[\p{Lu}\p{N}]/u.test(word) || NAME_CONNECTORS.has(word.toLowerCase()))
  );
}

/** The company as written, without trailing punctuation; null for an empty value or a placeholder ("Confidential"). */
export function cleanCompany(value: string): string | null {
  let company = value.trim().replace(/[\s,;:!]+$/, '');
  // Keep the period of "Inc.", "Co.", "Corp." and the like; drop a sentence's full stop.
  if (company.endsWith('.') && !(hasCompanySuffix(company) && /\b\p{L}{1,5}\.$/u.test(company))) company = company.slice(0, -1).trim();
  return company && !COMPANY_PLACEHOLDERS.has(foldForComparison(company)) ? company : null;
}

/** The title without gender markers, metadata in parentheses and trailing punctuation; null unless it reads as a title. */
export function cleanTitle(value: string): string | null {
  const title = collapseSpaces(
    withoutMetaParentheses(value.replace(/\s*\((?:[mfwdxh](?:\s*\/\s*[mfwdxh])+|all genders)\)/gi, '')).replace(/[\s.!:;,]+$/, ''),
  );
  return title && hasTitleWord(title) && words(title).length <= MAX_TITLE_WORDS ? title : null;
}

/** The title inside a sentence: "an experienced Line Cook to join …" → "Line Cook". */
export function titleFromPhrase(phrase: string): string | null {
  const end = TITLE_PHRASE_END.exec(phrase);
  let title = (end ? phrase.slice(0, end.index) : phrase).replace(/^(?:an?|the|our|its)\s+/i, '').trim();
  // Leading adjectives ("experienced", "talented") are not part of a capitalised title.
  if (/\p{Lu}/u.test(title)) title = title.replace(/^(?:\p{Ll}[\p{L}-]*\s+)+/u, '');
  return cleanTitle(title);
}
