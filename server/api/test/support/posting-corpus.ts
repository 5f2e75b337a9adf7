import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parsePosting } from '../../src/lib/posting-parser';

/** Sample postings (one .txt each) and `expected.json`: file name → the title and company a reader would pick. */
const CORPUS_DIRECTORY = new URL('../fixtures/job-postings/', import.meta.url);

type Expected = Record<string, { title: string | null; company: string | null }>;

export interface PostingResult {
  file: string;
  expected: { title: string | null; company: string | null };
  actual: { title: string | null; company: string | null };
  titleCorrect: boolean;
  companyCorrect: boolean;
}

export interface CorpusAccuracy {
  results: PostingResult[];
  /** Share of postings whose title, resp. company, matches (ignoring case and whitespace). */
  titleAccuracy: number;
  companyAccuracy: number;
}

function sameText(actual: string | null, expected: string | null): boolean {
  const normalise = (value: string | null) => value?.toLowerCase().replace(/\s+/g, ' ').trim() ?? null;
  return normalise(actual) === normalise(expected);
}

export function measurePostingAccuracy(): CorpusAccuracy {
  const expected = JSON.parse(readFileSync(new URL('expected.json', CORPUS_DIRECTORY), 'utf8')) as Expected;
  const files = readdirSync(fileURLToPath(CORPUS_DIRECTORY))
    .filter((file) => file.endsWith('.txt'))
    .sort();
  const results = files.map((file): PostingResult => {
    const want = expected[file];
    if (!want) throw new Error(`${file} has no entry in expected.json`);
    const { title, company } = parsePosting(readFileSync(new URL(file, CORPUS_DIRECTORY), 'utf8'));
    return {
      file,
      expected: want,
      actual: { title, company },
      titleCorrect: sameText(title, want.title),
      companyCorrect: sameText(company, want.company),
    };
  });
  const share = (correct: (result: PostingResult) => boolean) => results.filter(correct).length / results.length;
  return {
    results,
    titleAccuracy: share((result) => result.titleCorrect),
    companyAccuracy: share((result) => result.companyCorrect),
  };
}
