/**
 * The lint findings of the whole tree grouped by area and rule, to share out the fixing:
 *   node scripts/lint/report.mjs [> report.txt]
 * Exits non-zero when there is any finding (like `pnpm lint`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Areas, most specific first: the first prefix a file starts with names its area. */
const AREAS = [
  'server/api/src/lib',
  'server/api/src/modules',
  'server/api/src',
  'server/api/test',
  'server/api',
  'server/identity',
  'shared/contract',
  'shared/build',
  'shared/src',
  'shared',
  'scripts',
  'e2e',
];

function areaOf(relativePath) {
  const area = AREAS.find((prefix) => relativePath.startsWith(`${prefix}/`));
  if (area) return area;
  const [first, ...rest] = relativePath.split('/');
  return rest.length > 0 ? first : '(root)';
}

const started = Date.now();
const results = await new ESLint({ cwd: repoRoot }).lintFiles(['.']);
const seconds = ((Date.now() - started) / 1000).toFixed(1);

/** area → rule → ["file:line message"] */
const byArea = new Map();
let total = 0;
for (const result of results) {
  const file = path.relative(repoRoot, result.filePath).split(path.sep).join('/');
  for (const message of result.messages) {
    total += 1;
    const rule = message.ruleId ?? '(parse error)';
    const area = areaOf(file);
    if (!byArea.has(area)) byArea.set(area, new Map());
    const rules = byArea.get(area);
    if (!rules.has(rule)) rules.set(rule, []);
    rules.get(rule).push(`${file}:${message.line} ${message.message}`);
  }
}

const lines = [`ESLint: ${results.length} files, ${total} findings (${seconds} s)`, ''];
const ruleTotals = new Map();
for (const area of [...byArea.keys()].sort()) {
  const rules = byArea.get(area);
  const count = [...rules.values()].reduce((sum, list) => sum + list.length, 0);
  lines.push(`## ${area}: ${count}`);
  for (const rule of [...rules.keys()].sort()) {
    const findings = rules.get(rule);
    ruleTotals.set(rule, (ruleTotals.get(rule) ?? 0) + findings.length);
    lines.push(`  ${rule}: ${findings.length}`);
    for (const finding of findings) lines.push(`    ${finding}`);
  }
  lines.push('');
}
lines.push('## By rule');
for (const [rule, count] of [...ruleTotals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
  lines.push(`  ${rule}: ${count}`);
}
console.log(lines.join('\n'));
if (total > 0) process.exitCode = 1;
