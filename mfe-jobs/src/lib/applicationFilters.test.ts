import { buildApplication } from '../test/fakeApplicationsServer';
import { NO_FILTERS, filterApplications } from './applicationFilters';

const APPLICATIONS = [
  buildApplication({ id: 1, status: 'Applied', applied_at: '2024-05-01T23:59:00.000Z' }),
  buildApplication({ id: 2, status: 'Interview', applied_at: '2024-05-10T08:00:00.000Z' }),
  buildApplication({ id: 3, status: 'Applied', applied_at: '2024-05-20T08:00:00.000Z' }),
];
const ids = (filters: typeof NO_FILTERS) => filterApplications(APPLICATIONS, filters).map(({ id }) => id);

describe('filterApplications', () => {
  it('keeps everything without filters', () => expect(ids(NO_FILTERS)).toEqual([1, 2, 3]));
  it('keeps one stage', () => expect(ids({ ...NO_FILTERS, stage: 'Applied' })).toEqual([1, 3]));
  it('keeps a date range, both ends included', () => expect(ids({ ...NO_FILTERS, from: '2024-05-01', to: '2024-05-10' })).toEqual([1, 2]));
  it('combines stage and dates', () => expect(ids({ stage: 'Applied', from: '2024-05-02', to: '' })).toEqual([3]));
});
