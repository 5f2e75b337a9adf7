import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { replaceLoadedRow } from '@careerforge/shared/lists';
import {
  updateCareerRecord as updateCareerRecordEndpoint,
  type CareerBody,
} from '@careerforge/contract';
import { profileDataKeys } from './query-keys';
import type { RecordUpdate } from './record-update';

export function updateCareerRecord(client: ApiClient, { id, body }: RecordUpdate<CareerBody>) {
  return client.call(updateCareerRecordEndpoint, { params: { id }, body });
}

export function useUpdateCareerRecord() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordUpdate<CareerBody>) => updateCareerRecord(client, input),
    onSuccess: ({ record: updated }) => {
      // Show the new content at once; the refetch then confirms the server's list and its order.
      replaceLoadedRow(queryClient, profileDataKeys.career(), 'career', updated);
      void queryClient.invalidateQueries({ queryKey: profileDataKeys.career() });
    },
  });
}
