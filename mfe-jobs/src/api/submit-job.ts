import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys, useApiClient, type ApiClient } from '@careerforge/shared';
import { submitJob as submitJobEndpoint, type StructuredJobBody } from '@careerforge/contract';

export function submitJob(client: ApiClient, body: StructuredJobBody) {
  return client.call(submitJobEndpoint, { body });
}

export function useSubmitJob() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StructuredJobBody) => submitJob(client, body),
    // Returned, so the submission settles once the lists show the new job.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.jobs() }),
  });
}
