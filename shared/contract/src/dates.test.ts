import { compareDates, datePrecision, truncateDate } from './dates';

describe('dates of year, month or day precision', () => {
  it('tells the precision of a year, a month and a day', () => {
    expect(datePrecision('2016')).toBe('year');
    expect(datePrecision('2019-03')).toBe('month');
    expect(datePrecision('2019-03-04')).toBe('day');
    expect(datePrecision('2024-02-29')).toBe('day');
  });

  it('knows no precision for text that is not such a date or names an impossible month or day', () => {
    for (const value of ['', '19', '2019-3', '03/2019', 'March 2019', '2019-13', '2019-00', '2023-02-29', '2019-04-31', '2019-03-04T10:00']) {
      expect(datePrecision(value)).toBeNull();
    }
  });

  it('cuts a date to a coarser precision', () => {
    expect(truncateDate('2019-03-04', 'month')).toBe('2019-03');
    expect(truncateDate('2019-03-04', 'year')).toBe('2019');
    expect(truncateDate('2019', 'day')).toBe('2019');
  });

  it('compares dates at the coarser of their precisions', () => {
    expect(compareDates('2019', '2019-05-01')).toBe(0);
    expect(compareDates('2019-05', '2019-05-31')).toBe(0);
    expect(compareDates('2018', '2019-03')).toBeLessThan(0);
    expect(compareDates('2019-04', '2019-03-31')).toBeGreaterThan(0);
    expect(compareDates('2019-03-04', '2019-03-05')).toBeLessThan(0);
    expect(['2020', '2019-03-01', '2019-02'].sort(compareDates)).toEqual(['2019-02', '2019-03-01', '2020']);
  });
});
