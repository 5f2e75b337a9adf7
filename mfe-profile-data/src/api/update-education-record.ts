import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { replaceLoadedRow } from '@careerforge/shared/lists';
import {
  updateEducationRecord as updateEducationRecordEndpoint,
  type EducationBody,
} from '@careerforge/contract';
import { profileDataKeys } from './query-keys';
import type { RecordUpdate } from './record-update';

export function updateEducationRecord(client: ApiClient, { id, body }: RecordUpdate<EducationBody>) {
  return client.call(updateEducationRecordEndpoint, { params: { id }, body });
}

export function useUpdateEducationRecord() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordUpdate<EducationBody>) => updateEducationRecord(client, input),
    onSuccess: ({ record: updated }) => {
      // Show the new content at once; the refetch then confirms the server's list and its order.
      replaceLoadedRow(queryClient, profileDataKeys.education(), 'education', updated);
      void queryClient.invalidateQueries({ queryKey: profileDataKeys.education() });
    },
  });
}
