/**
 * Paged lists at volume: `npm run bench:lists`. Starts the real API on a fresh database (PostgreSQL
 * when TEST_DATABASE_URL is set, else SQLite) listening on a local port, writes LIST_ROWS_PER_LIST
 * rows (10 000 unless set) into every list for one user in batches, then for each list walks its
 * first pages over HTTP (limit 50, each page from the previous page's cursor) and prints the p50
 * and p95 time of one page, the CPU time one page costs (which, unlike the time, holds when other
 * processes share the machine), a page's size (as JSON, and gzip-compressed as the API sends it to a
 * browser), and the API's RSS before and after all those pages. Last, for comparison, the time and
 * size of each whole list (no limit), which old clients still ask for.
 *
 * The API runs in this process, so its RSS includes the small load generator; the seeding comes
 * before the first RSS reading, and the database's statistics are refreshed after it.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { startTestApi } from '../test/support/api';
import { insertEveryList, LIST_ROWS } from '../test/support/list-rows';

const ROWS = Number(process.env.LIST_ROWS_PER_LIST ?? 10_000);
const PAGE = 50;
const PAGES_WALKED = Number(process.env.BENCH_PAGES ?? 40);
const TARGET_P50_MS = 50;
const TARGET_PAGE_BYTES = 200 * 1024;

interface Answer {
  ms: number;
  /** CPU time this process spent on the request: the API's work and the small client's. */
  cpuMs: number;
  bytes: Buffer;
  body: unknown;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);

const api = await startTestApi({ RATE_LIMIT_PER_MINUTE: '100000000' });
try {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  const user = await api.signIn('auth0|bench-lists');
  const token = await api.identity.accessToken({ sub: user.sub, expiresIn: 3600 });

  async function get(path: string): Promise<Answer> {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
    const bytes = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${bytes.toString()}`);
    return { ms, cpuMs: (cpu.user + cpu.system) / 1000, bytes, body: JSON.parse(bytes.toString('utf8')) };
  }

  const seedStarted = performance.now();
  await insertEveryList(api.database.db, api.database.engine, user.userId, ROWS);
  console.log(`database: ${api.database.engine}; ${ROWS} rows per list for one user, seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  console.log(`one page: limit ${PAGE}, the first ${PAGES_WALKED} pages of each list walked by cursor; targets p50 <= ${TARGET_P50_MS} ms, page <= ${TARGET_PAGE_BYTES / 1024} KB\n`);

  // One request first, so that the first list does not pay for the app's warm-up.
  await get(`${LIST_ROWS[0]?.path ?? '/api/jobs/history/'}?limit=1`);
  const rssBefore = process.memoryUsage().rss;

  const header = ['list', 'p50 ms', 'p95 ms', 'cpu p50 ms', 'page KB', 'gzip KB', 'total', 'target'];
  const rows: string[][] = [];
  // Every list, then the searches, filters and the other order its screens offer.
  const walks = [
    ...LIST_ROWS.map((list) => ({ name: list.name, query: `${list.path}?` })),
    { name: 'jobs, q=engineer 12', query: '/api/jobs/history/?q=engineer%2012&' },
    { name: 'jobs, oldest first', query: '/api/jobs/history/?sort=oldest&' },
    { name: 'generated, q=resume 12', query: '/api/resumes/generated/?q=resume%2012&' },
    { name: 'generated, oldest first', query: '/api/resumes/generated/?sort=oldest&' },
    { name: 'formatted, q=resume 12', query: '/api/resumes/getFormatted/?q=resume%2012&' },
    { name: 'applications, stage=Interview', query: '/api/user/get-application/?stage=Interview&' },
    { name: 'applications, Feb 1 to Mar 15', query: '/api/user/get-application/?applied_from=2025-02-01&applied_to=2025-03-15&' },
    { name: 'applications, Screening, Feb 1 to Mar 15', query: '/api/user/get-application/?stage=Screening&applied_from=2025-02-01&applied_to=2025-03-15&' },
  ];
  for (const walk of walks) {
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let cursor: string | null = null;
    let firstPage: Answer | undefined;
    let total = 0;
    for (let index = 0; index < PAGES_WALKED; index += 1) {
      const answer = await get(`${walk.query}limit=${PAGE}${cursor ? `&cursor=${cursor}` : ''}`);
      const body = answer.body as { next_cursor: string | null; total: number };
      times.push(answer.ms);
      cpuTimes.push(answer.cpuMs);
      firstPage ??= answer;
      total = body.total;
      cursor = body.next_cursor;
      if (!cursor) break;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const p50 = percentile(sorted, 0.5);
    const pageBytes = firstPage?.bytes.length ?? 0;
    // Compressed as the API compresses a JSON answer for a browser that accepts gzip.
    const gzipBytes = firstPage ? gzipSync(firstPage.bytes, { level: 6 }).length : 0;
    const met = p50 <= TARGET_P50_MS && pageBytes <= TARGET_PAGE_BYTES;
    rows.push([walk.name, p50.toFixed(1), percentile(sorted, 0.95).toFixed(1), percentile([...cpuTimes].sort((a, b) => a - b), 0.5).toFixed(1), kilobytes(pageBytes), kilobytes(gzipBytes), String(total), met ? 'met' : 'MISSED']);
  }
  const rssAfter = process.memoryUsage().rss;

  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(`\nAPI RSS: ${megabytes(rssBefore)} MB before the pages, ${megabytes(rssAfter)} MB after every list's first pages`);

  console.log('\nwhole lists (no limit), for comparison:');
  for (const list of LIST_ROWS) {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${list.path}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
    const bytes = (await response.arrayBuffer()).byteLength;
    console.log(`${list.name.padEnd(widths[0] ?? 0)}  ${(performance.now() - started).toFixed(0).padStart(6)} ms  ${megabytes(bytes).padStart(6)} MB`);
  }
  console.log(`API RSS after the whole lists: ${megabytes(process.memoryUsage().rss)} MB`);
} finally {
  await api.close();
}
