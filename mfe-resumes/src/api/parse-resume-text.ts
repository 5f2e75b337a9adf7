import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { parseResumeText as parseResumeTextEndpoint } from '@careerforge/contract';
import { resumesKeys } from './query-keys';

export function parseResumeText(client: ApiClient, text: string) {
  return client.call(parseResumeTextEndpoint, { body: { text } });
}

/** Stores pasted resume text and parses it into the profile. */
export function useParseResumeText() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => parseResumeText(client, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resumesKeys.list() }),
  });
}
