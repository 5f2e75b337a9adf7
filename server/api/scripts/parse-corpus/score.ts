/**
 * Scoring a parse against the expected resume. Fair matching, in one place:
 * - text is compared case-, whitespace- and punctuation-insensitively (`normalize` of the corpus
 *   benchmark; a link's scheme and 'www.' do not count either); phones by their digits alone;
 * - dates at the precision the resume printed: a parsed '2019-03' is right for a printed '2019';
 *   a parsed '2019' is wrong for a printed 'Mar 2019'; a single printed date is the end date;
 * - an entry is right when both key parts are (degree + institution, position + company); its dates
 *   and bullets are scored on the parsed entry that agrees with it most (one parsed entry per expected one).
 * Each field counts correct / predicted (precision) and correct / expected (recall).
 */
import type { ParsedResume } from '../../src/lib/resume-parser';
import { normalize, type Tally } from '../resume-evaluation';
import type { ExpectedResume } from './layout';

export const BENCH_FIELDS = [
  'contact.name', 'contact.email', 'contact.phone', 'contact.location', 'contact.links', 'skills',
  'education.entries', 'education.dates', 'career.entries', 'career.dates', 'career.bullets',
] as const;
export type BenchField = (typeof BENCH_FIELDS)[number];
export type BenchTallies = Record<BenchField, Tally>;

export const emptyBenchTallies = (): BenchTallies =>
  Object.fromEntries(BENCH_FIELDS.map((field) => [field, { correct: 0, predicted: 0, expected: 0 }])) as BenchTallies;

export function addTallies(into: BenchTallies, from: BenchTallies): void {
  for (const field of BENCH_FIELDS) {
    for (const key of ['correct', 'predicted', 'expected'] as const) into[field][key] += from[field][key];
  }
}

/** All fields pooled: micro-averaged counts. */
export function microTally(tallies: BenchTallies): Tally {
  return BENCH_FIELDS.reduce((sum, field) => ({
    correct: sum.correct + tallies[field].correct,
    predicted: sum.predicted + tallies[field].predicted,
    expected: sum.expected + tallies[field].expected,
  }), { correct: 0, predicted: 0, expected: 0 });
}

const digits = (value: string) => value.replace(/\D/g, '');
const present = (value: string | null | undefined): value is string => value !== null && value !== undefined && value.trim() !== '';

/** A parsed date is right when it says at least what was printed and agrees with it there. */
export function sameDateAtPrecision(expected: string | null, parsed: string | null): boolean {
  if (expected === null || parsed === null) return expected === parsed;
  return parsed.length >= expected.length && parsed.slice(0, expected.length) === expected;
}

interface Dated {
  startDate: string | null;
  endDate: string | null;
}
const sameRange = (expected: Dated, parsed: Dated) => sameDateAtPrecision(expected.startDate, parsed.startDate) && sameDateAtPrecision(expected.endDate, parsed.endDate);
const showRange = (entry: Dated) => `${entry.startDate ?? '—'} → ${entry.endDate ?? 'present'}`;

/** Each expected entry paired with the unused parsed entry that agrees with it most (at least on one point). */
function pairEntries<E, P>(expected: E[], parsed: P[], agreement: (e: E, p: P) => number): Map<E, P> {
  const pairs = new Map<E, P>();
  const used = new Set<P>();
  for (const want of expected) {
    let best: P | undefined;
    let bestScore = 0;
    for (const got of parsed) {
      const score = used.has(got) ? 0 : agreement(want, got);
      if (score > bestScore) [best, bestScore] = [got, score];
    }
    if (best !== undefined) {
      pairs.set(want, best);
      used.add(best);
    }
  }
  return pairs;
}

export interface ResumeScore {
  tallies: BenchTallies;
  /** One line per wrong, missing or extra value. */
  misses: string[];
}

export function scoreParse(expected: ExpectedResume, parsed: ParsedResume): ResumeScore {
  const tallies = emptyBenchTallies();
  const misses: string[] = [];
  const same = (a: string, b: string) => normalize(a) === normalize(b) && normalize(a) !== '';

  const scalar = (field: BenchField, want: string | null | undefined, got: string | null | undefined, equal: (a: string, b: string) => boolean = same) => {
    const tally = tallies[field];
    if (present(want)) tally.expected += 1;
    if (present(got)) tally.predicted += 1;
    if (present(want) && present(got) && equal(want, got)) tally.correct += 1;
    else if (present(want) || present(got)) misses.push(`${field}: expected ${JSON.stringify(want ?? null)}, got ${JSON.stringify(got ?? null)}`);
  };
  scalar('contact.name', expected.contact.name, parsed.contact.name);
  scalar('contact.email', expected.contact.email, parsed.contact.email);
  scalar('contact.phone', expected.contact.phone, parsed.contact.phone, (a, b) => digits(a) === digits(b) && digits(a) !== '');
  scalar('contact.location', expected.contact.location, parsed.contact.location);

  const set = (field: BenchField, want: string[], got: string[]) => {
    const wanted = new Map(want.map((value) => [normalize(value), value]));
    const found = new Map(got.map((value) => [normalize(value), value]));
    const tally = tallies[field];
    tally.expected += wanted.size;
    tally.predicted += found.size;
    for (const [key, value] of wanted) {
      if (found.has(key)) tally.correct += 1;
      else misses.push(`${field}: missing ${JSON.stringify(value)}`);
    }
    for (const [key, value] of found) if (!wanted.has(key)) misses.push(`${field}: extra ${JSON.stringify(value)}`);
  };
  set('contact.links', expected.contact.links, parsed.contact.links);
  set('skills', expected.skills, parsed.skills);

  /** Entries right on both key parts; dates on the most agreeing parsed entry. */
  const entries = <E extends Dated, P extends Dated>(
    kind: 'education' | 'career', want: E[], got: P[], keys: (entry: E | P) => [string, string],
  ) => {
    const entryTally = tallies[`${kind}.entries`];
    const dateTally = tallies[`${kind}.dates`];
    const show = (entry: E | P) => keys(entry).join(' @ ');
    entryTally.expected += want.length;
    entryTally.predicted += got.length;
    const exact = pairEntries(want, got, (e, p) => (keys(e).every((part, index) => same(part, keys(p)[index] ?? '')) ? 1 : 0));
    entryTally.correct += exact.size;
    for (const entry of want) if (!exact.has(entry)) misses.push(`${kind}.entries: missing ${JSON.stringify(show(entry))}`);
    const matched = new Set(exact.values());
    for (const entry of got) if (!matched.has(entry)) misses.push(`${kind}.entries: extra ${JSON.stringify(show(entry))}`);

    const pairs = pairEntries(want, got, (e, p) => keys(e).filter((part, index) => same(part, keys(p)[index] ?? '')).length + (sameRange(e, p) ? 1 : 0));
    // Every generated entry prints its dates.
    dateTally.expected += want.length;
    dateTally.predicted += got.filter((entry) => present(entry.startDate) || present(entry.endDate)).length;
    for (const entry of want) {
      const partner = pairs.get(entry);
      if (partner && sameRange(entry, partner)) dateTally.correct += 1;
      else misses.push(`${kind}.dates of ${JSON.stringify(show(entry))}: expected ${showRange(entry)}, got ${partner ? showRange(partner) : 'no entry'}`);
    }
    return pairs;
  };
  entries('education', expected.education, parsed.education, (entry) => [entry.degree, entry.institution]);
  const jobs = entries('career', expected.career, parsed.career, (entry) => [entry.position, entry.company]);

  const bullets = tallies['career.bullets'];
  bullets.expected += expected.career.reduce((sum, entry) => sum + entry.accomplishments.length, 0);
  bullets.predicted += parsed.career.reduce((sum, entry) => sum + entry.accomplishments.length, 0);
  for (const entry of expected.career) {
    const found = new Set((jobs.get(entry)?.accomplishments ?? []).map(normalize));
    for (const text of entry.accomplishments) {
      if (found.has(normalize(text))) bullets.correct += 1;
      else misses.push(`career.bullets of ${JSON.stringify(`${entry.position} @ ${entry.company}`)}: missing ${JSON.stringify(text)}`);
    }
  }
  return { tallies, misses };
}
