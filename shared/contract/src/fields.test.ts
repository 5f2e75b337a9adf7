import { z } from 'zod';
import { dateField, endNotBeforeStart, optionalDateField, optionalText, positiveId } from './fields';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('contract fields', () => {
  it('takes a calendar date and trims a longer ISO string to it', () => {
    expect(dateField('Start date').parse('2021-03-04T10:00:00Z')).toBe('2021-03-04');
  });

  it('keeps a year or a month as given, without padding it to a day', () => {
    expect(dateField('Start date').parse('2016')).toBe('2016');
    expect(dateField('Start date').parse(' 2019-03 ')).toBe('2019-03');
    expect(optionalDateField('End date').parse('2020')).toBe('2020');
  });

  it('reports one clear message per kind of bad date', () => {
    expect(messagesOf(dateField('Start date'), '')).toEqual(['Start date is required.']);
    expect(messagesOf(dateField('Start date'), 'March 2021')).toEqual(['Start date must be a year, a month (yyyy-mm) or a date (yyyy-mm-dd).']);
    expect(messagesOf(dateField('Start date'), '03/2021')).toEqual(['Start date must be a year, a month (yyyy-mm) or a date (yyyy-mm-dd).']);
    expect(messagesOf(dateField('Start date'), '2021-02-30')).toEqual(['Start date is not a real date.']);
    expect(messagesOf(dateField('Start date'), '2021-13')).toEqual(['Start date is not a real date.']);
    expect(messagesOf(optionalDateField('End date'), 'soon')).toEqual(['End date must be a year, a month (yyyy-mm) or a date (yyyy-mm-dd).']);
  });

  it('reads an empty, null or missing end date as no end', () => {
    const schema = z.object({ endDate: optionalDateField('End date') });
    expect(schema.parse({ endDate: '' })).toEqual({ endDate: null });
    expect(schema.parse({ endDate: null })).toEqual({ endDate: null });
    expect(schema.parse({})).toEqual({ endDate: null });
  });

  it('limits optional text and turns blank text into null', () => {
    expect(optionalText('GPA', 4).parse('  ')).toBeNull();
    expect(messagesOf(optionalText('GPA', 4), '3.9 of 4')).toEqual(['GPA must be at most 4 characters.']);
  });

  it('refuses ids that are not positive 32-bit integers with the given message', () => {
    const id = positiveId('Pick a job.');
    expect(id.parse(7)).toBe(7);
    for (const bad of [0, -1, 1.5, 2 ** 31, '7']) expect(messagesOf(id, bad)).toEqual(['Pick a job.']);
  });

  const range = z.object({ startDate: z.string(), endDate: z.string().nullable() }).superRefine(endNotBeforeStart);

  it('reports an end before the start on the end date', () => {
    const result = range.safeParse({ startDate: '2021-05-01', endDate: '2021-04-30' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['endDate'], message: 'End date cannot be before the start date.' });
  });

  it('compares a start and an end of different precisions at the coarser one', () => {
    expect(range.safeParse({ startDate: '2019-05-01', endDate: '2019' }).success).toBe(true);
    expect(range.safeParse({ startDate: '2019', endDate: '2019-02' }).success).toBe(true);
    expect(range.safeParse({ startDate: '2019-03', endDate: '2019-03-01' }).success).toBe(true);
    expect(messagesOf(range, { startDate: '2019-03', endDate: '2018' })).toEqual(['End date cannot be before the start date.']);
    expect(messagesOf(range, { startDate: '2019-03-15', endDate: '2019-02' })).toEqual(['End date cannot be before the start date.']);
  });
});
