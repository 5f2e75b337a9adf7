import { buildJob } from '../test/jobs';
import { companyOf, filterJobs, jobTitleOf, sortJobs } from './jobList';

const jobs = [
  buildJob({ jobId: 1, job_title: 'Backend Engineer', company: 'Globex', text: 'Kafka pipelines.' }),
  buildJob({ jobId: 2, job_title: null, company: 'Initech', text: 'Maintain the TPS report service.' }),
  buildJob({ jobId: 3, job_title: 'Data Analyst', company: null, text: 'SQL and dashboards.' }),
];

const ids = (list: { jobId: number }[]) => list.map(({ jobId }) => jobId);

describe('filterJobs', () => {
  it.each([
    ['backend', [1]],
    ['INITECH', [2]],
    ['kafka', [1]],
    ['  sql ', [3]],
    ['a', [1, 2, 3]],
    ['nothing like this', []],
  ])('finds %j in the title, company or text, ignoring case', (query, expected) => {
    expect(ids(filterJobs(jobs, query))).toEqual(expected);
  });

  it('keeps every job for a blank query', () => {
    expect(ids(filterJobs(jobs, '   '))).toEqual([1, 2, 3]);
  });
});

describe('sortJobs', () => {
  const dated = [
    buildJob({ jobId: 1, submittedAt: '2024-03-01T09:00:00Z' }),
    buildJob({ jobId: 2, submittedAt: 'not a date' }),
    buildJob({ jobId: 3, submittedAt: '2024-05-01T09:00:00Z' }),
    buildJob({ jobId: 4, submittedAt: '2024-04-01T09:00:00Z' }),
    buildJob({ jobId: 5, submittedAt: '2024-05-01T09:00:00Z' }),
  ];

  it('puts the newest first, breaking ties by the later id', () => {
    expect(ids(sortJobs(dated, 'newest'))).toEqual([5, 3, 4, 1, 2]);
  });

  it('puts the oldest first, breaking ties by the earlier id', () => {
    expect(ids(sortJobs(dated, 'oldest'))).toEqual([1, 4, 3, 5, 2]);
  });

  it('leaves its input as it was', () => {
    sortJobs(dated, 'newest');
    expect(ids(dated)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('labels', () => {
  it("falls back to 'Untitled Position' and 'Unknown Company'", () => {
    expect(jobTitleOf(buildJob({ jobId: 1, job_title: null }))).toBe('Untitled Position');
    expect(jobTitleOf(buildJob({ jobId: 1, job_title: '' }))).toBe('Untitled Position');
    expect(companyOf(buildJob({ jobId: 1, company: null }))).toBe('Unknown Company');
    expect(jobTitleOf(buildJob({ jobId: 1, job_title: 'Data Analyst' }))).toBe('Data Analyst');
    expect(companyOf(buildJob({ jobId: 1, company: 'Globex' }))).toBe('Globex');
  });
});
