import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys, useApiClient, type ApiClient } from '@careerforge/shared';
import { updateJob as updateJobEndpoint, type UpdateJobBody } from '@careerforge/contract';

export interface UpdateJobInput {
  jobId: number;
  body: UpdateJobBody;
}

export function updateJob(client: ApiClient, { jobId, body }: UpdateJobInput) {
  return client.call(updateJobEndpoint, { params: { jobId }, body });
}

export function useUpdateJob() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateJobInput) => updateJob(client, input),
    // A new title or text can move the job in or out of a search: the pages are fetched again, and
    // the change is done once the shown page has it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.jobs() }),
  });
}
