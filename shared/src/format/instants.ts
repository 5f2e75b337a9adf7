/**
 * Moments the API records (created, submitted, applied: ISO timestamps), shown in the reader's
 * locale and time zone. Calendar dates the user typed are formatted by './dates' instead.
 */

/** The parsed moment, or null when `value` is missing or not a date. */
export function parseInstant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The day of `value` in the reader's locale ('May 1, 2024'); the text as sent when it is not a date. */
export function formatDate(value: string): string {
  const date = parseInstant(value);
  return date ? dateFormat.format(date) : value;
}

/** The day and time of `value` in the reader's locale and time zone; the text as sent when it is not a date. */
export function formatDateTime(value: string): string {
  const date = parseInstant(value);
  return date ? dateTimeFormat.format(date) : value;
}

const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 60 * 60 },
  { unit: 'month', seconds: 30 * 24 * 60 * 60 },
  { unit: 'week', seconds: 7 * 24 * 60 * 60 },
  { unit: 'day', seconds: 24 * 60 * 60 },
  { unit: 'hour', seconds: 60 * 60 },
  { unit: 'minute', seconds: 60 },
];

// 'always', so one day reads '1 day ago' rather than 'yesterday': every time reads 'x ago'.
const relativeFormat = new Intl.RelativeTimeFormat(undefined, { numeric: 'always' });

/** How long ago `value` was in the reader's language, e.g. '5 minutes ago' or '2 days ago'; 'Unknown date' when it is not a date. */
export function formatRelativeTime(value: string | null | undefined, now: number = Date.now()): string {
  const date = parseInstant(value);
  if (!date) return 'Unknown date';
  // A date slightly ahead of this machine's clock (server clock skew) reads as just now, not 'in 2 seconds'.
  const elapsedSeconds = Math.max(0, Math.floor((now - date.getTime()) / 1000));
  const { unit, seconds } = UNITS.find((candidate) => elapsedSeconds >= candidate.seconds) ?? { unit: 'second', seconds: 1 };
  return relativeFormat.format(-Math.floor(elapsedSeconds / seconds), unit);
}
