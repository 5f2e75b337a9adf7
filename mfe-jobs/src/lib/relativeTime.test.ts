import { relativeTime } from './relativeTime';

const now = Date.parse('2024-05-10T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
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
    expect(relativeTime(ago(seconds), now)).toBe(expected);
  });

  it('reads a date just ahead of the clock as now', () => {
    expect(relativeTime(ago(-3), now)).toBe('0 seconds ago');
  });

  it.each([null, undefined, '', 'yesterday-ish'])("says 'Unknown date' for %j", (value) => {
    expect(relativeTime(value, now)).toBe('Unknown date');
  });
});
