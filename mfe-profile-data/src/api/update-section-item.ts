import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import type { ProfileSectionKind } from '@careerforge/contract';
import { profileDataKeys } from './query-keys';
import type { RecordUpdate } from './record-update';
import { sectionCalls, type SectionBody } from './section-endpoints';

export function updateSectionItem<Kind extends ProfileSectionKind>(client: ApiClient, kind: Kind, { id, body }: RecordUpdate<SectionBody<Kind>>) {
  return client.call(sectionCalls(kind).update, { params: { id }, body });
}

export function useUpdateSectionItem<Kind extends ProfileSectionKind>(kind: Kind) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordUpdate<SectionBody<Kind>>) => updateSectionItem(client, kind, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileDataKeys.profileSection(kind) }),
  });
}
