import { parseDate } from './relativeTime';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The day of `value` in the reader's locale; the text as sent when it is not a date. */
export function formatDate(value: string): string {
  const date = parseDate(value);
  return date ? dateFormat.format(date) : value;
}

/** The day and time of `value` in the reader's locale and time zone; the text as sent when it is not a date. */
export function formatDateTime(value: string): string {
  const date = parseDate(value);
  return date ? dateTimeFormat.format(date) : value;
}
