/** Runs the resume parser over every generated form of the corpus and scores it against the ground truth. */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DocumentLine } from '../src/lib/documents/types';
import { linesFromPlainText, parseResume, type ParsedResume } from '../src/lib/resume-parser';
import { GENERATED_RESUMES, loadResumeCorpus, type GroundTruth } from './resume-ground-truth';

export const RESUME_FORMS = ['txt', 'pdfkit.pdf', 'pdf-lib.pdf', 'docx'] as const;
export type ResumeForm = (typeof RESUME_FORMS)[number];

export const SCORED_FIELDS = [
  'name', 'email', 'phone', 'links', 'skills', 'education.degree', 'education.institution', 'education.dates',
  'education.gpa', 'career.position', 'career.company', 'career.dates', 'career.accomplishments',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

/** Counts behind precision (correct / predicted) and recall (correct / expected). */
export interface Tally {
  correct: number;
  predicted: number;
  expected: number;
}
export type FieldTallies = Record<ScoredField, Tally>;

export const emptyTallies = (): FieldTallies =>
  Object.fromEntries(SCORED_FIELDS.map((field) => [field, { correct: 0, predicted: 0, expected: 0 }])) as FieldTallies;

export const precision = ({ correct, predicted }: Tally) => (predicted === 0 ? 1 : correct / predicted);
export const recall = ({ correct, expected }: Tally) => (expected === 0 ? 1 : correct / expected);

/** Case, whitespace and punctuation do not count; neither does a link's scheme or 'www.'. */
export const normalize = (value: string) =>
  value.normalize('NFC').toLowerCase().replace(/^https?:\/\/(www\.)?/, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

function addScalar(tally: Tally, expected: string | number | null, actual: string | number | null): void {
  const present = (value: string | number | null) => value !== null && value !== '';
  if (present(actual)) tally.predicted += 1;
  if (present(expected)) tally.expected += 1;
  if (present(actual) && present(expected) && normalize(String(actual)) === normalize(String(expected))) tally.correct += 1;
}

function addSet(tally: Tally, expected: string[], actual: string[]): void {
  const expectedSet = new Set(expected.map(normalize));
  const actualSet = new Set(actual.map(normalize));
  tally.predicted += actualSet.size;
  tally.expected += expectedSet.size;
  tally.correct += [...actualSet].filter((value) => expectedSet.has(value)).length;
}

/** Pairs each expected entry with the unused parsed entry that agrees with it on the most key fields (at least one). */
function matchEntries<T>(expected: T[], actual: T[], agreement: (a: T, b: T) => number): Map<T, T> {
  const pairs = new Map<T, T>();
  const used = new Set<T>();
  for (const want of expected) {
    let best: T | undefined;
    let bestScore = 0;
    for (const got of actual) {
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

const same = (a: string, b: string) => (normalize(a) === normalize(b) && normalize(a) !== '' ? 1 : 0);
const sameDates = (a: { startDate: string | null; endDate: string | null }, b: typeof a) =>
  a.startDate === b.startDate && a.endDate === b.endDate;

/** Entry fields: every parsed entry is a prediction, every expected entry an expectation, matched pairs may be correct. */
function addEntryField<T>(tally: Tally, expected: T[], actual: T[], pairs: Map<T, T>, value: (entry: T) => string | null, equal?: (a: T, b: T) => boolean): void {
  const present = (entry: T) => value(entry) !== null && value(entry) !== '';
  tally.expected += expected.filter(present).length;
  tally.predicted += actual.filter(present).length;
  for (const [want, got] of pairs) {
    if (present(want) && present(got) && (equal ? equal(want, got) : normalize(value(want) ?? '') === normalize(value(got) ?? ''))) tally.correct += 1;
  }
}

export function scoreResume(tallies: FieldTallies, truth: ParsedResume, parsed: ParsedResume): void {
  addScalar(tallies.name, truth.contact.name, parsed.contact.name);
  addScalar(tallies.email, truth.contact.email, parsed.contact.email);
  addScalar(tallies.phone, truth.contact.phone, parsed.contact.phone);
  addSet(tallies.links, truth.contact.links, parsed.contact.links);
  addSet(tallies.skills, truth.skills, parsed.skills);

  const schools = matchEntries(truth.education, parsed.education, (a, b) => same(a.degree, b.degree) + same(a.institution, b.institution));
  addEntryField(tallies['education.degree'], truth.education, parsed.education, schools, (entry) => entry.degree);
  addEntryField(tallies['education.institution'], truth.education, parsed.education, schools, (entry) => entry.institution);
  addEntryField(tallies['education.dates'], truth.education, parsed.education, schools, (entry) => entry.startDate ?? entry.endDate, sameDates);
  addEntryField(tallies['education.gpa'], truth.education, parsed.education, schools, (entry) => (entry.gpa === null ? null : String(entry.gpa)));

  const jobs = matchEntries(truth.career, parsed.career, (a, b) => same(a.position, b.position) + same(a.company, b.company) + (sameDates(a, b) ? 1 : 0));
  addEntryField(tallies['career.position'], truth.career, parsed.career, jobs, (entry) => entry.position);
  addEntryField(tallies['career.company'], truth.career, parsed.career, jobs, (entry) => entry.company);
  addEntryField(tallies['career.dates'], truth.career, parsed.career, jobs, (entry) => entry.startDate ?? entry.endDate, sameDates);
  const accomplishments = tallies['career.accomplishments'];
  accomplishments.expected += truth.career.reduce((sum, entry) => sum + entry.accomplishments.length, 0);
  accomplishments.predicted += parsed.career.reduce((sum, entry) => sum + entry.accomplishments.length, 0);
  for (const [want, got] of jobs) {
    const wanted = new Set(want.accomplishments.map(normalize));
    accomplishments.correct += new Set(got.accomplishments.map(normalize).filter((text) => wanted.has(text))).size;
  }
}

/** Document lines from one generated file: pasted text directly, PDF and DOCX through the extractor. */
export type LineReader = (bytes: Buffer, filename: string) => Promise<DocumentLine[]>;

export interface FormResult {
  form: ResumeForm;
  files: number;
  tallies: FieldTallies;
  /** Milliseconds per file, extraction plus parsing. */
  timings: number[];
  failures: { id: string; parsed: ParsedResume; truth: GroundTruth }[];
}

export const readPlainText: LineReader = async (bytes) => linesFromPlainText(bytes.toString('utf8'));

/** Scores one form of every corpus resume that has it; the text form needs no extractor. */
export async function evaluateForm(form: ResumeForm, readLines: LineReader): Promise<FormResult> {
  const result: FormResult = { form, files: 0, tallies: emptyTallies(), timings: [], failures: [] };
  for (const { id, truth } of loadResumeCorpus()) {
    const path = join(GENERATED_RESUMES, `${id}.${form}`);
    if (!existsSync(path)) continue;
    const bytes = readFileSync(path);
    const started = performance.now();
    const parsed = parseResume(await readLines(bytes, path));
    result.timings.push(performance.now() - started);
    const own = emptyTallies();
    scoreResume(own, truth, parsed);
    for (const field of SCORED_FIELDS) {
      for (const key of ['correct', 'predicted', 'expected'] as const) result.tallies[field][key] += own[field][key];
    }
    if (SCORED_FIELDS.some((field) => own[field].correct < Math.max(own[field].predicted, own[field].expected))) {
      result.failures.push({ id, parsed, truth });
    }
    result.files += 1;
  }
  return result;
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}
