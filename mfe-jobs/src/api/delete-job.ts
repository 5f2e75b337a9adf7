import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys, useApiClient, type ApiClient } from '@careerforge/shared';
import { deleteJob as deleteJobEndpoint, type JobDescription } from '@careerforge/contract';

export function deleteJob(client: ApiClient, jobId: number) {
  return client.call(deleteJobEndpoint, { params: { jobId } });
}

export function useDeleteJob() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) => deleteJob(client, jobId),
    onSuccess: (_response, jobId) => {
      queryClient.setQueryData<JobDescription[]>(sharedKeys.jobs(), (jobs) => jobs?.filter((job) => job.jobId !== jobId));
      void queryClient.invalidateQueries({ queryKey: sharedKeys.jobs() });
    },
  });
}
