import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { editCoverLetter as editCoverLetterEndpoint, type CoverLetterEdit, type CoverLetterStatusResponse } from '@careerforge/contract';
import { generationKeys } from './query-keys';

export interface CoverLetterUpdate {
  id: number;
  content: CoverLetterEdit;
}

/** Replaces a cover letter's text with the user's edit; answers the letter as saved. */
export function updateCoverLetter(client: ApiClient, { id, content }: CoverLetterUpdate) {
  return client.call(editCoverLetterEndpoint, { params: { id }, body: content });
}

export function useUpdateCoverLetter() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: CoverLetterUpdate) => updateCoverLetter(client, update),
    onSuccess: ({ cover_letter }, { id }) => {
      queryClient.setQueryData<CoverLetterStatusResponse>(generationKeys.coverLetter(id), { status: 'completed', cover_letter, error: null });
    },
  });
}
