/**
 * The resume parser's precision and recall per field on every form of the corpus (text, pdfkit PDF,
 * pdf-lib PDF, docx), and the extract + parse time per format: `pnpm run resume-benchmark`.
 * Add `--misses` to print each resume that has a wrong field.
 */
import { basename } from 'node:path';
import { closeDocumentWorkers, extractDocument } from '../src/lib/documents';
import {
  RESUME_FORMS, SCORED_FIELDS, emptyTallies, evaluateForm, percentile, precision, readPlainText, recall,
  type FormResult, type LineReader,
} from './resume-evaluation';

const readExtracted: LineReader = async (bytes, path) => (await extractDocument({ bytes, filename: basename(path).replace(/\.(pdfkit|pdf-lib)\.pdf$/, '.pdf') })).lines;

const results: FormResult[] = [];
try {
  for (const form of RESUME_FORMS) results.push(await evaluateForm(form, form === 'txt' ? readPlainText : readExtracted));
} finally {
  closeDocumentWorkers();
}

const overall = emptyTallies();
for (const result of results) {
  for (const field of SCORED_FIELDS) {
    for (const key of ['correct', 'predicted', 'expected'] as const) overall[field][key] += result.tallies[field][key];
  }
}
const cell = (value: number) => value.toFixed(2).padStart(5);
const columns = [...results.map((result) => `${result.form} (${result.files})`), 'overall'];
console.log(`${'field'.padEnd(24)}${columns.map((column) => column.padStart(18)).join('')}`);
console.log(`${''.padEnd(24)}${columns.map(() => '      P      R'.padStart(18)).join('')}`);
for (const field of SCORED_FIELDS) {
  const tallies = [...results.map((result) => result.tallies[field]), overall[field]];
  console.log(`${field.padEnd(24)}${tallies.map((tally) => `${cell(precision(tally))}  ${cell(recall(tally))}`.padStart(18)).join('')}`);
}
console.log('\nextract + parse time per file (ms)');
for (const result of results) {
  console.log(`${result.form.padEnd(14)} median ${percentile(result.timings, 0.5).toFixed(2).padStart(7)}   p95 ${percentile(result.timings, 0.95).toFixed(2).padStart(7)}`);
}
if (process.argv.includes('--misses')) {
  for (const result of results) {
    for (const { id, parsed, truth } of result.failures) {
      console.log(`\n${result.form} ${id}\n  parsed ${JSON.stringify(parsed)}\n  truth  ${JSON.stringify({ ...truth, layout: undefined })}`);
    }
  }
}
