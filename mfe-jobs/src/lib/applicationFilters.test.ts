import { buildApplication } from '../test/fakeApplicationsServer';
import { NO_FILTERS, isFiltered, matchesFilters, withFilter, type ApplicationFilters } from './applicationFilters';

const APPLICATIONS = [
  buildApplication({ id: 1, status: 'Applied', applied_at: '2024-05-01T23:59:00.000Z' }),
  buildApplication({ id: 2, status: 'Interview', applied_at: '2024-05-10T08:00:00.000Z' }),
  buildApplication({ id: 3, status: 'Applied', applied_at: '2024-05-20T08:00:00.000Z' }),
];
const ids = (filters: ApplicationFilters) => APPLICATIONS.filter((application) => matchesFilters(application, filters)).map(({ id }) => id);

describe('matchesFilters', () => {
  it('keeps everything without filters', () => expect(ids(NO_FILTERS)).toEqual([1, 2, 3]));
  it('keeps one stage', () => expect(ids({ stage: 'Applied' })).toEqual([1, 3]));
  it('keeps a date range, both ends included', () => expect(ids({ applied_from: '2024-05-01', applied_to: '2024-05-10' })).toEqual([1, 2]));
  it('combines stage and dates', () => expect(ids({ stage: 'Applied', applied_from: '2024-05-02' })).toEqual([3]));
});

describe('withFilter', () => {
  it('sets a field from its control and leaves an emptied one out', () => {
    const dated = withFilter(NO_FILTERS, 'applied_from', '2024-05-01');
    expect(dated).toEqual({ applied_from: '2024-05-01' });
    expect(withFilter(dated, 'stage', 'Offer')).toEqual({ applied_from: '2024-05-01', stage: 'Offer' });
    expect(withFilter(dated, 'applied_from', '')).toEqual({});
    expect(isFiltered(withFilter(dated, 'applied_from', ''))).toBe(false);
    expect(isFiltered(dated)).toBe(true);
  });

  it('takes the old status name for its stage and ignores what names no stage', () => {
    expect(withFilter(NO_FILTERS, 'stage', 'Interviewing')).toEqual({ stage: 'Interview' });
    expect(withFilter({ stage: 'Offer' }, 'stage', 'Phone screen')).toEqual({});
  });
});
