import type { MatchTerm, MatchTermKind } from '@careerforge/contract';
import { degreeLevelInPosting, degreeTerm, yearsRequirementsIn, yearsTerm } from './qualifications';
import { startsWithBullet, straightenApostrophes } from '../text';
import { findTermsInLine, wordKeys } from './terms';

export interface JobAnalysis {
  /** Heaviest first; ties in the order the posting first names them. */
  terms: MatchTerm[];
  seniority: string | null;
}

/** The part of a posting a line belongs to, which sets how much a term found there counts. */
type Section = 'requirements' | 'responsibilities' | 'general' | 'niceToHave' | 'company' | 'ignored';

const SECTION_WEIGHT: Record<Exclude<Section, 'ignored' | 'company'>, number> = {
  requirements: 1.5,
  responsibilities: 1.25,
  general: 1,
  niceToHave: 0.5,
};
/** Each further mention adds this much, up to `MAX_REPEAT_BONUS`; being in the title adds `TITLE_BONUS`. */
const REPEAT_BONUS = 0.25;
const MAX_REPEAT_BONUS = 1;
const TITLE_BONUS = 1;

// Checked in this order: 'Preferred qualifications' is nice to have, 'About the role' is not the company.
const HEADING_SECTIONS: [RegExp, Section][] = [
  [/\b(?:nice[- ]to[- ]haves?|bonus|preferred|pluses|desirable|desired|ideally|good to have|extra credit)\b/i, 'niceToHave'],
  [/\b(?:benefits?|perks|what we offer|we offer|compensation|salary|pay|how to apply|apply|why join|why work|equal opportunity|eeo|our values|life at)\b/i, 'ignored'],
  [/\babout (?:the )?(?:role|job|position|opportunity)\b|\bthe (?:role|opportunity)\b/i, 'general'],
  [/\babout you\b|\brequirements?\b|\bqualifications?\b|\blooking for\b|\byou (?:bring|have|need)\b|\byou'll (?:need|bring)\b|\bwho you are\b|\byour profile\b|\bskills\b|\bmust[- ]haves?\b|\bexperience\b/i, 'requirements'],
  [/\bresponsibilit|\bwhat you(?:'ll| will) (?:do|work on|be doing)\b|\bduties\b|\byour (?:role|tasks|mission|day)\b|\bday[- ]to[- ]day\b|\bin this role\b|\byou will\b/i, 'responsibilities'],
  [/\babout\b|\bwho we are\b|\bour (?:company|story|team|mission)\b|\bcompany (?:description|overview)\b/i, 'company'],
];
/** Labelled lines whose value is metadata, not what the job asks for. */
const METADATA_LABEL = /^(?:location|salary|pay|compensation|benefits|job type|employment type|schedule|hours|start date|posted|deadline|apply|company|employer|job title|title|position)\s*:/i;
/** How-to-apply and legal lines outside a heading of their own: 'Call our recruiting team …'. */
const APPLICATION_LINE = /\b(?:apply (?:online|now|today|here|at|via|by|through)|call our|call us|send (?:your|us)|email (?:your|us)|equal opportunity employer)\b/i;
/** A clause saying its requirement is optional: 'CCRN preferred', 'Kafka is a plus'. */
const OPTIONAL_CLAUSE = /\b(?:nice[- ]to[- ]have|(?:is|are|would be|a) (?:big |huge )?plus|bonus|preferred|desirable|ideally|optional|not required)\b/i;

/**
 * Boilerplate nearly every posting carries: the working culture, perks, legal lines. A clause
 * saying one of these names no requirement, whatever words it uses ('a fast-paced team that
 * forecasts demand', 'a team player culture').
 */
const BOILERPLATE_CLAUSE = /\b(?:fast[- ]paced|team player|self[- ]starter|equal opportunity|we offer|what we offer|perks|benefits include|competitive (?:salary|pay|benefits)|free (?:lunch|snacks)|sign-on bonus)\b/i;
/** Verbs with which a company describes its own business ('We build forecasting software …'). */
const COMPANY_VERBS = 'build|builds|building|make|makes|making|help|helps|helping|sell|sells|selling|provide|provides|run|runs|move|moves|serve|serves|operate|operates';

const MAX_HEADING_LENGTH = 60;
const MAX_HEADING_WORDS = 7;
/** Only the opening of very long lines is read, so a pathological line cannot make analysis slow. */
const MAX_LINE_LENGTH = 1_000;

function cleanLine(raw: string): string {
  return raw
    .slice(0, MAX_LINE_LENGTH)
    .replace(/^\s*#{1,6}\s+/, '')
    .replace(/\*\*|__/g, '')
    .replace(/^[\s\-*•·▪‣◦●+>]+/, '')
    .trim();
}

function knownSection(heading: string): Section | null {
  const text = straightenApostrophes(heading.replace(/:$/, ''));
  return HEADING_SECTIONS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/**
 * The section a heading line starts, or null when the line is not a heading. Bullets never are;
 * without a colon, a line naming a term or a number ('Python preferred', '3 years experience') is
 * content, not a heading.
 */
function headingSection(line: string, isBullet: boolean): Section | null {
  if (isBullet || line.length > MAX_HEADING_LENGTH || line.split(/\s+/).length > MAX_HEADING_WORDS || /[.!?,;]$/.test(line)) return null;
  if (line.endsWith(':')) return knownSection(line) ?? 'general';
  return /\d/.test(line) || findTermsInLine(line).length > 0 ? null : knownSection(line);
}

interface TermTally {
  term: string;
  kind: MatchTermKind;
  weight: number;
  mentions: number;
  inTitle: boolean;
  firstSeen: number;
}

function tally(tallies: Map<string, TermTally>, term: string, kind: MatchTermKind, weight: number, order: number, inTitle = false): void {
  const existing = tallies.get(term);
  if (existing) {
    existing.weight = Math.max(existing.weight, weight);
    existing.mentions += 1;
    existing.inTitle ||= inTitle;
    return;
  }
  tallies.set(term, { term, kind, weight, mentions: 1, inTitle, firstSeen: order });
}

/** The job's key terms with their weights and the seniority it asks for. Pure and linear in the posting's length. */
export function analyzeJob(job: { title: string | null; company: string | null; text: string }): JobAnalysis {
  const tallies = new Map<string, TermTally>();
  // The hiring company's own name is not a skill ('Stripe' hiring, 'Slack Technologies').
  const companyWords = new Set(wordKeys(job.company ?? ''));
  const isCompanyName = (term: string) => wordKeys(term).every((key) => companyWords.has(key));
  const companyName = (job.company ?? '').trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A clause about the company itself ('We build …', 'Forecastly helps …', "We're a …") is its description, not the job's.
  const companyClause = new RegExp(
    `^(?:our (?:company|platform|product|products|mission|customers|clients)\\b|(?:we|${companyName || '(?!)'})(?:'re|\\s+are|\\s+is)?\\s+(?:(?:also|now|proudly)\\s+)?(?:${COMPANY_VERBS}|a|an)\\b)`,
    'i',
  );
  let order = 0;
  const title = job.title?.trim() ?? '';
  for (const { term } of findTermsInLine(title)) {
    if (!isCompanyName(term.term)) tally(tallies, term.term, term.kind, SECTION_WEIGHT.requirements, order++, true);
  }

  let section: Section = 'general';
  // Degree and years requirements: the lowest degree and the most years asked for, kept apart by
  // optionality; years per skill they are asked of ('' for experience in general).
  const degrees = { required: null as number | null, optional: null as number | null };
  const years = new Map<string, { required: number | null; optional: number | null }>();
  for (const raw of job.text.split(/\r?\n/)) {
    const line = cleanLine(raw);
    if (!line) continue;
    const heading = headingSection(line, startsWithBullet(raw));
    if (heading) {
      section = heading;
      continue;
    }
    if (section === 'ignored' || METADATA_LABEL.test(line) || APPLICATION_LINE.test(line)) continue;
    // A line labelled like a heading ('Nice to have: Kafka') belongs to that section alone.
    const label = /^([^:]{2,40}):\s+\S/.exec(line);
    const lineSection = (label && knownSection(label[1] ?? '')) || section;
    // What the company says about itself (its product, its market) is never what the job asks for.
    if (lineSection === 'ignored' || lineSection === 'company') continue;
    for (const clause of line.split(/;\s*|(?<=[.!?])\s+(?=\p{Lu})/u)) {
      if (BOILERPLATE_CLAUSE.test(clause) || companyClause.test(straightenApostrophes(clause))) continue;
      const optional = lineSection === 'niceToHave' || OPTIONAL_CLAUSE.test(clause);
      const clauseSection: Exclude<Section, 'ignored' | 'company'> = optional ? 'niceToHave' : lineSection;
      for (const { term } of findTermsInLine(clause)) {
        if (!isCompanyName(term.term)) tally(tallies, term.term, term.kind, SECTION_WEIGHT[clauseSection], order++);
      }
      const target = optional ? 'optional' : 'required';
      const degree = degreeLevelInPosting(clause);
      if (degree !== null) degrees[target] = Math.min(degrees[target] ?? degree, degree);
      for (const requirement of yearsRequirementsIn(clause)) {
        const asked = years.get(requirement.skill ?? '') ?? { required: null, optional: null };
        asked[target] = Math.max(asked[target] ?? 0, requirement.years);
        years.set(requirement.skill ?? '', asked);
      }
    }
  }
  const degree = degrees.required ?? degrees.optional;
  if (degree !== null) {
    const weight = SECTION_WEIGHT[degrees.required === null ? 'niceToHave' : 'requirements'];
    tally(tallies, degreeTerm(degree), 'qualification', weight, order++);
  }
  for (const [skill, asked] of years) {
    const yearsAsked = asked.required ?? asked.optional ?? 0;
    const weight = SECTION_WEIGHT[asked.required === null ? 'niceToHave' : 'requirements'];
    tally(tallies, yearsTerm(yearsAsked, skill || null), 'qualification', weight, order++);
  }

  const terms = [...tallies.values()]
    .map((entry) => ({
      entry,
      weight: round2(entry.weight + Math.min(MAX_REPEAT_BONUS, REPEAT_BONUS * (entry.mentions - 1)) + (entry.inTitle ? TITLE_BONUS : 0)),
    }))
    .sort((left, right) => right.weight - left.weight || left.entry.firstSeen - right.entry.firstSeen)
    .map(({ entry, weight }): MatchTerm => ({ term: entry.term, kind: entry.kind, weight }));
  return { terms, seniority: seniorityOf(title, job.text) };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** From most to least senior: a title naming two ('Senior Staff Engineer') gets the higher. */
const SENIORITY_IN_TITLE: [RegExp, string][] = [
  [/\bhead\b/i, 'Head'],
  [/\bprincipal\b/i, 'Principal'],
  // 'Staff Accountant' is an entry-level role; 'Staff Engineer' is not.
  [/\bstaff\b(?=.*\b(?:engineer|developer|scientist|architect|designer|researcher|software|sre)\b)/i, 'Staff'],
  [/\b(?:lead|tech lead|team lead)\b/i, 'Lead'],
  [/\b(?:senior|sr\.?)(?=\s|$)/i, 'Senior'],
  [/\b(?:mid|mid-level|intermediate)\b/i, 'Mid'],
  [/\b(?:junior|jr\.?|entry[- ]level|graduate|intern|internship|trainee|apprentice)(?=\s|$|,)/i, 'Junior'],
];
const SENIORITY_WORDS: Record<string, string> = {
  entry: 'Junior',
  junior: 'Junior',
  mid: 'Mid',
  senior: 'Senior',
  lead: 'Lead',
  staff: 'Staff',
  principal: 'Principal',
};
// Only phrases about the role itself: 'Mentor two mid-level engineers' says nothing about the role's level.
const SENIORITY_IN_TEXT = [
  /\bseniority(?: level)?\s*:\s*(entry|junior|mid|senior|lead|staff|principal)\b/i,
  /\b(?:looking for|seeking|hiring)\s+(?:an?|our)\s+(?:experienced\s+)?(junior|senior|lead|staff|principal)\b/i,
  /\b(entry|junior|mid|senior)[- ]level\s+(?:role|position|candidate|hire|opening)\b/i,
];

/** A posting's first line, when short and not a sentence, is usually its title ('Senior DevOps Engineer (Remote)'). */
const MAX_TITLE_LINE_WORDS = 10;

function seniorityOf(title: string, text: string): string | null {
  const firstLine = cleanLine(/^\s*(.*)/.exec(text)?.[1] ?? '');
  const titleLine = title || (firstLine.split(/\s+/).length <= MAX_TITLE_LINE_WORDS && !/[.!?]$/.test(firstLine) ? firstLine : '');
  const fromTitle = SENIORITY_IN_TITLE.find(([pattern]) => pattern.test(titleLine))?.[1];
  if (fromTitle) return fromTitle;
  for (const pattern of SENIORITY_IN_TEXT) {
    const word = pattern.exec(text)?.[1]?.toLowerCase();
    if (word) return SENIORITY_WORDS[word] ?? null;
  }
  return null;
}
