import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { submitSkill as submitSkillEndpoint, type SkillBody } from '@careerforge/contract';
import { profileDataKeys } from './query-keys';

export function submitSkill(client: ApiClient, body: SkillBody) {
  return client.call(submitSkillEndpoint, { body });
}

export function useSubmitSkill() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SkillBody) => submitSkill(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileDataKeys.skills() }),
  });
}
