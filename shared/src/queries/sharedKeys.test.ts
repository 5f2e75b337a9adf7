import { createElement, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  listGeneratedResumes,
  listGeneratedResumesPage,
  listJobs,
  listJobsPage,
  type GeneratedResumeListItem,
  type GeneratedResumeRecord,
  type JobDescription,
} from '@careerforge/contract';
import { fakeListReply } from '../lists/testing';
import { RemoteProviders } from '../remote/RemoteProviders';
import { FakeApiServer, TEST_RUNTIME_CONFIG, TEST_TOKEN } from '../testing';
import { useGeneratedResumes, useGeneratedResumesList, useGeneratedResumesPage } from './generatedResumes';
import { useJobs, useJobsList, useJobsPage } from './jobs';
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

const jobsNumbered = (count: number): JobDescription[] => Array.from({ length: count }, (_, index) => ({ ...JOB, jobId: index + 1, job_title: `Job ${index + 1}` }));

const LISTED_RESUME: GeneratedResumeListItem = {
  id: 7,
  name: 'Ada Lovelace',
  created_at: '2024-05-02T09:00:00.000Z',
  edited_at: null,
  job_id: 1,
  job_title: 'Data Engineer',
  company: 'Globex',
  score: 50,
  skills: ['SQL'],
  skill_count: 1,
  role_count: 0,
  degree_count: 0,
};

describe('the shared paged queries', () => {
  it('fetch one numbered page of jobs by offset, with the search and the order sent to the server', async () => {
    const server = new FakeApiServer();
    const sent: Record<string, string>[] = [];
    server.override(listJobsPage, (request) => {
      sent.push(request.query);
      return fakeListReply(jobsNumbered(10), request, { key: 'jobs', matches: () => true });
    });
    const { result } = renderWithQueryClient(() => useJobsPage({ page: 3, pageSize: 4, q: '  job ', sort: 'oldest' }));
    await waitFor(() => expect(result.current.items.map((job) => job.job_title)).toEqual(['Job 2', 'Job 1']));
    expect([result.current.total, result.current.pageCount]).toEqual([10, 3]);
    expect(sent).toEqual([{ limit: '4', offset: '8', q: 'job', sort: 'oldest' }]);
  });

  it('load the jobs page by page under the jobs key, so the jobs remote’s invalidation reloads them', async () => {
    const server = new FakeApiServer();
    let jobs = jobsNumbered(25);
    server.override(listJobsPage, (request) => fakeListReply(jobs, request, { key: 'jobs' }));
    const { result, queryClient } = renderWithQueryClient(() => useJobsList());
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    expect([result.current.total, result.current.hasNextPage]).toEqual([25, true]);
    act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.items).toHaveLength(25));

    jobs = jobsNumbered(3);
    await act(() => queryClient.invalidateQueries({ queryKey: sharedKeys.jobs() }));
    await waitFor(() => expect(result.current.items.map((job) => job.jobId)).toEqual([1, 2, 3]));
  });

  it('list generated resumes as list items, searched by the server, one page or page by page', async () => {
    const server = new FakeApiServer();
    const sent: Record<string, string>[] = [];
    server.override(listGeneratedResumesPage, (request) => {
      sent.push(request.query);
      return fakeListReply([LISTED_RESUME], request, { key: 'generated_resume', matches: (resume, q) => resume.name.toLowerCase().includes(q) });
    });
    const list = renderWithQueryClient(() => useGeneratedResumesList({ q: 'ada' }));
    await waitFor(() => expect(list.result.current.items).toEqual([LISTED_RESUME]));
    const page = renderWithQueryClient(() => useGeneratedResumesPage({ page: 1, pageSize: 3, q: 'grace' }));
    await waitFor(() => expect(page.result.current.isPending).toBe(false));
    expect([page.result.current.items, page.result.current.total]).toEqual([[], 0]);
    expect(sent).toEqual([
      { limit: '20', q: 'ada' },
      { limit: '3', offset: '0', q: 'grace' },
    ]);
  });
});
