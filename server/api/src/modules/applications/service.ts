import {
  STAGE_DATE_IN_FUTURE_MESSAGE,
  applicationStageOf,
  type Application,
  type ApplicationInsights,
  type ApplicationRates,
  type ApplicationStage,
  type ApplicationStageEntry,
} from '@careerforge/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation, type Database } from '../../lib/db';
import { HttpError, notFound } from '../../lib/errors';
import type { Page, PageRequest } from '../../lib/paging';
import { RESUME_TEMPLATES } from '../../lib/rendering';
import { requireFormattedResume } from '../formatting/service';
import { requireJob } from '../jobs/service';
import { toCsv } from './csv';
import { applicationQueries, jobSummaryOf, today, type ApplicationDetails, type ApplicationFilters } from './queries';

/** Newest first. */
export function getApplications(db: Kysely<Database>, userId: string): Promise<Application[]> {
  return applicationQueries(db, userId).list();
}

/** Newest first, those matching the filters. */
export function getApplicationsPage(db: Kysely<Database>, userId: string, request: PageRequest & ApplicationFilters): Promise<Page<Application>> {
  return applicationQueries(db, userId).page(request);
}

/** Records an application of the caller's job with the caller's formatted resume; the same pair twice is refused. */
export async function apply(db: Kysely<Database>, userId: string, jobId: number, formattedResumeId: number): Promise<Application> {
  await requireJob(db, userId, jobId);
  const resume = await requireFormattedResume(db, userId, formattedResumeId);
  try {
    const application = await db.transaction().execute((trx) => applicationQueries(trx, userId).insert(jobId, { id: resume.id, label: resume.label }));
    // The job was deleted between the check and the insert.
    if (!application) throw notFound('job');
    return application;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'You have already applied to this job with this resume.', { cause: error });
    throw error;
  }
}

/**
 * The latest day it is anywhere (UTC+14): a user ahead of UTC may date a stage to their own today,
 * which is still tomorrow in UTC.
 */
function latestToday(): string {
  return new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** Changes an application's stage (recording the day it was reached) and any of its details, all or nothing. */
export async function updateApplication(
  db: Kysely<Database>,
  userId: string,
  id: number,
  change: { stage?: ApplicationStage; stage_date?: string } & ApplicationDetails,
): Promise<Application> {
  if (change.stage_date && change.stage_date > latestToday()) throw new HttpError(400, STAGE_DATE_IN_FUTURE_MESSAGE);
  if (change.stage_date && !change.stage) throw new HttpError(400, 'stage_date needs the stage it dates.');
  const { stage, stage_date: stageDate, ...details } = change;
  return db.transaction().execute(async (trx) => {
    const queries = applicationQueries(trx, userId);
    if (!(await queries.find(id))) throw notFound('application');
    if (stage) await queries.moveToStage(id, stage, stageDate);
    await queries.setDetails(id, details);
    const updated = await queries.find(id);
    if (!updated) throw notFound('application');
    return updated;
  });
}

/** The old status endpoint: a status is the stage it names ('Interviewing' is 'Interview'), reached today. */
export function changeStatus(db: Kysely<Database>, userId: string, id: number, status: string): Promise<Application> {
  const stage = applicationStageOf(status);
  if (!stage) throw new HttpError(400, `Unknown status ${status}.`);
  return updateApplication(db, userId, id, { stage });
}

export async function removeApplication(db: Kysely<Database>, userId: string, id: number): Promise<void> {
  if (!(await applicationQueries(db, userId).remove(id))) throw notFound('application');
}

const RESPONSE_STAGES: readonly string[] = ['Screening', 'Interview', 'Offer', 'Accepted'];
const INTERVIEW_STAGES: readonly string[] = ['Interview', 'Offer', 'Accepted'];
const DAY_MS = 86_400_000;
const WEEKS_SHOWN = 8;
const NEXT_STEP_DAYS = 7;

/**
 * When the employer first answered: the first stage at Screening or beyond, or a rejection after the
 * application was sent. Undefined while there is no answer (or it was never sent).
 */
function firstResponse(history: readonly ApplicationStageEntry[]): ApplicationStageEntry | undefined {
  const appliedAt = history.findIndex((entry) => entry.stage === 'Applied');
  if (appliedAt < 0) return undefined;
  return history.slice(appliedAt + 1).find((entry) => RESPONSE_STAGES.includes(entry.stage) || entry.stage === 'Rejected');
}

function rates(label: string, group: ReadonlyArray<{ responded: boolean; interviewed: boolean }>): ApplicationRates {
  const responses = group.filter((item) => item.responded).length;
  const interviews = group.filter((item) => item.interviewed).length;
  return {
    label,
    applications: group.length,
    responses,
    interviews,
    response_rate: group.length > 0 ? responses / group.length : null,
    interview_rate: group.length > 0 ? interviews / group.length : null,
  };
}

function groupRates<T extends { responded: boolean; interviewed: boolean }>(items: readonly T[], labelOf: (item: T) => string): ApplicationRates[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const label = labelOf(item);
    const group = groups.get(label);
    if (group) group.push(item);
    else groups.set(label, [item]);
  }
  return [...groups].map(([label, group]) => rates(label, group)).sort((a, b) => b.applications - a.applications || a.label.localeCompare(b.label));
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const dayNumber = (day: string) => Math.floor(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / DAY_MS);
const dayText = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** The caller's search in numbers, from their own applications only. */
export async function getInsights(db: Kysely<Database>, userId: string): Promise<ApplicationInsights> {
  const queries = applicationQueries(db, userId);
  const todayNumber = dayNumber(today());
  const [rows, nextSteps] = await Promise.all([queries.forInsights(), queries.nextStepsBefore(dayText(todayNumber + NEXT_STEP_DAYS + 1))]);
  // Only applications that were sent: a saved one has not had the chance of an answer.
  const sent = rows
    .filter((row) => row.history.some((entry) => entry.stage === 'Applied'))
    .map((row) => {
      const response = firstResponse(row.history);
      return {
        ...row,
        response,
        responded: response !== undefined,
        interviewed: row.history.some((entry) => INTERVIEW_STAGES.includes(entry.stage)),
      };
    });

  // Weeks start on Monday; day 0 (1970-01-01) was a Thursday.
  const thisMonday = todayNumber - ((todayNumber + 3) % 7);
  const weeks = Array.from({ length: WEEKS_SHOWN }, (_, index) => thisMonday - 7 * (WEEKS_SHOWN - 1 - index)).map((monday) => ({
    week_start: dayText(monday),
    applications: rows.filter((row) => {
      const day = dayNumber(row.applied_at);
      return day >= monday && day < monday + 7;
    }).length,
  }));

  const templateName = (templateId: string | null) =>
    templateId ? (RESUME_TEMPLATES.find((template) => template.templateId === templateId)?.name ?? templateId) : 'None';
  const resumeName = (row: (typeof sent)[number]) =>
    row.generated_resume_id === null
      ? 'Resume no longer stored'
      : `Resume #${row.generated_resume_id}${row.resume_label ? ` (${row.resume_label.split(' — ')[0]})` : ''}`;

  return {
    weeks,
    overall: rates('All applications', sent),
    by_resume: groupRates(sent, resumeName),
    by_template: groupRates(sent, (row) => templateName(row.template_id)),
    median_days_to_first_response: median(
      sent.flatMap((row) => (row.response ? [Math.max(0, dayNumber(row.response.reached_on) - dayNumber(row.applied_at))] : [])),
    ),
    next_steps: nextSteps.map((row) => ({
      id: row.id,
      jobSummary: jobSummaryOf(row.job_title),
      companyName: row.company,
      status: row.status,
      next_step_date: row.next_step_date as string,
    })),
  };
}

const CSV_HEADER = ['Applied At', 'Job', 'Company', 'Resume', 'Stage', 'Stage Reached On', 'Next Step', 'Posting URL', 'Notes', 'Contacts'];

/** The caller's applications as CSV, newest first. */
export async function applicationsCsv(db: Kysely<Database>, userId: string): Promise<string> {
  const applications = await getApplications(db, userId);
  return toCsv([
    CSV_HEADER,
    ...applications.map((application) => [
      application.applied_at,
      application.jobSummary,
      application.companyName ?? '',
      application.resumeLabel ?? '',
      application.status,
      application.stage_history.findLast((entry) => entry.stage === application.status)?.reached_on ?? '',
      application.next_step_date ?? '',
      application.posting_url ?? '',
      application.notes,
      application.contacts.map((contact) => [contact.name, contact.role, contact.email].filter(Boolean).join(', ')).join('; '),
    ]),
  ]);
}
