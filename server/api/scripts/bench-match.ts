/**
 * Measures the match report and the local advice on the evaluation set in
 * test/fixtures/match-eval (profile × posting pairs with what a recruiter expects covered, missing
 * and never a term): `pnpm run bench-match` (`--details` lists the dev half's misses; the held-out
 * half only ever prints totals, so nobody tunes on it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { adviseOn } from '../src/lib/advice';
import { skillsName, tailorResume, termsIn, type TailoringInput } from '../src/lib/tailoring';

const TODAY = new Date('2026-11-01T00:00:00Z');
const FIXTURES = new URL('../test/fixtures/match-eval/', import.meta.url);

const pairSchema = z
  .object({
    id: z.string().min(1),
    field: z.string().min(1),
    profile: z.object({
      skills: z.array(z.string()),
      career: z.array(
        z.object({
          position: z.string(),
          company: z.string(),
          startDate: z.string(),
          endDate: z.string().nullable(),
          description: z.string(),
          accomplishments: z.array(z.string()),
        }),
      ),
      education: z.array(z.object({ degree: z.string(), institution: z.string(), endDate: z.string().nullable() })),
      certifications: z.array(z.object({ name: z.string(), issuer: z.string().nullable().optional() })).optional(),
      projects: z.array(z.object({ name: z.string(), description: z.string().nullable().optional() })).optional(),
    }),
    posting: z.object({ title: z.string().nullable(), company: z.string().nullable(), text: z.string() }),
    expected: z.object({ covered: z.array(z.string()), missing: z.array(z.string()), not_terms: z.array(z.string()) }),
  })
  .strict();
type Pair = z.infer<typeof pairSchema>;

function loadHalf(half: 'dev' | 'held-out'): Pair[] {
  const folder = new URL(`${half}/`, FIXTURES);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const parsed = z.array(pairSchema).safeParse(JSON.parse(readFileSync(join(folder.pathname, file), 'utf8')));
      if (!parsed.success) throw new Error(`${half}/${file}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
      return parsed.data;
    });
}

function inputOf(pair: Pair): TailoringInput {
  return {
    job: pair.posting,
    profile: { name: 'Evaluation User', email: null, phone: null },
    career: pair.profile.career.map((record, index) => ({ id: index + 1, ...record })),
    education: pair.profile.education.map((record) => ({ ...record, startDate: null, gpa: null })),
    skills: pair.profile.skills,
    certifications: (pair.profile.certifications ?? []).map((entry) => ({ name: entry.name, issuer: entry.issuer ?? null, date: null, url: null })),
    projects: (pair.profile.projects ?? []).map((entry) => ({
      name: entry.name,
      role: null,
      url: null,
      startDate: null,
      endDate: null,
      description: entry.description ?? null,
      highlights: [],
    })),
  };
}

/** A name as a recruiter writes it, as the engine's canonical term when it names one ('Postgres' → 'PostgreSQL'). */
function canonical(name: string): string {
  const [term] = termsIn(name);
  return term ?? name;
}

interface Tally {
  expectedCovered: number;
  coveredFound: number;
  falseGaps: number;
  expectedMissing: number;
  missingFound: number;
  reported: number;
  noise: number;
  contradictions: number;
  milliseconds: number;
  details: string[];
}

/** Advice lines that tell the user to get or add what their data already shows. */
const GAP_LINE = /nothing in your profile shows|does not show|do not claim|get up to speed|get productive|take a course|build a small project/i;
const ADD_SKILL_LINE = /to the skills list|among the resume's skills/i;
const boldTerms = (line: string) => [...line.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1] ?? '');

async function evaluate(pairs: Pair[]): Promise<Tally> {
  const tally: Tally = { expectedCovered: 0, coveredFound: 0, falseGaps: 0, expectedMissing: 0, missingFound: 0, reported: 0, noise: 0, contradictions: 0, milliseconds: 0, details: [] };
  for (const pair of pairs) {
    const input = inputOf(pair);
    const started = performance.now();
    const { resume, matchReport } = tailorResume(input, TODAY);
    tally.milliseconds += performance.now() - started;
    const covered = new Set(matchReport.covered.map((term) => term.term));
    const missing = new Set(matchReport.missing.map((term) => term.term));
    const note = (text: string) => tally.details.push(`${pair.id}: ${text}`);

    for (const name of pair.expected.covered.map(canonical)) {
      tally.expectedCovered += 1;
      if (covered.has(name)) tally.coveredFound += 1;
      else if (missing.has(name)) {
        tally.falseGaps += 1;
        note(`false gap ${name}`);
      } else note(`covered term not found ${name}`);
    }
    for (const name of pair.expected.missing.map(canonical)) {
      tally.expectedMissing += 1;
      if (missing.has(name)) tally.missingFound += 1;
      else note(covered.has(name) ? `called covered, expected missing ${name}` : `missing term not found ${name}`);
    }
    const notTerms = new Set(pair.expected.not_terms.map(canonical));
    const reported = [...covered, ...missing];
    tally.reported += reported.length;
    for (const name of reported) {
      if (notTerms.has(name)) {
        tally.noise += 1;
        note(`boilerplate term ${name}`);
      }
    }
    const profile = { career: input.career, education: input.education, skills: input.skills };
    const { advice } = await adviseOn({ job: input.job, resume, profile }, { llm: null, today: TODAY });
    for (const line of advice.split('\n')) {
      // A line is about its first bold term; later ones are the user's related work it points to.
      const [term] = boldTerms(line);
      if (term !== undefined) {
        const contradicts = (GAP_LINE.test(line) && covered.has(term)) || (ADD_SKILL_LINE.test(line) && skillsName(input.skills, term));
        if (contradicts) {
          tally.contradictions += 1;
          note(`advice contradicts the data on ${term}: ${line.slice(0, 140)}`);
        }
      }
    }
  }
  return tally;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

const heldOut = loadHalf('held-out');
const dev = loadHalf('dev');
const results = { 'held-out': await evaluate(heldOut), dev: await evaluate(dev) };
const rows: [string, (tally: Tally) => string, string][] = [
  ['false-gap rate', (t) => percent(ratio(t.falseGaps, t.expectedCovered)), '≤ 5 %'],
  ['covered recall', (t) => ratio(t.coveredFound, t.expectedCovered).toFixed(3), '≥ 0.90'],
  ['missing recall', (t) => ratio(t.missingFound, t.expectedMissing).toFixed(3), '≥ 0.80'],
  ['boilerplate noise', (t) => percent(ratio(t.noise, t.reported)), '≤ 10 %'],
  ['contradicting advice lines', (t) => String(t.contradictions), '0'],
  ['match time per pair', (t) => `${(t.milliseconds / Math.max(1, heldOut.length)).toFixed(2)} ms`, ''],
];
const fields = (pairs: Pair[]) => new Set(pairs.map((pair) => pair.field)).size;
console.log(`held-out: ${heldOut.length} pairs, ${fields(heldOut)} fields; dev: ${dev.length} pairs, ${fields(dev)} fields\n`);
console.log(`${'metric'.padEnd(28)}${'held-out'.padEnd(12)}${'dev'.padEnd(12)}goal`);
for (const [label, show, goal] of rows) console.log(`${label.padEnd(28)}${show(results['held-out']).padEnd(12)}${show(results.dev).padEnd(12)}${goal}`);
console.log(`\nheap used ${(process.memoryUsage().heapUsed / 1_048_576).toFixed(1)} MB`);
if (process.argv.includes('--details')) {
  console.log('\ndev misses:');
  for (const line of results.dev.details) console.log(`  ${line}`);
}
