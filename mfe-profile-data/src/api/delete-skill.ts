import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { removeLoadedRow } from '@careerforge/shared/lists';
import { deleteSkill as deleteSkillEndpoint, type Skill } from '@careerforge/contract';
import { profileDataKeys } from './query-keys';

export function deleteSkill(client: ApiClient, id: number) {
  return client.call(deleteSkillEndpoint, { params: { id } });
}

export function useDeleteSkill() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSkill(client, id),
    onSuccess: (_response, id) => {
      removeLoadedRow<'skills', Skill>(queryClient, profileDataKeys.skills(), 'skills', id);
      void queryClient.invalidateQueries({ queryKey: profileDataKeys.skills() });
    },
  });
}
