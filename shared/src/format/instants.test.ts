import { formatDate, formatDateTime, formatRelativeTime, parseInstant } from './instants';

// A local time, so that the expectations hold in any time zone (the tests run in Node's en-US).
const MAY_FIRST_AFTERNOON = new Date(2024, 4, 1, 14, 30).toISOString();

describe('formatDate', () => {
  it('shows the day in the reader’s locale, not the ISO text', () => {
    expect(formatDate(MAY_FIRST_AFTERNOON)).toBe('May 1, 2024');
  });

  it('shows text that is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('shows the day and the time', () => {
    expect(formatDateTime(MAY_FIRST_AFTERNOON)).toMatch(/^May 1, 2024, 2:30\sPM$/);
  });

  it('shows text that is not a date as it is', () => {
    expect(formatDateTime('')).toBe('');
  });
});

describe('parseInstant', () => {
  it('reads a timestamp and refuses what is not one', () => {
    expect(parseInstant('2024-05-01T12:00:00.000Z')?.getTime()).toBe(Date.parse('2024-05-01T12:00:00.000Z'));
    expect(parseInstant('yesterday-ish')).toBeNull();
    expect(parseInstant(null)).toBeNull();
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2024-05-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it.each([
    [0, '0 seconds ago'],
    [42, '42 seconds ago'],
    [60, '1 minute ago'],
    [5 * 60 + 30, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [2 * 86400, '2 days ago'],
    [86400, '1 day ago'],
    [14 * 86400, '2 weeks ago'],
    [65 * 86400, '2 months ago'],
    [800 * 86400, '2 years ago'],
  ])('reads %i seconds back as %j', (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(expected);
  });

  it('reads a date just ahead of the clock as now', () => {
    expect(formatRelativeTime(ago(-3), now)).toBe('0 seconds ago');
  });

  it.each([null, undefined, '', 'yesterday-ish'])("says 'Unknown date' for %j", (value) => {
    expect(formatRelativeTime(value, now)).toBe('Unknown date');
  });
});
