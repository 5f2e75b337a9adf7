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

  it('reports one clear message per kind of bad date', () => {
    expect(messagesOf(dateField('Start date'), '')).toEqual(['Start date is required.']);
    expect(messagesOf(dateField('Start date'), 'March 2021')).toEqual(['Start date must be a date (yyyy-mm-dd).']);
    expect(messagesOf(dateField('Start date'), '2021-02-30')).toEqual(['Start date is not a real date.']);
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

  it('reports an end before the start on the end date', () => {
    const range = z.object({ startDate: z.string(), endDate: z.string().nullable() }).superRefine(endNotBeforeStart);
    const result = range.safeParse({ startDate: '2021-05-01', endDate: '2021-04-30' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['endDate'], message: 'End date cannot be before the start date.' });
  });
});
