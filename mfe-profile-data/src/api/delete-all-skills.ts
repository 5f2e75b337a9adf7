import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { deleteAllSkills as deleteAllSkillsEndpoint, type Skill } from '@careerforge/contract';
import { profileDataKeys } from './query-keys';

export function deleteAllSkills(client: ApiClient) {
  return client.call(deleteAllSkillsEndpoint);
}

export function useDeleteAllSkills() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAllSkills(client),
    onSuccess: () => {
      queryClient.setQueryData<Skill[]>(profileDataKeys.skills(), []);
      void queryClient.invalidateQueries({ queryKey: profileDataKeys.skills() });
    },
  });
}
