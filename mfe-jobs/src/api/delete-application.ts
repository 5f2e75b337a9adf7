import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys, useApiClient, type ApiClient } from '@careerforge/shared';
import { deleteApplication as deleteApplicationEndpoint, type Application } from '@careerforge/contract';
import { jobsKeys } from './query-keys';

export function deleteApplication(client: ApiClient, id: number) {
  return client.call(deleteApplicationEndpoint, { params: { id } });
}

export function useDeleteApplication() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteApplication(client, id),
    onSuccess: (_response, id) => {
      // The application leaves the cached list; the list itself is not reloaded.
      queryClient.setQueryData<Application[]>(jobsKeys.applications(), (applications) =>
        applications?.filter((application) => application.id !== id),
      );
      // The job may no longer count as applied.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.jobs() });
    },
  });
}
