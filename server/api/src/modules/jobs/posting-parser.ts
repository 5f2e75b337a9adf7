import { collapseSpaces, foldForComparison as normalise, startsWithBullet } from '../../lib/text';

/**
 * Reads the title, company and description out of a pasted job posting. Pure and line-based: each
 * line is classified (label, heading, location/salary metadata, title-like, company-like), the
 * layouts postings commonly use each propose candidates with a confidence, and the most confident
 * candidate wins. Whatever cannot be found is null.
 */
export interface ParsedPosting {
  title: string | null;
  company: string | null;
  /** The posting from its first section or paragraph on, without the header of title, company and metadata lines. */
  description: string | null;
}

/** Words that end (or make up) job titles; a line holding one is probably a title. */
const TITLE_WORDS = new Set(
  `engineer developer programmer manager designer analyst scientist researcher nurse accountant teacher specialist
  coordinator director lead architect consultant administrator intern sre devops technician assistant associate
  representative officer executive supervisor operator driver electrician plumber mechanic machinist welder carpenter
  chef cook baker barista bartender server cashier clerk receptionist secretary editor writer copywriter marketer
  strategist producer recruiter advisor adviser counselor counsellor therapist pharmacist physician doctor dentist
  hygienist paramedic attorney lawyer counsel paralegal auditor controller bookkeeper economist statistician professor
  lecturer tutor instructor trainer coach vp president cto ceo cfo coo agent planner buyer estimator surveyor
  inspector foreman superintendent pilot dispatcher caregiver aide photographer illustrator animator artist tester
  qa sdet dba owner partner principal librarian translator interpreter investigator underwriter actuary broker teller
  banker housekeeper janitor custodian guard firefighter practitioner midwife technologist head`.split(/\s+/),
);

/** Last words of company names. */
const COMPANY_SUFFIXES = new Set(
  `inc incorporated llc llp lp ltd limited plc gmbh ag kg sa sas sarl srl spa bv nv oy ab aps pty pte co corp
  corporation company companies group holdings partners associates labs lab laboratories technologies technology tech
  systems solutions software studios studio digital media networks analytics robotics dynamics aerospace industries
  enterprises ventures capital bank financial insurance mutual health healthcare medical hospital clinic center centre
  pharma pharmaceuticals therapeutics biosciences bio logistics freight lines airlines motors energy electric foods
  brands stores foundation institute university college school academy district county agency consulting contractors
  builders hotel hotels resort resorts restaurant restaurants hospitality services`.split(/\s+/),
);

/** What stands in for a company that is not named. */
const COMPANY_PLACEHOLDERS = new Set([
  'confidential',
  'undisclosed',
  'anonymous',
  'stealth',
  'n/a',
  'tbd',
  'various',
  'our client',
  'client',
]);

const TITLE_LABELS = new Set([
  'job title',
  'title',
  'position',
  'position title',
  'role',
  'job',
  'job role',
  'job position',
  'opening',
  'vacancy',
  'now hiring',
  'hiring',
  "we're hiring",
  'we are hiring',
]);
const COMPANY_LABELS = new Set([
  'company',
  'employer',
  'organization',
  'organisation',
  'company name',
  'hiring company',
  'hiring organization',
  'hiring organisation',
  'agency',
  'business',
]);
/** Labels whose value is the start of the description ("Job Description: We are …"). */
const DESCRIPTION_LABELS = new Set([
  'description',
  'job description',
  'summary',
  'job summary',
  'overview',
  'position summary',
  'role summary',
]);

const SECTION_HEADINGS = new Set([
  'about the role',
  'about the job',
  'about the position',
  'about this role',
  'about this job',
  'about the opportunity',
  'about you',
  'about the team',
  'about us',
  'about the company',
  'who we are',
  'our company',
  'our story',
  'the role',
  'the job',
  'the position',
  'the opportunity',
  'role overview',
  'position overview',
  'position summary',
  'overview',
  'summary',
  'job summary',
  'job description',
  'description',
  'responsibilities',
  'key responsibilities',
  'main responsibilities',
  'duties',
  'key duties',
  'your tasks',
  'your role',
  'your responsibilities',
  'your mission',
  "what you'll do",
  'what you will do',
  "what you'll be doing",
  "what you'll work on",
  'requirements',
  'qualifications',
  'minimum qualifications',
  'preferred qualifications',
  'basic qualifications',
  "what we're looking for",
  'what we are looking for',
  'what you bring',
  "what you'll bring",
  "what you'll need",
  'what you need',
  'who you are',
  'your profile',
  'skills',
  'nice to have',
  'bonus points',
  'benefits',
  'perks',
  'what we offer',
  'why join us',
  'compensation',
  'how to apply',
  'company description',
  'company overview',
  'role description',
  'job overview',
  'position description',
]);
/** Headings introducing the company, whose first sentence usually names it ("Acme is …", "At Acme, we …"). */
const COMPANY_HEADINGS = new Set([
  'about us',
  'about the company',
  'who we are',
  'our company',
  'our story',
  'company description',
  'company overview',
]);

/** Words that may stay lowercase inside a company name. */
const NAME_CONNECTORS = new Set(['&', 'and', 'of', 'the', 'for', 'de', 'du', 'la', 'le', 'von', 'van', 'der', 'und', '+']);

const WORK_TERMS =
  /\b(?:remote|hybrid|on-?site|in[- ]office|full[- ]time|part[- ]time|contract|temporary|permanent|freelance|seasonal|per diem|nights?|weekends?|overtime|shifts?|relocation|exempt|(?:entry|mid|senior|mid-senior|associate|director|executive)[- ]level)\b/i;
const MONEY = /[$€£¥]\s?\d|\d\s?[kK]\b|\d\s*(?:\/|per\s+)(?:hr|hour|h|year|yr|annum|month|week|wk)\b|\b(?:USD|EUR|GBP|CAD|AUD)\b/;
const POSTED = /\b(?:posted|applicants?|ago|deadline|closing date|apply by)\b/i;
const CITY_AND_REGION = /^\p{Lu}[\p{L}.' -]*,\s*\p{Lu}[\p{L}.' ]*(?:\([^)]*\))?$/u;
/** "Denver, CO": checked before company suffixes, since a state code can look like one ("CO", "Co."). */
const CITY_AND_STATE_CODE = /^\p{Lu}[\p{L}.' -]*,\s*\p{Lu}{2}(?:\s*\([^)]*\))?$/u;
const REGIONS = new Set([
  'united states',
  'usa',
  'us',
  'u.s.',
  'uk',
  'united kingdom',
  'canada',
  'europe',
  'eu',
  'emea',
  'apac',
  'latam',
  'worldwide',
  'anywhere',
  'global',
  'north america',
]);

/** Separators between the parts of a header line: "Title | Company | City". Hyphens only with spaces around them. */
const PART_SEPARATOR = /(\s+[|·•—–-]\s+)/;
const LABEL = /^(\p{L}[\p{L} '’&/-]{0,30}?)\s*:\s*(.*)$/u;
const NAME = String.raw`(?:The\s+)?\p{Lu}[\p{L}\p{N}'’&.-]*(?:\s+(?:&|and|of|\p{Lu}[\p{L}\p{N}'’&.-]*)){0,6}`;
const HIRING_SENTENCE =
  /^(.{2,80}?)\s+(?:(?:is|are)\s+(?:now\s+|currently\s+)?(?:hiring|looking\s+for|seeking|searching\s+for|recruiting)|seeks|needs)\b:?\s*(.*)$/i;
const JOIN_AS = new RegExp(String.raw`\b[Jj]oin\s+(${NAME})\s+as\s+(?:an?|our|the)\s+([^!.,;]+)`, 'u');
const LOOKING_FOR = /\b(?:looking\s+for|seeking|hiring|searching\s+for)\s+(?:an?|the|our)\s+([^!.,;]+)/i;
const AT_COMPANY = new RegExp(String.raw`\bat\s+(${NAME})`, 'u');
const COMPANY_INTRO = new RegExp(
  String.raw`^(?:At\s+(${NAME}),|(${NAME})\s+(?:is|are|was|has|have|builds|makes|helps|provides|creates|develops|designs|operates|runs|offers|delivers|powers|serves|connects)\b)`,
  'u',
);
/** Where a title inside a sentence ends: "a Line Cook to join …", "a Manager for our …". */
const TITLE_PHRASE_END = /[!.,;:(]|\s(?:to|who|that|for|in|at|with|on|based|join|joining)\s/;

/** How far each layout is trusted: the most trusted candidate wins, the earliest among equals. */
const CONFIDENCE = {
  label: 100,
  hiringSentence: 90,
  /** "Title | Acme Inc": the part with a company suffix. */
  companyPartWithSuffix: 85,
  headerLine: 80,
  lineUnderTitle: 70,
  lineWithCompanySuffix: 65,
  aboutHeading: 60,
  /** "Title - Something": the company, or maybe a specialism. */
  companyPart: 50,
  sentenceUnderAboutUs: 40,
  sentenceTitle: 40,
  firstParagraphSubject: 35,
  sentenceCompany: 30,
} as const;

/** Only the start of very long lines is examined, which keeps every pattern linear in practice. */
const MAX_EXAMINED_LINE = 300;
/** Title, company and the header end within a posting's opening lines; only they are classified. */
const OPENING_LINES = 60;
/** Longer lines are not headings; "About Acme" headings are looked for in the whole posting (they often close it). */
const MAX_HEADING_LENGTH = 60;
const MAX_TITLE_WORDS = 10;
const MAX_COMPANY_WORDS = 8;
/** How far into the posting sentences are searched for a title or company nobody labelled. */
const SENTENCE_SEARCH_LINES = 20;

interface PostingLine {
  index: number;
  raw: string;
  /** Without markdown markers, bullets and surrounding whitespace. */
  text: string;
  bullet: boolean;
  label: { name: string; value: string } | null;
}

interface Candidate {
  value: string;
  score: number;
}

/** A title read from a "Title | Other" line keeps the whole line, in case the other part turns out not to be the company. */
interface TitleCandidate extends Candidate {
  pairedCompany?: string;
  wholeLine?: string;
}

function toLine(raw: string, index: number): PostingLine {
  if (!raw.trim()) return { index, raw, text: '', bullet: false, label: null };
  const text = collapseSpaces(
    raw
      .slice(0, MAX_EXAMINED_LINE)
      .replace(/^\s*#{1,6}\s+/, '')
      .replace(/\*\*|__/g, '')
      .replace(/^[^\p{L}\p{N}($€£]+/u, ''),
  );
  const labelMatch = LABEL.exec(text);
  const label = labelMatch ? { name: normalise(labelMatch[1] ?? ''), value: (labelMatch[2] ?? '').trim() } : null;
  return { index, raw, text, bullet: startsWithBullet(raw), label };
}

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

function hasTitleWord(text: string): boolean {
  return normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => TITLE_WORDS.has(word));
}

function hasCompanySuffix(text: string): boolean {
  const last = normalise(text)
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean)
    .at(-1);
  return last !== undefined && COMPANY_SUFFIXES.has(last);
}

/** Location, pay, work arrangement or posting date: never a title or a company. */
function isMetaPart(part: string): boolean {
  if (hasTitleWord(part)) return false;
  if (CITY_AND_STATE_CODE.test(part)) return true;
  if (hasCompanySuffix(part)) return false;
  const bare = normalise(part).replace(/[()]/g, '').trim();
  return MONEY.test(part) || WORK_TERMS.test(part) || POSTED.test(part) || CITY_AND_REGION.test(part) || REGIONS.has(bare);
}

/** "Acme (Remote)" → "Acme": the work arrangement is not part of the name. */
function withoutMetaParentheses(text: string): string {
  return text.replace(/\s*\(([^)]*)\)/g, (whole, inner: string) => (isMetaPart(inner) ? '' : whole));
}

/** The parts of a header line with their separators, so a subset can be put back together as written. */
function splitParts(text: string): { parts: string[]; separators: string[] } {
  const pieces = text.split(PART_SEPARATOR);
  return {
    parts: pieces.filter((_, index) => index % 2 === 0).map((part) => withoutMetaParentheses(part) || part),
    separators: pieces.filter((_, index) => index % 2 === 1),
  };
}

function isMetaLine(line: PostingLine): boolean {
  const { parts } = splitParts(line.text);
  const nonMeta = parts.filter((part) => !isMetaPart(part));
  return nonMeta.length === 0 || (MONEY.test(line.text) && !nonMeta.some((part) => hasTitleWord(part) || hasCompanySuffix(part)));
}

function isHeading(line: PostingLine): boolean {
  const heading = normalise(line.text).replace(/:$/, '');
  if (SECTION_HEADINGS.has(heading) || aboutName(line) !== null) return true;
  // "Duties include:" and the like: a short line ending in a colon, with nothing after it.
  return line.label !== null && line.label.value === '' && words(heading).length <= 6;
}

/** The name in an "About Acme" heading; null for "About the role", "About us" and other headings. */
function aboutName(line: PostingLine): string | null {
  const match = /^About\s+(.+?):?$/.exec(line.text);
  const name = match?.[1];
  if (!name || words(name).length > 6 || /^(?:the|this|our|us|you|your|me)\b/i.test(name)) return null;
  return name;
}

function isParagraph(line: PostingLine): boolean {
  const count = words(line.text).length;
  return count > 15 || (/[.?]$/.test(line.text) && count > 6);
}

/** Where the description starts: the first section heading, bullet or paragraph. -1 when there is none. */
function findBodyStart(lines: PostingLine[]): number {
  return lines.findIndex((line) => {
    if (!line.text) return false;
    if (line.label && DESCRIPTION_LABELS.has(line.label.name)) return true;
    return line.bullet || isHeading(line) || (isParagraph(line) && !line.label);
  });
}

/** Each word capitalised (or a connector such as "&", "of"), as names are written. */
function looksLikeName(text: string): boolean {
  const nameWords = words(text);
  return (
    nameWords.length > 0 &&
    nameWords.length <= MAX_COMPANY_WORDS &&
    !/[!?,;]/.test(text) &&
    nameWords.every((word) => /^[\p{Lu}\p{N}]/u.test(word) || NAME_CONNECTORS.has(word.toLowerCase()))
  );
}

function cleanCompany(value: string): string | null {
  let company = value.trim().replace(/[\s,;:!]+$/, '');
  // Keep the period of "Inc.", "Co.", "Corp." and the like; drop a sentence's full stop.
  if (company.endsWith('.') && !(hasCompanySuffix(company) && /\b\p{L}{1,5}\.$/u.test(company))) company = company.slice(0, -1).trim();
  return company && !COMPANY_PLACEHOLDERS.has(normalise(company)) ? company : null;
}

function cleanTitle(value: string): string | null {
  const title = collapseSpaces(
    withoutMetaParentheses(value.replace(/\s*\((?:[mfwdxh](?:\s*\/\s*[mfwdxh])+|all genders)\)/gi, '')).replace(/[\s.!:;,]+$/, ''),
  );
  return title && hasTitleWord(title) && words(title).length <= MAX_TITLE_WORDS ? title : null;
}

/** The title inside a sentence: "an experienced Line Cook to join …" → "Line Cook". */
function titleFromPhrase(phrase: string): string | null {
  const end = TITLE_PHRASE_END.exec(phrase);
  let title = (end ? phrase.slice(0, end.index) : phrase).replace(/^(?:an?|the|our|its)\s+/i, '').trim();
  // Leading adjectives ("experienced", "talented") are not part of a capitalised title.
  if (/\p{Lu}/u.test(title)) title = title.replace(/^(?:\p{Ll}[\p{L}-]*\s+)+/u, '');
  return cleanTitle(title);
}

function best<T extends Candidate>(candidates: T[]): T | undefined {
  return candidates.reduce<T | undefined>(
    (winner, candidate) => (!winner || candidate.score > winner.score ? candidate : winner),
    undefined,
  );
}

export function parsePosting(posting: string): ParsedPosting {
  const rawLines = posting.split(/\r?\n/);
  const lines = rawLines.slice(0, OPENING_LINES).map(toLine);
  const bodyStart = findBodyStart(lines);
  const header = (bodyStart === -1 ? lines : lines.slice(0, bodyStart)).filter((line) => line.text && !line.label && !isMetaLine(line));
  const headerLines = new Set(header);
  const nextWithText = nextLinesWithText(lines);
  const titles: TitleCandidate[] = [];
  const companies: Candidate[] = [];
  const addCompany = (value: string | undefined, score: number, mustLookLikeName = true) => {
    const company = value === undefined ? null : cleanCompany(value);
    if (company && (!mustLookLikeName || (looksLikeName(company) && !hasTitleWord(company)))) companies.push({ value: company, score });
  };
  const addTitle = (value: string | null, score: number, extra: Omit<TitleCandidate, 'value' | 'score'> = {}) => {
    if (value) titles.push({ value, score, ...extra });
  };

  // Labelled fields: "Job Title: …", "Company: …".
  for (const { label } of lines) {
    if (!label?.value) continue;
    if (TITLE_LABELS.has(label.name) && !isMetaPart(label.value)) addTitle(cleanTitle(label.value), CONFIDENCE.label);
    if (COMPANY_LABELS.has(label.name)) addCompany(label.value, CONFIDENCE.label, false);
  }

  // "Acme is hiring a Title", "Acme seeks a Title to …" in the opening lines.
  for (const line of bodyStart === -1 ? lines : lines.slice(0, bodyStart + 1)) {
    const match = HIRING_SENTENCE.exec(line.text);
    if (!match) continue;
    addTitle(titleFromPhrase(match[2] ?? ''), CONFIDENCE.hiringSentence);
    if (!/^(?:we|we're|our|i|they|you|this|it)\b/i.test(match[1] ?? '')) addCompany(match[1], CONFIDENCE.hiringSentence);
  }

  // Header lines: "Title", "Title at Company", "Title | Company | City", "Company — Title", then the company on the next line.
  for (const line of header) {
    const { parts, separators } = splitParts(line.text);
    // Metadata and placeholders ("Confidential") are neither title nor company.
    const kept = parts
      .map((part, index) => ({ part, separator: separators[index - 1] ?? '' }))
      .filter(({ part }) => !isMetaPart(part) && cleanCompany(part) !== null);
    const titleIndex = kept.findIndex(({ part }) => hasTitleWord(part));
    if (titleIndex === -1) {
      const only = kept.length === 1 ? kept[0]?.part : undefined;
      if (only && hasCompanySuffix(only)) addCompany(only, CONFIDENCE.lineWithCompanySuffix);
      continue;
    }
    const join = (chosen: typeof kept) => chosen.map(({ part, separator }, index) => (index === 0 ? part : separator + part)).join('');
    const titlePart = kept[titleIndex]?.part ?? '';
    const wholeLine = join(kept);
    // The company part of "Title | Company" or "Title - Specialism | Company Inc": the one with a company suffix, else the only other part.
    const others = kept.filter(({ part }) => !hasTitleWord(part));
    const companyPart = others.find(({ part }) => hasCompanySuffix(part)) ?? (kept.length === 2 ? others[0] : undefined);
    const atCompany = /^(.+?)\s+(?:at|@)\s+(\p{Lu}.*)$/u.exec(titlePart);
    if (kept.length === 1 && atCompany && !hasTitleWord(atCompany[2] ?? '')) {
      addTitle(cleanTitle(atCompany[1] ?? ''), CONFIDENCE.headerLine);
      addCompany(atCompany[2], CONFIDENCE.headerLine);
    } else if (companyPart) {
      const titleParts = join(kept.filter((part) => part !== companyPart));
      addTitle(cleanTitle(titleParts), CONFIDENCE.headerLine, {
        pairedCompany: cleanCompany(companyPart.part) ?? '',
        wholeLine: cleanTitle(wholeLine) ?? undefined,
      });
      addCompany(companyPart.part, hasCompanySuffix(companyPart.part) ? CONFIDENCE.companyPartWithSuffix : CONFIDENCE.companyPart);
    } else {
      addTitle(cleanTitle(wholeLine), CONFIDENCE.headerLine);
    }
    // The company often sits alone on the line right under the title, maybe with its location.
    const next = nextWithText[line.index];
    if (next && headerLines.has(next) && !hasTitleWord(next.text)) {
      addCompany(
        splitParts(next.text).parts.find((part) => !isMetaPart(part)),
        CONFIDENCE.lineUnderTitle,
      );
    }
  }

  // "About Acme" headings, and sentences introducing the company ("Acme is …", "At Acme, we …"): the
  // first one under "About us", else the posting's first paragraph.
  const addIntroducedCompany = (line: PostingLine | undefined, score: number) => {
    const match = line && COMPANY_INTRO.exec(line.text);
    const name = match?.[1] ?? match?.[2];
    if (name && !/^(?:We|Our|This|It|They|Here)\b/.test(name)) addCompany(name, score);
  };
  const headings = rawLines.flatMap((raw, index) =>
    raw.length <= MAX_HEADING_LENGTH && /^\W*about\s/i.test(raw) ? [toLine(raw, index)] : [],
  );
  for (const heading of headings) addCompany(aboutName(heading) ?? undefined, CONFIDENCE.aboutHeading);
  const companyHeading = lines.find((line) => COMPANY_HEADINGS.has(normalise(line.text).replace(/:$/, '')));
  if (companyHeading) addIntroducedCompany(nextWithText[companyHeading.index], CONFIDENCE.sentenceUnderAboutUs);
  addIntroducedCompany(
    lines.find((line) => !line.bullet && !line.label && isParagraph(line)),
    CONFIDENCE.firstParagraphSubject,
  );

  // Sentences in the opening part: "Join Acme as a Title", "looking for a Title to join the team at Acme".
  for (const line of lines.slice(0, SENTENCE_SEARCH_LINES)) {
    if (line.bullet || !line.text) continue;
    const join = JOIN_AS.exec(line.text);
    if (join) {
      addCompany(join[1], CONFIDENCE.sentenceCompany);
      addTitle(titleFromPhrase(join[2] ?? ''), CONFIDENCE.sentenceTitle);
    }
    const lookingFor = LOOKING_FOR.exec(line.text);
    if (lookingFor) {
      addTitle(titleFromPhrase(lookingFor[1] ?? ''), CONFIDENCE.sentenceTitle);
      addCompany(AT_COMPANY.exec(line.text.slice(lookingFor.index))?.[1], CONFIDENCE.sentenceCompany);
    }
  }

  const company = best(companies)?.value ?? null;
  const title = best(titles);
  return {
    // "Title - Specialism" on a line whose second part turned out not to be the company keeps its whole text.
    title: title?.wholeLine && title.pairedCompany !== company ? title.wholeLine : (title?.value ?? null),
    company,
    description: extractDescription(rawLines, lines[bodyStart]),
  };
}

/** For each line, the next line that is not blank. */
function nextLinesWithText(lines: PostingLine[]): (PostingLine | undefined)[] {
  const next: (PostingLine | undefined)[] = new Array(lines.length);
  let following: PostingLine | undefined;
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    next[index] = following;
    const line = lines[index];
    if (line?.text) following = line;
  }
  return next;
}

function extractDescription(rawLines: string[], first: PostingLine | undefined): string | null {
  // With no header before it, the "description" would be the whole posting: nothing was extracted.
  if (!first || first.index === 0) return null;
  const opening = first.label && DESCRIPTION_LABELS.has(first.label.name) && first.label.value ? first.label.value : first.raw;
  const description = [opening, ...rawLines.slice(first.index + 1)].join('\n').trim();
  return description || null;
}
