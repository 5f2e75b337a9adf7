import { createElement, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { listSkillsPage, type EndpointResponse, type Skill } from '@careerforge/contract';
import { useApiClient } from '../api/useApiClient';
import { RemoteProviders } from '../remote/RemoteProviders';
import { FakeApiServer, TEST_RUNTIME_CONFIG, TEST_TOKEN } from '../testing';
import { clearLoadedRows, removeLoadedRow, replaceLoadedRow } from './loadedPages';
import { fakeListReply } from './testing';
import { usePagedList } from './usePagedList';

const SKILLS_KEY = ['test', 'skills'];
const SKILLS: Skill[] = ['SQL', 'Python', 'Go', 'Rust', 'Kotlin'].map((skill, index) => ({ id: index + 1, skill }));
const skillsOf = (page: EndpointResponse<typeof listSkillsPage>) => page.skills;

/** The caller's skills two by two, as a screen's list loads them, with the query client it fills. */
function renderSkillList() {
  new FakeApiServer().override(listSkillsPage, (request) => fakeListReply(SKILLS, request, { key: 'skills' }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const providers = { config: TEST_RUNTIME_CONFIG, getAccessToken: async () => TEST_TOKEN, currentUser: null, queryClient };
  const wrapper = ({ children }: { children: ReactNode }) => createElement(RemoteProviders, { ...providers, children });
  const rendered = renderHook(
    () => {
      const client = useApiClient();
      return usePagedList({
        queryKey: SKILLS_KEY,
        fetchPage: ({ cursor, signal }) => client.call(listSkillsPage, { query: { limit: 2, cursor }, signal }),
        itemsOf: skillsOf,
      });
    },
    { wrapper },
  );
  return { ...rendered, queryClient };
}

async function loadTwoPages() {
  const list = renderSkillList();
  await waitFor(() => expect(list.result.current.items).toHaveLength(2));
  act(() => list.result.current.fetchNextPage());
  await waitFor(() => expect(list.result.current.items).toHaveLength(4));
  return list;
}

const names = (skills: Skill[]) => skills.map(({ skill }) => skill);

describe('editing the loaded pages of a list', () => {
  it('shows an edited row in its place, on whichever loaded page holds it', async () => {
    const { result, queryClient } = await loadTwoPages();
    act(() => replaceLoadedRow(queryClient, SKILLS_KEY, 'skills', { id: 3, skill: 'Golang' }));
    await waitFor(() => expect(names(result.current.items)).toEqual(['SQL', 'Python', 'Golang', 'Rust']));
    expect([result.current.total, result.current.hasNextPage]).toEqual([5, true]);
  });

  it('takes a deleted row out and counts it off the total, loaded or not', async () => {
    const { result, queryClient } = await loadTwoPages();
    act(() => removeLoadedRow(queryClient, SKILLS_KEY, 'skills', 2));
    await waitFor(() => expect(names(result.current.items)).toEqual(['SQL', 'Go', 'Rust']));
    expect(result.current.total).toBe(4);

    act(() => removeLoadedRow(queryClient, SKILLS_KEY, 'skills', 5));
    await waitFor(() => expect(result.current.total).toBe(3));
    expect([names(result.current.items), result.current.hasNextPage]).toEqual([['SQL', 'Go', 'Rust'], true]);
  });

  it('empties the list with nothing left to load', async () => {
    const { result, queryClient } = await loadTwoPages();
    act(() => clearLoadedRows(queryClient, SKILLS_KEY, 'skills'));
    await waitFor(() => expect([result.current.items, result.current.total, result.current.hasNextPage]).toEqual([[], 0, false]));
  });

  it('leaves a list that was never loaded unloaded', () => {
    const queryClient = new QueryClient();
    removeLoadedRow(queryClient, SKILLS_KEY, 'skills', 1);
    replaceLoadedRow(queryClient, SKILLS_KEY, 'skills', { id: 1, skill: 'SQL' });
    clearLoadedRows(queryClient, SKILLS_KEY, 'skills');
    expect(queryClient.getQueryData(SKILLS_KEY)).toBeUndefined();
  });
});
