import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
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
      queryClient.setQueryData<CareerRecord[]>(profileDataKeys.career(), (records) => records?.filter((record) => record.id !== id));
      void queryClient.invalidateQueries({ queryKey: profileDataKeys.career() });
    },
  });
}
