import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { updateResumeText as updateResumeTextEndpoint } from '@careerforge/contract';
import { resumesKeys } from './query-keys';

export interface UpdateResumeTextInput {
  id: number;
  text: string;
}

export function updateResumeText(client: ApiClient, { id, text }: UpdateResumeTextInput) {
  return client.call(updateResumeTextEndpoint, { params: { id }, body: { text } });
}

/** Replaces a pasted resume's text and parses it again. */
export function useUpdateResumeText() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateResumeTextInput) => updateResumeText(client, input),
    onSuccess: ({ resume }) => {
      // The answer is the resume with its new text: what View opens next.
      queryClient.setQueryData(resumesKeys.resume(resume.id), resume);
      return queryClient.invalidateQueries({ queryKey: resumesKeys.list() });
    },
  });
}
