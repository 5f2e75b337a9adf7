import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys, useApiClient, type ApiClient } from '@careerforge/shared';
import { deleteApplication as deleteApplicationEndpoint } from '@careerforge/contract';
import { showApplicationDeleted } from './application-pages';

export function deleteApplication(client: ApiClient, id: number) {
  return client.call(deleteApplicationEndpoint, { params: { id } });
}

export function useDeleteApplication() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteApplication(client, id),
    onSuccess: (_response, id) => {
      // The application leaves the loaded lists and their totals; the lists are not reloaded.
      showApplicationDeleted(queryClient, id);
      // The job may no longer count as applied.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.jobs() });
    },
  });
}
