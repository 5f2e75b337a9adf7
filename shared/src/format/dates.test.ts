import { calendarDate, formatDateRange, formatPartialDate } from './dates';

describe('formatPartialDate', () => {
  it('shows a year as the year alone', () => {
    expect(formatPartialDate('2016')).toBe('2016');
  });

  it('shows a month as the short month and the year', () => {
    expect(formatPartialDate('2019-03')).toBe('Mar 2019');
  });

  it('shows a day as the medium date', () => {
    expect(formatPartialDate('2019-03-04')).toBe('Mar 4, 2019');
  });

  it('shows the date of a value that carries a time of day, on the same calendar day', () => {
    expect(formatPartialDate('2019-03-01T00:00:00.000Z')).toBe('Mar 1, 2019');
    expect(formatPartialDate('2019-12-31 23:30:00')).toBe('Dec 31, 2019');
  });

  it('keeps a year below 100 as written rather than reading it as 19xx', () => {
    expect(formatPartialDate('0042')).toBe('42');
  });

  it('shows text that is not a year, a month or a day as written', () => {
    expect(formatPartialDate('Summer 2018')).toBe('Summer 2018');
    expect(formatPartialDate('2019-13')).toBe('2019-13');
    expect(formatPartialDate('2019-02-30')).toBe('2019-02-30');
    expect(formatPartialDate('')).toBe('');
  });
});

describe('formatDateRange', () => {
  it('joins both ends, each at its own precision', () => {
    expect(formatDateRange('2012', '2016-06')).toBe('2012 – Jun 2016');
    expect(formatDateRange('2019-03', '2022-06-30')).toBe('Mar 2019 – Jun 30, 2022');
  });

  it("reads an open end as 'Present'", () => {
    expect(formatDateRange('2019-03', null)).toBe('Mar 2019 – Present');
  });

  it("leaves an open end empty when it does not mean 'Present'", () => {
    expect(formatDateRange('2014-09', null, { openEndIsPresent: false })).toBe('Sep 2014');
  });

  it("shows the end alone without a start, and nothing, not 'Present', without either", () => {
    expect(formatDateRange(null, '2016')).toBe('2016');
    expect(formatDateRange(null, null)).toBe('');
  });

  it('shows an end that is not a date as written', () => {
    expect(formatDateRange('2019', 'ongoing')).toBe('2019 – ongoing');
  });
});

describe('calendarDate', () => {
  it('keeps the date of a value with a time and nothing for no value', () => {
    expect(calendarDate('2019-03-01T00:00:00.000Z')).toBe('2019-03-01');
    expect(calendarDate('2019-03')).toBe('2019-03');
    expect(calendarDate(null)).toBe('');
    expect(calendarDate(undefined)).toBe('');
  });
});
