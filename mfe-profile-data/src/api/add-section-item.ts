import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import type { ProfileSectionKind } from '@careerforge/contract';
import { profileDataKeys } from './query-keys';
import { sectionCalls, type SectionBody } from './section-endpoints';

export function addSectionItem<Kind extends ProfileSectionKind>(client: ApiClient, kind: Kind, body: SectionBody<Kind>) {
  return client.call(sectionCalls(kind).create, { body });
}

export function useAddSectionItem<Kind extends ProfileSectionKind>(kind: Kind) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SectionBody<Kind>) => addSectionItem(client, kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileDataKeys.profileSection(kind) }),
  });
}
