import { generatedResumeName, LISTED_SKILLS, type GeneratedResumeListItem, type GeneratedResumeRecord, type JobDescription } from '@careerforge/contract';
import type { FakeReply, FakeRequest } from '../testing';

/** `count` jobs numbered from 1 ('Job 1' at Initech, 'Job 2' at Globex, …), for a long list in a test. */
export function jobsNumbered(count: number): JobDescription[] {
  return Array.from({ length: count }, (_, index) => ({
    jobId: index + 1,
    job_title: `Job ${index + 1}`,
    company: index % 2 ? 'Globex' : 'Initech',
    text: 'Build pipelines.',
    submittedAt: '2024-05-01T12:00:00.000Z',
    applied: false,
  }));
}

export interface FakeListOptions<Row> {
  /** The list's key in the answer, e.g. 'jobs'. */
  key: string;
  /** Whether a row contains the search `q` (for the lists the API searches). */
  matches?: (row: Row, q: string) => boolean;
}

/**
 * A fake server's answer to a list route: without `limit` the whole list under `key`, as the API
 * answers old clients; with it one page as the API answers it: the rows containing `q`, oldest
 * first for sort=oldest (`rows` are given newest first), `limit` of them after `offset` or after
 * `cursor` (here the position of the next row), with `next_cursor` and `total`.
 */
export function fakeListReply<Row>(rows: readonly Row[], { query }: Pick<FakeRequest, 'query'>, { key, matches }: FakeListOptions<Row>): FakeReply {
  if (query.limit === undefined) return { status: 200, body: { [key]: rows } };
  const q = query.q?.trim() ?? '';
  const found = rows.filter((row) => !q || !matches || matches(row, q));
  const ordered = query.sort === 'oldest' ? [...found].reverse() : found;
  const start = Number(query.cursor ?? query.offset ?? 0);
  const end = start + Number(query.limit);
  return {
    status: 200,
    body: { [key]: ordered.slice(start, end), next_cursor: end < ordered.length ? String(end) : null, total: ordered.length },
  };
}

/** A generated resume as a page of the list carries it (the API's list item). */
export function listedGeneratedResume(record: GeneratedResumeRecord): GeneratedResumeListItem {
  const resume = record.generated_resume;
  return {
    id: record.id,
    name: generatedResumeName(resume),
    created_at: record.created_at,
    edited_at: record.edited_at ?? null,
    job_id: record.job_id,
    job_title: record.job_title,
    company: record.company,
    score: record.match_report.score,
    skills: resume.skills.slice(0, LISTED_SKILLS),
    skill_count: resume.skills.length,
    role_count: resume.career.length,
    degree_count: resume.education.length,
  };
}

/**
 * A fake server's answer to the generated-resume list: the whole resumes without `limit`; with it,
 * a page of list items searched by name (`records` newest first).
 */
export function fakeGeneratedResumesReply(records: readonly GeneratedResumeRecord[], request: Pick<FakeRequest, 'query'>): FakeReply {
  if (request.query.limit === undefined) return fakeListReply(records, request, { key: 'generated_resume' });
  return fakeListReply(records.map(listedGeneratedResume), request, {
    key: 'generated_resume',
    matches: (resume, q) => resume.name.toLowerCase().includes(q.toLowerCase()),
  });
}
