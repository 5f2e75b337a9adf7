import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys, useApiClient, type ApiClient } from '@careerforge/shared';
import { deleteJob as deleteJobEndpoint } from '@careerforge/contract';

export function deleteJob(client: ApiClient, jobId: number) {
  return client.call(deleteJobEndpoint, { params: { jobId } });
}

export function useDeleteJob() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) => deleteJob(client, jobId),
    // Every page of the job list and every picker of it (here and in the generation remote) is
    // fetched again; the deletion is done once the shown page no longer has the job.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.jobs() }),
  });
}
