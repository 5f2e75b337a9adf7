import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { submitEducationRecord as submitEducationRecordEndpoint, type EducationBody } from '@careerforge/contract';
import { profileDataKeys } from './query-keys';

export function submitEducationRecord(client: ApiClient, body: EducationBody) {
  return client.call(submitEducationRecordEndpoint, { body });
}

export function useSubmitEducationRecord() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EducationBody) => submitEducationRecord(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileDataKeys.education() }),
  });
}
