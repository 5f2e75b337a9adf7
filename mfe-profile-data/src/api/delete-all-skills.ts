import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { clearLoadedRows } from '@careerforge/shared/lists';
import { deleteAllSkills as deleteAllSkillsEndpoint } from '@careerforge/contract';
import { profileDataKeys } from './query-keys';

/** Deletes every one of the caller's skills on the server, loaded in the list or not. */
export function deleteAllSkills(client: ApiClient) {
  return client.call(deleteAllSkillsEndpoint);
}

export function useDeleteAllSkills() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAllSkills(client),
    onSuccess: () => {
      clearLoadedRows(queryClient, profileDataKeys.skills(), 'skills');
      void queryClient.invalidateQueries({ queryKey: profileDataKeys.skills() });
    },
  });
}
