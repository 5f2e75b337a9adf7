import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { replaceLoadedRow } from '@careerforge/shared/lists';
import { updateSkill as updateSkillEndpoint, type SkillBody } from '@careerforge/contract';
import { profileDataKeys } from './query-keys';
import type { RecordUpdate } from './record-update';

export function updateSkill(client: ApiClient, { id, body }: RecordUpdate<SkillBody>) {
  return client.call(updateSkillEndpoint, { params: { id }, body });
}

export function useUpdateSkill() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordUpdate<SkillBody>) => updateSkill(client, input),
    onSuccess: ({ skill: updated }) => {
      // Show the new text at once; the refetch then confirms the server's list.
      replaceLoadedRow(queryClient, profileDataKeys.skills(), 'skills', updated);
      void queryClient.invalidateQueries({ queryKey: profileDataKeys.skills() });
    },
  });
}
