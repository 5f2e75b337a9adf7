import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { deleteJob as deleteJobEndpoint, type JobDescription } from '@careerforge/contract';
import { queryKeys } from './query-keys';

export function deleteJob(client: ApiClient, jobId: number) {
  return client.call(deleteJobEndpoint, { params: { jobId } });
}

export function useDeleteJob() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) => deleteJob(client, jobId),
    onSuccess: (_response, jobId) => {
      queryClient.setQueryData<JobDescription[]>(queryKeys.jobsHistory, (jobs) => jobs?.filter((job) => job.jobId !== jobId));
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobsHistory });
    },
  });
}
