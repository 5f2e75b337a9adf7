import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { removeLoadedRow } from '@careerforge/shared/lists';
import { deleteCareerRecord as deleteCareerRecordEndpoint, type CareerRecord } from '@careerforge/contract';
import { profileDataKeys } from './query-keys';

export function deleteCareerRecord(client: ApiClient, id: number) {
  return client.call(deleteCareerRecordEndpoint, { params: { id } });
}

export function useDeleteCareerRecord() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCareerRecord(client, id),
    onSuccess: (_response, id) => {
      removeLoadedRow<'career', CareerRecord>(queryClient, profileDataKeys.career(), 'career', id);
      void queryClient.invalidateQueries({ queryKey: profileDataKeys.career() });
    },
  });
}
