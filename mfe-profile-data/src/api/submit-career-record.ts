import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { submitCareerRecord as submitCareerRecordEndpoint, type CareerBody } from '@careerforge/contract';
import { profileDataKeys } from './query-keys';

export function submitCareerRecord(client: ApiClient, body: CareerBody) {
  return client.call(submitCareerRecordEndpoint, { body });
}

export function useSubmitCareerRecord() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CareerBody) => submitCareerRecord(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileDataKeys.career() }),
  });
}
