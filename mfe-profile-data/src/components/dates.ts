/** The API's dates may carry a time of day; the screens show and edit the calendar date (yyyy-mm-dd). */
export function calendarDate(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}

/** 'From 2019-03-01 to 2022-06-30', or 'From 2019-03-01 to Present' without an end date. */
export function dateRangeText(startDate: string, endDate: string | null): string {
  return `From ${calendarDate(startDate)} to ${endDate ? calendarDate(endDate) : 'Present'}`;
}
