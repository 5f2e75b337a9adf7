/**
 * What a recruiter receives: `pnpm --filter @careerforge/api run resume-quality` (also run by
 * `npm test`). Through the real API on a fresh database, a realistic job seeker (an accented,
 * hyphenated full name different from the username, a location, links and a headline, three roles
 * whose descriptions differ from their titles, one imported without a description, education given
 * as years) generates a resume for a posting and formats it in every format, PDF and DOCX on both
 * page sizes. Each file is read back as an applicant tracking system would (the project's own
 * extraction for PDF and DOCX, the visible text of the others) and checked. Prints one row per
 * file and check; exits 1 when any check fails.
 */
import { FORMAT_TYPES, PAGE_SIZES, TEMPLATED_FORMATS, type FormatType, type PageSize } from '@careerforge/contract';
import { PDFDocument } from 'pdf-lib';
import { inflateRawSync } from 'node:zlib';
import { closeDocumentWorkers, extractDocument } from '../src/lib/documents';
import { startTestApi, type TestUser } from '../test/support/api';

const PROFILE = {
  username: 'zbs',
  full_name: 'Zoë Brontë-Smith',
  email: 'zoe.bronte-smith@example.com',
  phone_number: '415-555-0142',
  headline: 'Data engineer for streaming analytics',
  location: 'Austin, TX',
  links: [
    { label: 'LinkedIn', url: 'https://www.linkedin.com/in/zoe-bronte-smith' },
    { label: 'GitHub', url: 'https://github.com/zbronte' },
  ],
};

const CAREER = [
  {
    position: 'Senior Data Engineer',
    company: 'Northwind Analytics',
    startDate: '2021-03',
    endDate: null,
    description: 'Own the streaming platform behind the analytics products.',
    accomplishments: [
      'Built Kafka and Spark pipelines processing 2 billion events a day',
      'Cut warehouse costs by 38% by moving batch jobs to Airflow',
      'Mentored four engineers through code review and pairing',
    ],
  },
  {
    position: 'Data Engineer',
    company: 'Contoso Retail',
    startDate: '2018-06',
    endDate: '2021-02',
    description: 'Built the retail data warehouse.',
    accomplishments: ['Designed the PostgreSQL schema for 40 stores', 'Wrote Python ETL jobs feeding nightly dashboards'],
  },
  {
    position: 'Analytics Intern',
    company: 'Fabrikam',
    startDate: '2017',
    endDate: '2018',
    // As an imported role without a description is stored: the title must not stand in for it.
    description: '',
    accomplishments: ['Automated the weekly sales report in SQL'],
  },
];

const EDUCATION = [{ degree: 'BSc Computer Science', institution: 'University of Leeds', startDate: '2013', endDate: '2017', gpa: null }];
const SKILLS = ['Python', 'SQL', 'Kafka', 'Spark', 'Airflow', 'PostgreSQL'];
const JOB = {
  job_title: 'Senior Data Engineer',
  company: 'Globex',
  description:
    'Globex is hiring a Senior Data Engineer.\nRequirements:\n- 5+ years with Python and SQL\n- Streaming with Kafka and Spark\n- Airflow\n- Experience with Snowflake',
};

/** Points per page of each paper, as pdf-lib reports them (rounded). */
const PDF_PAGE_POINTS: Record<PageSize, [number, number]> = { letter: [612, 792], a4: [595, 842] };
/** Twentieths of a point in DOCX's w:pgSz. */
const DOCX_PAGE_TWIPS: Record<PageSize, [number, number]> = { letter: [12240, 15840], a4: [11906, 16838] };

interface Check {
  file: string;
  check: string;
  ok: boolean;
  detail?: string;
}

async function ok<Body>(response: Promise<{ statusCode: number; body: string; json<T>(): T }>): Promise<Body> {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`The API answered ${answer.statusCode}: ${answer.body}`);
  return answer.json<Body>();
}

async function seedProfile(user: TestUser): Promise<{ jobId: number; historyIds: number[] }> {
  await ok(user.request('POST', '/api/save-user/', { user_id: user.userId, email: PROFILE.email, name: PROFILE.full_name }));
  await ok(user.request('POST', '/api/update-user/', { user_id: user.userId, ...PROFILE }));
  const historyIds: number[] = [];
  for (const record of CAREER) {
    // The form requires a description, as a person typing one would; an import stores none, so the
    // record without one is written through the form and then emptied as an import leaves it.
    const body = { ...record, description: record.description || 'placeholder' };
    const { record: saved } = await ok<{ record: { id: number } }>(user.request('POST', '/api/resumes/history/submit', body));
    historyIds.push(saved.id);
  }
  for (const record of EDUCATION) await ok(user.request('POST', '/api/resumes/education/submit', record));
  for (const skill of SKILLS) await ok(user.request('POST', '/api/resumes/skills/submit', { skill }));
  const { jobId } = await ok<{ jobId: number }>(user.request('POST', '/api/jobs/submit/', JOB));
  return { jobId, historyIds };
}

async function generate(user: TestUser, jobId: number, historyIds: number[]): Promise<number> {
  const { resumeId } = await ok<{ resumeId: number }>(user.request('POST', '/api/resumes/generate', { jobId, historyIds }));
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const status = await ok<{ status: string; error: string | null }>(user.request('GET', `/api/resumes/status/${resumeId}`));
    if (status.status === 'completed') return resumeId;
    if (status.status === 'failed') throw new Error(`Generation failed: ${status.error}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('Generation did not finish within 15 s.');
}

/** The text a browser shows of an HTML file: no style, no tags, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>|<title>[\s\S]*?<\/title>/g, '\n')
    .replace(/<\/(p|h\d|li|div|header|section)>|<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

async function readBack(format: FormatType, bytes: Buffer): Promise<string[]> {
  const text =
    format === 'pdf' || format === 'docx'
      ? (await extractDocument({ bytes, filename: `resume.${format}` })).text
      : format === 'html'
        ? visibleText(bytes.toString('utf8'))
        : bytes.toString('utf8');
  return text
    .split('\n')
    .map((line) => line.replace(/^[#*\s•-]+/, '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The page count and size of the first page of a PDF. */
async function pdfPages(bytes: Buffer): Promise<{ count: number; width: number; height: number }> {
  const document = await PDFDocument.load(bytes);
  const { width, height } = document.getPage(0).getSize();
  return { count: document.getPageCount(), width: Math.round(width), height: Math.round(height) };
}

/** w:pgSz of a DOCX's document.xml, read from the zip's central directory without a zip library. */
function docxPageSize(bytes: Buffer): [number, number] | null {
  const name = Buffer.from('word/document.xml');
  for (let offset = 0; offset < bytes.length - 30; offset += 1) {
    if (bytes.readUInt32LE(offset) !== 0x04034b50) continue;
    const nameLength = bytes.readUInt16LE(offset + 26);
    const extraLength = bytes.readUInt16LE(offset + 28);
    if (!bytes.subarray(offset + 30, offset + 30 + nameLength).equals(name)) continue;
    const compressedSize = bytes.readUInt32LE(offset + 18);
    const start = offset + 30 + nameLength + extraLength;
    const data = bytes.subarray(start, start + compressedSize);
    const xml = (bytes.readUInt16LE(offset + 8) === 8 ? inflateRawSync(data) : data).toString('utf8');
    const match = /<w:pgSz\b[^>]*w:w="(\d+)"[^>]*w:h="(\d+)"/.exec(xml);
    return match ? [Number(match[1]), Number(match[2])] : null;
  }
  return null;
}

const normalise = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Whole years of the career's periods, overlaps counted once, to today: a summary may state it. */
function yearsOfExperience(today = new Date()): number {
  const months = new Set<number>();
  for (const { startDate, endDate } of CAREER) {
    const [startYear, startMonth = '01'] = startDate.split('-');
    const [endYear, endMonth = '12'] = endDate ? endDate.split('-') : [String(today.getUTCFullYear()), String(today.getUTCMonth() + 1)];
    for (let month = Number(startYear) * 12 + Number(startMonth) - 1; month <= Number(endYear) * 12 + Number(endMonth) - 1; month += 1) months.add(month);
  }
  return Math.floor(months.size / 12);
}

/** Every number the user gave (dates, phone, accomplishments), as written and split at separators. */
function numbersInUserData(): Set<string> {
  const data = JSON.stringify({ PROFILE, CAREER, EDUCATION, SKILLS });
  return new Set(data.match(/\d+/g) ?? []);
}

function checkFile(file: string, lines: string[]): Check[] {
  const text = normalise(lines.join('\n'));
  const checks: Check[] = [];
  const add = (check: string, passed: boolean, detail?: string) => checks.push({ file, check, ok: passed, ...(detail && !passed ? { detail } : {}) });

  const firstLines = lines.slice(0, 3).map(normalise);
  add('full name in the first lines', firstLines.some((line) => line.includes(normalise(PROFILE.full_name))), `first lines: ${lines.slice(0, 3).join(' / ')}`);
  add('username not used as the name', !firstLines.some((line) => line === PROFILE.username));
  for (const [label, value] of [
    ['email', PROFILE.email],
    ['phone', PROFILE.phone_number],
    ['location', PROFILE.location],
    ['headline', PROFILE.headline],
    ...PROFILE.links.map((link) => [`link ${link.label}`, link.url.replace(/^https:\/\/(www\.)?/, '')] as const),
  ] as const) {
    add(`${label} present`, text.includes(normalise(value)), `missing "${value}"`);
  }

  // A title's own line: the title alone, or followed by its company or dates (not a sentence that starts with it).
  const isTitleLine = (line: string, title: string) =>
    line === title || (line.startsWith(title) && /^\s*(\||[a-z]{3} \d{4}|\d{4}|present)/.test(line.slice(title.length)));
  const titleRepeats = CAREER.map(({ position }) => position).filter(
    (position) => lines.map(normalise).filter((line) => isTitleLine(line, normalise(position))).length > 1,
  );
  add('no title printed twice', titleRepeats.length === 0, `repeated: ${titleRepeats.join(', ')}`);
  add('placeholder description never printed', !text.includes('placeholder'));

  add('year-only dates stay years', text.includes('2013 – 2017') && !/\b(jan|dec) 201[37]\b/.test(text), 'education should read 2013 – 2017');
  add('a role without a description leaves no empty line', !lines.some((line) => /^(\||–|-)$/.test(line)));

  // 'over N years' is worked out from the dates: it may not exceed the whole career's years.
  const body = lines.join(' ');
  const claimedYears = [...body.matchAll(/(\d+)\+? years?\b/g)].map((match) => Number(match[1]));
  const allowed = numbersInUserData();
  const strange = [
    ...claimedYears.filter((years) => years > yearsOfExperience()).map((years) => `${years} years`),
    ...new Set((body.replace(/(\d+)\+? years?\b/g, '').match(/\d+/g) ?? []).filter((number) => !allowed.has(number))),
  ];
  add('every number is the user’s', strange.length === 0, `numbers not in the user's data: ${strange.join(', ')}`);
  return checks;
}

async function main(): Promise<void> {
  const api = await startTestApi();
  const checks: Check[] = [];
  try {
    const user = await api.signIn('auth0|resume-quality');
    const { jobId, historyIds } = await seedProfile(user);
    // What an import leaves: a role with no description (the form cannot save one empty).
    await api.database.db.updateTable('career_history').set({ description: '' }).where('id', '=', historyIds[2]!).execute();
    const resumeId = await generate(user, jobId, historyIds);

    for (const format of FORMAT_TYPES) {
      const pageSizes: (PageSize | undefined)[] = TEMPLATED_FORMATS.includes(format) ? [...PAGE_SIZES] : [undefined];
      for (const pageSize of pageSizes) {
        const file = `${format}${pageSize ? ` ${pageSize}` : ''}`;
        const response = await user.request('POST', '/api/resumes/preview/', { resumeId, formatType: format, ...(pageSize && { pageSize }) });
        if (response.statusCode !== 200) {
          checks.push({ file, check: 'rendered', ok: false, detail: `${response.statusCode}: ${response.body.slice(0, 200)}` });
          continue;
        }
        const bytes = response.rawPayload;
        checks.push(...checkFile(file, await readBack(format, bytes)));
        if (format === 'pdf' && pageSize) {
          const pages = await pdfPages(bytes);
          const [width, height] = PDF_PAGE_POINTS[pageSize];
          checks.push({ file, check: `page is ${width}×${height} pt`, ok: pages.width === width && pages.height === height, detail: `${pages.width}×${pages.height}` });
          checks.push({ file, check: '3 roles fit in 2 pages', ok: pages.count <= 2, detail: `${pages.count} pages` });
        }
        if (format === 'docx' && pageSize) {
          const size = docxPageSize(bytes);
          const [width, height] = DOCX_PAGE_TWIPS[pageSize];
          checks.push({ file, check: `page is ${width}×${height} twips`, ok: size?.[0] === width && size?.[1] === height, detail: String(size) });
        }
      }
    }
  } finally {
    await api.close();
    closeDocumentWorkers();
  }

  const failed = checks.filter((check) => !check.ok);
  const width = Math.max(...checks.map((check) => check.file.length));
  for (const check of checks) {
    console.log(`${check.ok ? 'pass' : 'FAIL'}  ${check.file.padEnd(width)}  ${check.check}${check.ok ? '' : ` — ${check.detail ?? ''}`}`);
  }
  console.log(`\n${checks.length - failed.length} passed, ${failed.length} failed`);
  if (failed.length > 0) process.exitCode = 1;
}

await main();
