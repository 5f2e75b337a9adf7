import { z } from 'zod';
import { listJobs, listJobsPage } from './jobs';
import { pagedAnswer, pagedListQuery, searchedPagedListQuery } from './paging';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('paged list calls', () => {
  it('read limit from the query string as a whole number from 1 to 200', () => {
    expect(pagedListQuery.parse({ limit: '50', cursor: 'abc' })).toEqual({ limit: 50, cursor: 'abc' });
    for (const limit of ['0', '201', 'abc', '2.5', '', undefined]) {
      expect(messagesOf(pagedListQuery, { limit })).toEqual(['Must be a whole number from 1 to 200.']);
    }
  });

  it('trim the search and take the orders the screens offer', () => {
    expect(searchedPagedListQuery.parse({ limit: '10', q: '  data  ', sort: 'oldest' })).toEqual({ limit: 10, q: 'data', sort: 'oldest' });
    expect(messagesOf(searchedPagedListQuery, { limit: '10', sort: 'title' })).toEqual(['Must be one of newest, oldest.']);
    expect(messagesOf(searchedPagedListQuery, { limit: '10', q: 'x'.repeat(201) })).toEqual(['Must be at most 200 characters.']);
  });

  it('answer the rows under the list’s key with the next cursor and the total', () => {
    const answer = pagedAnswer('jobs', z.object({ jobId: z.number() }));
    expect(answer.parse({ jobs: [{ jobId: 1 }], next_cursor: null, total: 1, extra: true })).toEqual({ jobs: [{ jobId: 1 }], next_cursor: null, total: 1 });
    expect(answer.safeParse({ jobs: [] }).success).toBe(false);
  });

  it('sit on the path of the whole list they page', () => {
    expect([listJobsPage.method, listJobsPage.path]).toEqual([listJobs.method, listJobs.path]);
  });
});
