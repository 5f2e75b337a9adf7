import { formatPartialDate } from '@careerforge/shared';

/** A record's period as its card reads it: 'From Mar 2019 to Present', each date at its own precision. */
export function periodText(startDate: string, endDate: string | null): string {
  return `From ${formatPartialDate(startDate)} to ${endDate ? formatPartialDate(endDate) : 'Present'}`;
}
