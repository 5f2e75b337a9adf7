import { createElement, type ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { listGeneratedResumes, listJobs, type GeneratedResumeRecord, type JobDescription } from '@careerforge/contract';
import { RemoteProviders } from '../remote/RemoteProviders';
import { FakeApiServer, TEST_RUNTIME_CONFIG, TEST_TOKEN } from '../testing';
import { useGeneratedResumes } from './generatedResumes';
import { useJobs } from './jobs';
import { sharedKeys } from './sharedKeys';

const JOB: JobDescription = {
  jobId: 1,
  job_title: 'Data Engineer',
  company: 'Globex',
  text: 'Build pipelines.',
  submittedAt: '2024-05-01T12:00:00.000Z',
  applied: false,
};

const GENERATED_RESUME: GeneratedResumeRecord = {
  id: 7,
  created_at: '2024-05-02T09:00:00.000Z',
  job_id: 1,
  job_title: 'Data Engineer',
  company: 'Globex',
  generated_resume: { name: 'Ada Lovelace', email: null, phone: null, skills: ['SQL'], education: [], career: [] },
  match_report: { score: 50, covered: [], missing: [], seniority: null },
};

/** Runs `hook` as a remote's screen would, with a query client the test can look into. */
function renderWithQueryClient<Result>(hook: () => Result) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const providers = { config: TEST_RUNTIME_CONFIG, getAccessToken: async () => TEST_TOKEN, currentUser: null, queryClient };
  const wrapper = ({ children }: { children: ReactNode }) => createElement(RemoteProviders, { ...providers, children });
  return { ...renderHook(hook, { wrapper }), queryClient };
}

describe('the shared queries', () => {
  it("have keys of their own, all under 'shared'", () => {
    const keys = [sharedKeys.userInfo('ada'), sharedKeys.jobs(), sharedKeys.generatedResumes()];
    expect(keys.map(([namespace]) => namespace)).toEqual(['shared', 'shared', 'shared']);
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
  });

  it('load the job list into the one entry the jobs and generation remotes both read', async () => {
    new FakeApiServer().override(listJobs, () => ({ status: 200, body: { jobs: [JOB] } }));
    const { result, queryClient } = renderWithQueryClient(useJobs);
    await waitFor(() => expect(result.current.data).toEqual([JOB]));
    expect(queryClient.getQueryData(sharedKeys.jobs())).toEqual([JOB]);
  });

  it('load the generated resumes into the one entry the generation and jobs remotes both read', async () => {
    new FakeApiServer().override(listGeneratedResumes, () => ({ status: 200, body: { generated_resume: [GENERATED_RESUME] } }));
    const { result, queryClient } = renderWithQueryClient(useGeneratedResumes);
    await waitFor(() => expect(result.current.data).toEqual([GENERATED_RESUME]));
    expect(queryClient.getQueryData(sharedKeys.generatedResumes())).toEqual([GENERATED_RESUME]);
  });
});
