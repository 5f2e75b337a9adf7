import { formatDate, formatDateTime } from './dates';

// A local time, so that the expectations hold in any time zone (the tests run in Node's en-US).
const MAY_FIRST_AFTERNOON = new Date(2024, 4, 1, 14, 30).toISOString();

describe('formatDate', () => {
  it('shows the day', () => {
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
