import {
  generatedResumeContentSchema,
  generatedResumeName,
  LISTED_SKILLS,
  matchReportSchema,
  type GeneratedResumeContent,
  type GeneratedResumeListItem,
  type GeneratedResumeRecord,
  type GenerationStatusResponse,
  type MatchReport,
} from '@careerforge/contract';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { timestamp, type Database } from '../../lib/db';
import { leaseQueue, type ClaimedJob } from '../../lib/jobs';
import { containsFoldedText, dateOrders, foldForSearch, keysetPage, mapPage, orderedBy, type SearchedPageRequest } from '../../lib/paging';
import { currentTraceParent } from '../../lib/telemetry';

const historyIdsSchema = z.array(z.number().int());

/** JSON written by this module, read back through its schema so a damaged row fails loudly, not silently. */
const readContent = (json: string): GeneratedResumeContent => generatedResumeContentSchema.parse(JSON.parse(json));
const readMatchReport = (json: string): MatchReport => matchReportSchema.parse(JSON.parse(json));

interface CompletedRecordRow {
  id: number;
  created_at: string;
  edited_at: string | null;
  job_id: number | null;
  content_json: string | null;
  match_report_json: string | null;
  job_title: string | null;
  company: string | null;
}

function toRecord(row: CompletedRecordRow): GeneratedResumeRecord {
  return {
    id: row.id,
    created_at: row.created_at,
    edited_at: row.edited_at,
    job_id: row.job_id,
    job_title: row.job_title,
    company: row.company,
    generated_resume: readContent(row.content_json ?? 'null'),
    match_report: readMatchReport(row.match_report_json ?? 'null'),
  };
}

/** What a listed resume shows of its content and match report; the rest is not read. */
const listedContentSchema = generatedResumeContentSchema
  .pick({ name: true, skills: true })
  .extend({ career: z.array(z.unknown()), education: z.array(z.unknown()) });
const listedScoreSchema = matchReportSchema.pick({ score: true });

function toListItem(row: CompletedRecordRow): GeneratedResumeListItem {
  const content = listedContentSchema.parse(JSON.parse(row.content_json ?? 'null'));
  return {
    id: row.id,
    name: generatedResumeName(content),
    created_at: row.created_at,
    edited_at: row.edited_at,
    job_id: row.job_id,
    job_title: row.job_title,
    company: row.company,
    score: listedScoreSchema.parse(JSON.parse(row.match_report_json ?? 'null')).score,
    skills: content.skills.slice(0, LISTED_SKILLS),
    skill_count: content.skills.length,
    role_count: content.career.length,
    degree_count: content.education.length,
  };
}

/** Newest (or oldest) first. */
const GENERATED_ORDERS = dateOrders<{ id: number; created_at: string }>('generated_resumes.created_at', 'generated_resumes.id', (row) => ({
  time: row.created_at,
  id: row.id,
}));

/**
 * The `name` column: the content's name as listed, folded for searching, kept beside the content so
 * the list can search it in any case and script on both engines; written with every content.
 */
function nameColumn(content: GeneratedResumeContent) {
  return { name: foldForSearch(generatedResumeName(content)) };
}

/** A generated resume as formatting and advice read it: `content` is null until it is completed. */
export interface GeneratedResume {
  status: string;
  content: GeneratedResumeContent | null;
  jobTitle: string | null;
  company: string | null;
}

/**
 * The caller's generated resumes. Every statement is scoped by `userId`, so another user's
 * resume is never found, listed or deleted.
 */
export function generatedResumeQueries(db: Kysely<Database>, userId: string) {
  const own = () => db.selectFrom('generated_resumes').where('generated_resumes.user_id', '=', userId);
  const completed = () => own().where('generated_resumes.status', '=', 'completed');
  const completedRecords = () =>
    completed()
      .leftJoin('jobs', 'jobs.id', 'generated_resumes.job_id')
      .select([
        'generated_resumes.id',
        'generated_resumes.created_at',
        'generated_resumes.edited_at',
        'generated_resumes.job_id',
        'generated_resumes.content_json',
        'generated_resumes.match_report_json',
        'jobs.job_title',
        'jobs.company',
      ]);

  return {
    /** A new generation job, waiting for a worker. */
    insert: async (jobId: number, historyIds: number[]): Promise<number> => {
      const now = timestamp();
      const row = await db
        .insertInto('generated_resumes')
        .values({
          user_id: userId,
          job_id: jobId,
          history_ids: JSON.stringify(historyIds),
          status: 'processing',
          trace_parent: currentTraceParent(),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    status: async (id: number): Promise<GenerationStatusResponse | undefined> => {
      const row = await own()
        .select(['status', 'content_json', 'match_report_json', 'error'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        status: row.status,
        generated_resume: row.status === 'completed' && row.content_json ? readContent(row.content_json) : null,
        match_report: row.status === 'completed' && row.match_report_json ? readMatchReport(row.match_report_json) : null,
        error: row.status === 'failed' ? row.error : null,
      };
    },

    /** Completed resumes, newest first, with their job's title and company as they are now. */
    listCompleted: async (): Promise<GeneratedResumeRecord[]> => (await orderedBy(completedRecords(), GENERATED_ORDERS.newest).execute()).map(toRecord),

    /** One page of the completed resumes as the list shows them, those whose name contains `q`. */
    completedPage: async (request: SearchedPageRequest) => {
      const named = request.q ? containsFoldedText('generated_resumes.name', request.q) : undefined;
      const matching = named ? completedRecords().where(named) : completedRecords();
      const counted = named ? completed().where(named) : completed();
      return mapPage(await keysetPage(matching, GENERATED_ORDERS[request.sort ?? 'newest'], request, counted), toListItem);
    },

    /** One completed resume as listed; undefined when it is not the caller's or not completed. */
    findCompletedRecord: async (id: number): Promise<GeneratedResumeRecord | undefined> => {
      const row = await completedRecords().where('generated_resumes.id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    /** Replaces a completed resume's content with the user's edit; false when it is not the caller's or not completed. */
    replaceContent: async (id: number, content: GeneratedResumeContent): Promise<boolean> => {
      const now = timestamp();
      const result = await db
        .updateTable('generated_resumes')
        .set({ content_json: JSON.stringify(content), ...nameColumn(content), edited_at: now, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('status', '=', 'completed')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** A resume's content once completed (null before) and its job's title and company, for rendering. */
    findCompleted: async (id: number): Promise<GeneratedResume | undefined> => {
      const row = await own()
        .leftJoin('jobs', 'jobs.id', 'generated_resumes.job_id')
        .select(['generated_resumes.status', 'generated_resumes.content_json', 'jobs.job_title', 'jobs.company'])
        .where('generated_resumes.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        status: row.status,
        content: row.status === 'completed' && row.content_json ? readContent(row.content_json) : null,
        jobTitle: row.job_title ?? null,
        company: row.company ?? null,
      };
    },

    remove: async (id: number): Promise<boolean> => {
      const result = await db.deleteFrom('generated_resumes').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

/** What a worker reads of a claimed generation, across users: what the resume is to be made from. */
export interface GenerationSource {
  /** Null when the job description was deleted since. */
  jobId: number | null;
  historyIds: number[];
}

export async function generationSource(db: Kysely<Database>, id: number): Promise<GenerationSource | undefined> {
  const row = await db.selectFrom('generated_resumes').select(['job_id', 'history_ids']).where('id', '=', id).executeTakeFirst();
  return row && { jobId: row.job_id, historyIds: historyIdsSchema.parse(JSON.parse(row.history_ids)) };
}

export interface GenerationResult {
  content: GeneratedResumeContent;
  matchReport: MatchReport;
  engine: string;
}

/** The columns a completed generation writes. */
export function generationResultColumns(result: GenerationResult) {
  return {
    content_json: JSON.stringify(result.content),
    ...nameColumn(result.content),
    match_report_json: JSON.stringify(result.matchReport),
    engine: result.engine,
    completed_at: timestamp(),
  };
}

/**
 * The generation job table as workers use it, across users: the lease queue of lib/jobs (claim,
 * renew, fenced completion, attempts) with a completion that takes a generation's result.
 */
export function generationJobQueries(db: Kysely<Database>) {
  const queue = leaseQueue(db, 'generated_resumes');
  return {
    ...queue,
    /** Writes the result, only while still holding the job; false for a late worker, whose result is dropped. */
    complete: (job: ClaimedJob, result: GenerationResult): Promise<boolean> => queue.complete(job, generationResultColumns(result)),
  };
}
