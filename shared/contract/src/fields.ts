import { z } from 'zod';

/** Calendar dates travel as 'yyyy-mm-dd'. Longer ISO strings are trimmed to their first 10 characters. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

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
        .regex(ISO_DATE, { error: `${label} must be a date (yyyy-mm-dd).`, abort: true })
        .refine(isRealDate, `${label} is not a real date.`),
    );
}

/**
 * An optional end date: empty, null or missing all mean "no end" (e.g. 'Present').
 * `.optional()` before the transform is what lets the key be absent from the object.
 */
export function optionalDateField(label: string) {
  return z
    .union([z.literal(''), z.null(), dateField(label)], { error: `${label} must be a date (yyyy-mm-dd).` })
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

/** End not before start, reported on the end date. */
export function endNotBeforeStart<T extends { startDate: string; endDate: string | null }>(value: T, ctx: z.RefinementCtx) {
  if (value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date cannot be before the start date.' });
  }
}
