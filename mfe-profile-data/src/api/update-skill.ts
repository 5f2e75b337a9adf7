import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { updateSkill as updateSkillEndpoint, type Skill, type SkillBody } from '@careerforge/shared/contract';
import { queryKeys } from './query-keys';

export interface UpdateSkillInput {
  id: number;
  body: SkillBody;
}

export function updateSkill(client: ApiClient, { id, body }: UpdateSkillInput) {
  return client.call(updateSkillEndpoint, { params: { id }, body });
}

export function useUpdateSkill() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSkillInput) => updateSkill(client, input),
    onSuccess: ({ skill: updated }) => {
      // Show the new text at once; the refetch then confirms the server's list.
      queryClient.setQueryData<Skill[]>(queryKeys.skills, (skills) =>
        skills?.map((skill) => (skill.id === updated.id ? updated : skill)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.skills });
    },
  });
}
