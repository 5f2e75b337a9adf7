import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys, useApiClient, type ApiClient } from '@careerforge/shared';
import {
  updateGeneratedResume as updateGeneratedResumeEndpoint,
  type GeneratedResumeEdit,
} from '@careerforge/contract';
import { generationKeys } from './query-keys';

export interface GeneratedResumeUpdate {
  id: number;
  content: GeneratedResumeEdit;
}

/** Replaces a generated resume's content with the user's edit; answers the record as now listed. */
export function updateGeneratedResume(client: ApiClient, { id, content }: GeneratedResumeUpdate) {
  return client.call(updateGeneratedResumeEndpoint, { params: { id }, body: { generated_resume: content } });
}

export function useUpdateGeneratedResume() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: GeneratedResumeUpdate) => updateGeneratedResume(client, update),
    onSuccess: () => {
      // The lists (here and in the jobs remote's advice page) and the resume's status are fetched again.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.generatedResumes() });
      void queryClient.invalidateQueries({ queryKey: generationKeys.all });
    },
  });
}
