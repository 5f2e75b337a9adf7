import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys, useApiClient, type ApiClient } from '@careerforge/shared';
import { updateJob as updateJobEndpoint, type JobDescription, type UpdateJobBody } from '@careerforge/contract';

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
    onSuccess: ({ job: updated }) => {
      // Show the change at once; the refetch then confirms the server's list.
      queryClient.setQueryData<JobDescription[]>(sharedKeys.jobs(), (jobs) =>
        jobs?.map((job) => (job.jobId === updated.jobId ? updated : job)),
      );
      void queryClient.invalidateQueries({ queryKey: sharedKeys.jobs() });
    },
  });
}
