import { profileLinkSchema, PROFILE_LIMITS, type ProfileLink } from '@careerforge/contract';
import type { DocumentLine } from '../documents/types';
import type { ParsedResume } from './types';
import { findDateRange } from './dates';
import { isLocation } from './entities';
import { collapseSpaces } from '../text';
import { splitFields } from './text';

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[a-z]{2,}/iu;
const EMAILS = new RegExp(EMAIL.source, 'giu');
/** International (+44 20 7946 0958, +49 30 1234567) and US ((555) 123-4567, 555.123.4567) numbers. */
const PHONE = /(?<![\w/])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{1,4}(?:[\s.-]?\d{2,4}){1,4}(?![\w/])/g;
const LINK = /\b(?:https?:\/\/)?(?:www\.)?(?:[a-z\d-]+\.)+(?:com|io|dev|me|org|net|co|app|page|site|tech|design|xyz|ai|de|pl|uk|fr|es|eu|dk|se|no|fi|nl|be|ch|at|it|pt|ie|cz|jp|kr|cn|in|sg|au|nz|ca|us|br|mx|ar|ng|za|ae)(?:\/[^\s,;|()]*)?/gi;

// Every line of a resume is asked for an address, and the expression, which cannot start from a
// literal, retries each word before failing; without an '@' it cannot match at all.
const mayHoldEmail = (text: string) => text.includes('@');

export function findEmail(text: string): string | null {
  return mayHoldEmail(text) ? (EMAIL.exec(text)?.[0] ?? null) : null;
}

export function findPhone(text: string): string | null {
  for (const match of (mayHoldEmail(text) ? text.replace(EMAIL, ' ') : text).matchAll(PHONE)) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, '');
    // Fewer than 9 digits is a year, a date range or a postcode, not a phone number.
    if (digits.length >= 9 && digits.length <= 15 && !findDateRange(candidate)?.startDate) return candidate;
  }
  return null;
}

export function findLinks(text: string): string[] {
  const withoutEmails = mayHoldEmail(text) ? text.replace(EMAILS, ' ') : text;
  return [...withoutEmails.matchAll(LINK)].map((match) => match[0].replace(/[.)]+$/, ''));
}

const isContactDetail = (text: string) =>
  findEmail(text) !== null || findPhone(text) !== null || findLinks(text).length > 0;

/** The lower-case particles of family names ('van der Berg', 'de Vries', 'von Trapp', 'da Silva'). */
const NAME_PARTICLE = "(?:van|von|der|den|de|del|della|di|da|do|dos|das|du|la|le|ten|ter|zu|bin|al|el|y)";
/**
 * A person's name: two to five capitalised words, letters only (Latin-extended included), with
 * family-name particles between them.
 */
const NAME = new RegExp(`^\\p{Lu}[\\p{L}'’.-]*(?:\\s+(?:${NAME_PARTICLE}\\s+)*\\p{Lu}[\\p{L}'’.-]*){1,4}$`, 'u');
/**
 * Scripts without capitals: a Chinese, Japanese or Korean name is a few characters (perhaps with a
 * space between family and given name); a Hebrew or Arabic one two to five words of its script.
 */
const CASELESS_NAME =
  /^(?:[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}・]{2,8}(?:\s[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}]{1,8})?|[\p{Script=Hebrew}\p{Script=Arabic}\p{M}'’-]{2,}(?:\s+[\p{Script=Hebrew}\p{Script=Arabic}\p{M}'’-]{2,}){1,4})$/u;

/**
 * The name is the first line near the top that is not a contact detail; a headline written on the
 * same line after a separator ('Ana Ruiz | Data Analyst') is cut off.
 */
export function findName(topLines: DocumentLine[]): string | null {
  for (const line of topLines.slice(0, 6)) {
    const first = collapseSpaces(line.text.split(/\s+[|–—·•]\s+|\t| {3,}/)[0] ?? '');
    if (!first || isContactDetail(first)) continue;
    if (NAME.test(first) || CASELESS_NAME.test(first)) return first;
  }
  return null;
}

/** A work mode is where someone works, not where they live. */
const WORK_MODE = /^(?:fully\s+)?(?:remote|hybrid|on-?site|remote-first)$/i;
const LOCATION_LABEL = /^(?:location|address|based in|lives in)\s*:?\s*/i;

/**
 * Where the person lives: a field of a contact line that reads as a place ('Berlin, Germany',
 * 'Austin, TX', 'London'), with a 'Location:' label taken off. A lone city counts only beside other
 * contact details, so a headline line of its own is never read as a place.
 */
export function findLocation(lines: string[], name: string | null): string | null {
  for (const text of lines) {
    const fields = splitFields(text).map((field) => field.replace(LOCATION_LABEL, '').trim());
    const besideContactDetails = fields.some(isContactDetail);
    for (const field of fields) {
      if (!field || field === name || WORK_MODE.test(field) || isContactDetail(field)) continue;
      if (field.length > PROFILE_LIMITS.location || !isLocation(field)) continue;
      if (field.includes(',') || besideContactDetails || LOCATION_LABEL.test(text)) return field;
    }
  }
  return null;
}

const HOST_LABELS: Record<string, string> = {
  'linkedin.com': 'LinkedIn',
  'github.com': 'GitHub',
  'gitlab.com': 'GitLab',
  'behance.net': 'Behance',
  'dribbble.com': 'Dribbble',
  'medium.com': 'Medium',
  'stackoverflow.com': 'Stack Overflow',
  'x.com': 'X',
  'twitter.com': 'Twitter',
};

/**
 * A link as a profile keeps it: a web address with its scheme, labelled by its site ('LinkedIn',
 * 'GitHub'), else by its host name ('priyaraman.dev'). Null when it is not a usable web address.
 */
export function profileLinkOf(link: string): ProfileLink | null {
  const url = /^https?:\/\//i.test(link) ? link : `https://${link}`;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
  const site = Object.keys(HOST_LABELS).find((known) => host === known || host.endsWith(`.${known}`));
  const checked = profileLinkSchema.safeParse({ label: site ? HOST_LABELS[site] : host, url });
  return checked.success ? checked.data : null;
}

/** A path segment of a web address: what follows a '/' where a line was wrapped ('noah.nowak', 'ana-ruiz'). */
const PATH_SEGMENT = /^[\p{L}\d][\p{L}\d._~%+-]*(?:\/\S*)?$/u;

/**
 * Where a line ends in a web address or email cut by the line wrap, the part of it that is left on
 * the line: a link ending in '/' ('linkedin.com/in/', PDF writers wrap after a slash) or a word
 * ending in a hyphen ('github.com/ana-', 'aisha-'). Empty when the line ends in no such thing.
 */
function cutAddressTail(text: string): string {
  const last = /\S+$/.exec(text)?.[0] ?? '';
  if (last.endsWith('/')) return findLinks(last).some((link) => link.endsWith('/')) ? last : '';
  return /[\p{L}\d]-$/u.test(last) ? last : '';
}

/**
 * Lines with a web address or email the wrap cut in two joined again: 'linkedin.com/in/' and
 * 'noah.nowak | github.com/noah' read as one line with 'linkedin.com/in/noah.nowak', 'github.com/ana-'
 * and 'ruiz' as 'github.com/ana-ruiz'. Only when the line before holds contact details, the next line
 * is no heading or bullet, and the two halves together make a longer address; a next line that is a
 * whole email on its own stays apart.
 */
export function joinBrokenAddresses(lines: DocumentLine[]): DocumentLine[] {
  const joined: DocumentLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const tail = previous && !previous.bullet && isContactDetail(previous.text) ? cutAddressTail(previous.text.trimEnd()) : '';
    const head = /^\S+/.exec(line.text.trim())?.[0] ?? '';
    const whole = `${tail}${head}`;
    const completes =
      previous !== undefined && tail !== '' && head !== '' && !line.heading && !line.bullet && findEmail(head) === null &&
      (tail.endsWith('/') ? PATH_SEGMENT.test(head) && findLinks(whole).some((link) => link.length > tail.length) : findLinks(whole).some((link) => link.length > head.length) || findEmail(whole)?.startsWith(tail) === true);
    if (completes) joined[joined.length - 1] = { ...previous, text: `${previous.text.trimEnd()}${line.text.trim()}` };
    else joined.push(line);
  }
  return joined;
}

/**
 * Contact details: the name from the top; the first email, phone and place, and every link, of the
 * contact lines, then of lines elsewhere with an email or phone (a sidebar, a page footer).
 */
export function readContact(
  topLines: DocumentLine[],
  contactLines: { withLinks: DocumentLine[]; elsewhere: DocumentLine[] },
): ParsedResume['contact'] {
  const allTexts = [...contactLines.withLinks, ...contactLines.elsewhere].map((line) => line.text);
  const links = new Map<string, string>();
  for (const text of allTexts) {
    for (const link of findLinks(text)) links.set(link.toLowerCase().replace(/^https?:\/\/(www\.)?/, ''), link);
  }
  const name = findName(topLines);
  const location = findLocation(allTexts, name);
  return {
    name,
    email: allTexts.map(findEmail).find((email) => email !== null) ?? null,
    phone: allTexts.map(findPhone).find((phone) => phone !== null) ?? null,
    links: [...links.values()],
    ...(location ? { location } : {}),
  };
}
