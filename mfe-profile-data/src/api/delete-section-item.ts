import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import type { ProfileSectionKind } from '@careerforge/contract';
import { profileDataKeys } from './query-keys';
import { sectionCalls } from './section-endpoints';

export function deleteSectionItem(client: ApiClient, kind: ProfileSectionKind, id: number) {
  return client.call(sectionCalls(kind).remove, { params: { id } });
}

export function useDeleteSectionItem(kind: ProfileSectionKind) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSectionItem(client, kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileDataKeys.profileSection(kind) }),
  });
}
