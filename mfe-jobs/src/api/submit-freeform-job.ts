import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys, useApiClient, type ApiClient } from '@careerforge/shared';
import { submitFreeformJob as submitFreeformJobEndpoint, type FreeformJobBody } from '@careerforge/contract';

export function submitFreeformJob(client: ApiClient, body: FreeformJobBody) {
  return client.call(submitFreeformJobEndpoint, { body });
}

export function useSubmitFreeformJob() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FreeformJobBody) => submitFreeformJob(client, body),
    // Returned, so the submission settles once the lists show the new job.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.jobs() }),
  });
}
