import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys, useApiClient, type ApiClient } from '@careerforge/shared';
import { applyToJob as applyToJobEndpoint, type ApplyBody } from '@careerforge/contract';
import { APPLICATION_LISTS } from './application-pages';

export function applyToJob(client: ApiClient, body: ApplyBody) {
  return client.call(applyToJobEndpoint, { body });
}

export function useApplyToJob() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyBody) => applyToJob(client, body),
    onSuccess: () => {
      // The job history marks applied jobs.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.jobs() });
      // Every list and count of applications is read again; returned, so the apply settles once
      // the lists show the new application.
      return queryClient.invalidateQueries({ queryKey: APPLICATION_LISTS });
    },
  });
}
