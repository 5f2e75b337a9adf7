/**
 * Runs the posting parser over test/fixtures/job-postings and prints each file's result and the
 * title and company accuracy: `pnpm run posting-accuracy`.
 */
import { measurePostingAccuracy } from '../test/support/posting-corpus';

const { results, titleAccuracy, companyAccuracy } = measurePostingAccuracy();
const show = (value: string | null) => (value === null ? 'null' : JSON.stringify(value));

for (const { file, expected, actual, titleCorrect, companyCorrect } of results) {
  console.log(`${titleCorrect && companyCorrect ? 'ok  ' : 'MISS'} ${file}`);
  console.log(`     title   ${titleCorrect ? '✓' : '✗'} ${show(actual.title)}${titleCorrect ? '' : ` (expected ${show(expected.title)})`}`);
  console.log(
    `     company ${companyCorrect ? '✓' : '✗'} ${show(actual.company)}${companyCorrect ? '' : ` (expected ${show(expected.company)})`}`,
  );
}
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
console.log(`\n${results.length} postings: title accuracy ${percent(titleAccuracy)}, company accuracy ${percent(companyAccuracy)}`);
