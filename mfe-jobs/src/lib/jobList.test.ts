import { buildJob } from '../test/jobs';
import { companyOf, jobTitleOf } from './jobList';

describe('labels', () => {
  it("falls back to 'Untitled Position' and 'Unknown Company'", () => {
    expect(jobTitleOf(buildJob({ jobId: 1, job_title: null }))).toBe('Untitled Position');
    expect(jobTitleOf(buildJob({ jobId: 1, job_title: '' }))).toBe('Untitled Position');
    expect(companyOf(buildJob({ jobId: 1, company: null }))).toBe('Unknown Company');
    expect(jobTitleOf(buildJob({ jobId: 1, job_title: 'Data Analyst' }))).toBe('Data Analyst');
    expect(companyOf(buildJob({ jobId: 1, company: 'Globex' }))).toBe('Globex');
  });
});
