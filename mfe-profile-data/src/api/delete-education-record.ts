import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { removeLoadedRow } from '@careerforge/shared/lists';
import { deleteEducationRecord as deleteEducationRecordEndpoint, type EducationRecord } from '@careerforge/contract';
import { profileDataKeys } from './query-keys';

export function deleteEducationRecord(client: ApiClient, id: number) {
  return client.call(deleteEducationRecordEndpoint, { params: { id } });
}

export function useDeleteEducationRecord() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteEducationRecord(client, id),
    onSuccess: (_response, id) => {
      removeLoadedRow<'education', EducationRecord>(queryClient, profileDataKeys.education(), 'education', id);
      void queryClient.invalidateQueries({ queryKey: profileDataKeys.education() });
    },
  });
}
