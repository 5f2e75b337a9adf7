import type { JobDescription } from '@careerforge/contract';

/** A job description with plain defaults; tests name only the fields they look at. */
export function buildJob(overrides: Partial<JobDescription> & Pick<JobDescription, 'jobId'>): JobDescription {
  return {
    job_title: `Job ${overrides.jobId}`,
    company: 'Acme Corp',
    text: 'Build and run things.',
    submittedAt: '2024-05-01T12:00:00.000Z',
    applied: false,
    ...overrides,
  };
}

/** An ISO date-time `minutes` before now. */
export function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}
