const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 60 * 60 },
  { unit: 'month', seconds: 30 * 24 * 60 * 60 },
  { unit: 'week', seconds: 7 * 24 * 60 * 60 },
  { unit: 'day', seconds: 24 * 60 * 60 },
  { unit: 'hour', seconds: 60 * 60 },
  { unit: 'minute', seconds: 60 },
];

// 'always', so one day reads '1 day ago' rather than 'yesterday': every time reads 'x ago'.
const formatter = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** The parsed date, or null when `value` is missing or not a date. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** How long ago `value` was, e.g. '5 minutes ago' or '2 days ago'; 'Unknown date' when it is not a date. */
export function relativeTime(value: string | null | undefined, now: number = Date.now()): string {
  const date = parseDate(value);
  if (!date) return 'Unknown date';
  // A date slightly ahead of this machine's clock (server clock skew) reads as just now, not 'in 2 seconds'.
  const elapsedSeconds = Math.max(0, Math.floor((now - date.getTime()) / 1000));
  const { unit, seconds } = UNITS.find((candidate) => elapsedSeconds >= candidate.seconds) ?? {
    unit: 'second',
    seconds: 1,
  };
  return formatter.format(-Math.floor(elapsedSeconds / seconds), unit);
}
