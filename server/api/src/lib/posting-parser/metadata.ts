import { foldForComparison } from '../text';
import type { PostingLine } from './lines';
import { hasCompanySuffix, hasTitleWord, REGIONS } from './vocabulary';

const WORK_TERMS =
  /\b(?:remote|hybrid|on-?site|in[- ]office|full[- ]time|part[- ]time|contract|temporary|permanent|freelance|seasonal|per diem|nights?|weekends?|overtime|shifts?|relocation|exempt|(?:entry|mid|senior|mid-senior|associate|director|executive)[- ]level)\b/i;
const MONEY = /[$€£¥]\s?\d|\d\s?[kK]\b|\d\s*(?:\/|per\s+)(?:hr|hour|h|year|yr|annum|month|week|wk)\b|\b(?:USD|EUR|GBP|CAD|AUD)\b/;
const POSTED = /\b(?:posted|applicants?|ago|deadline|closing date|apply by)\b/i;
const CITY_AND_REGION = /^\p{Lu}[\p{L}.' -]*,\s*\p{Lu}[\p{L}.' ]*(?:\([^)]*\))?$/u;
/** "Denver, CO": checked before company suffixes, since a state code can look like one ("CO", "Co."). */
const CITY_AND_STATE_CODE = /^\p{Lu}[\p{L}.' -]*,\s*\p{Lu}{2}(?:\s*\([^)]*\))?$/u;

/** Separators between the parts of a header line: "Title | Company | City". Hyphens only with spaces around them. */
const PART_SEPARATOR = /(\s+[|·•—–-]\s+)/;

/** Location, pay, work arrangement or posting date: never a title or a company. */
export function isMetaPart(part: string): boolean {
  if (hasTitleWord(part)) return false;
  if (CITY_AND_STATE_CODE.test(part)) return true;
  if (hasCompanySuffix(part)) return false;
  const bare = foldForComparison(part).replace(/[()]/g, '').trim();
  return MONEY.test(part) || WORK_TERMS.test(part) || POSTED.test(part) || CITY_AND_REGION.test(part) || REGIONS.has(bare);
}

/** "Acme (Remote)" → "Acme": the work arrangement is not part of the name. */
export function withoutMetaParentheses(text: string): string {
  return text.replace(/\s*\(([^)]*)\)/g, (whole, inner: string) => (isMetaPart(inner) ? '' : whole));
}

/** The parts of a header line with their separators, so a subset can be put back together as written. */
export function splitParts(text: string): { parts: string[]; separators: string[] } {
  const pieces = text.split(PART_SEPARATOR);
  return {
    parts: pieces.filter((_, index) => index % 2 === 0).map((part) => withoutMetaParentheses(part) || part),
    separators: pieces.filter((_, index) => index % 2 === 1),
  };
}

/** A line of nothing but metadata, or pay beside parts that name neither a title nor a company. */
export function isMetaLine(line: PostingLine): boolean {
  const { parts } = splitParts(line.text);
  const nonMeta = parts.filter((part) => !isMetaPart(part));
  return nonMeta.length === 0 || (MONEY.test(line.text) && !nonMeta.some((part) => hasTitleWord(part) || hasCompanySuffix(part)));
}
