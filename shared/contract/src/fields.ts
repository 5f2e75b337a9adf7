import { z } from 'zod';
import { compareDates, datePrecision } from './dates';

/**
 * A career or education date: a year ('2016'), a month ('2019-03') or a day ('2019-03-04'), kept at
 * the precision given. Longer ISO strings with a time are cut to their day.
 */
const PARTIAL_DATE = /^\d{4}(?:-\d{2}(?:-\d{2})?)?$/;

export function dateField(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .transform((value) => value.slice(0, 10))
    .pipe(
      z
        .string()
        // Each failure is reported alone: an empty value is not also "not a date".
        .min(1, { error: `${label} is required.`, abort: true })
        .regex(PARTIAL_DATE, { error: dateFormatMessage(label), abort: true })
        .refine((value) => datePrecision(value) !== null, `${label} is not a real date.`),
    );
}

function dateFormatMessage(label: string): string {
  return `${label} must be a year, a month (yyyy-mm) or a date (yyyy-mm-dd).`;
}

/**
 * An optional end date: empty, null or missing all mean "no end" (e.g. 'Present').
 * `.optional()` before the transform is what lets the key be absent from the object.
 */
export function optionalDateField(label: string) {
  return z
    .union([z.literal(''), z.null(), dateField(label)], { error: dateFormatMessage(label) })
    .optional()
    .transform((value) => (value ? value : null));
}

/** Optional text: trimmed; empty, null or missing become null. */
export function optionalText(label: string, max: number) {
  return z
    .union([z.null(), z.string().trim().max(max, `${label} must be at most ${max} characters.`)], { error: `${label} must be text.` })
    .optional()
    .transform((value) => (value ? value : null));
}

/** A positive id in a body (at most a 32-bit integer, the column type); every failure reads `message`. */
export function positiveId(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
}

/**
 * End not before start, reported on the end date. Dates of different precisions are compared at the
 * coarser one: an end in '2019' may follow a start on 2019-05-01, an end in '2018' may not follow
 * one in March 2019.
 */
export function endNotBeforeStart<T extends { startDate: string; endDate: string | null }>(value: T, ctx: z.RefinementCtx) {
  if (value.endDate && compareDates(value.endDate, value.startDate) < 0) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date cannot be before the start date.' });
  }
}
