import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { listTemplates, type ResumeTemplate } from '@careerforge/contract';
import { generationKeys } from './query-keys';

export async function getTemplates(client: ApiClient, signal?: AbortSignal): Promise<ResumeTemplate[]> {
  const { templates } = await client.call(listTemplates, { signal });
  return templates;
}

export function templatesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: generationKeys.templates(),
    queryFn: ({ signal }) => getTemplates(client, signal),
    // A failed load is not shown (the choice is then only '(None)'), so there is nothing to retry for.
    retry: false,
    staleTime: Infinity,
  });
}

/** The named layouts for pdf and docx output. */
export function useTemplates() {
  return useQuery(templatesQueryOptions(useApiClient()));
}
