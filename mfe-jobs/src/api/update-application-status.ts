import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { updateApplicationStatus as updateApplicationStatusEndpoint, type ApplicationStage } from '@careerforge/contract';
import { APPLICATION_LISTS, loadedApplication, showApplicationChange, showSavedApplication } from './application-pages';

export interface StatusChange {
  id: number;
  status: ApplicationStage;
}

export function updateApplicationStatus(client: ApiClient, { id, status }: StatusChange) {
  return client.call(updateApplicationStatusEndpoint, { params: { id }, body: { status } });
}

/**
 * Changes an application's status at once in the loaded lists (it leaves a list filtered to its old
 * stage), and puts the old one back if the server refuses.
 */
export function useUpdateApplicationStatus() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const setStatus = (id: number, status: string) => {
    const current = loadedApplication(queryClient, id);
    if (current) showApplicationChange(queryClient, current, { ...current, status });
  };

  return useMutation({
    mutationFn: (change: StatusChange) => updateApplicationStatus(client, change),
    onMutate: async ({ id, status }) => {
      // A refetch in flight would overwrite the change shown.
      await queryClient.cancelQueries({ queryKey: APPLICATION_LISTS });
      const previousStatus = loadedApplication(queryClient, id)?.status;
      setStatus(id, status);
      return { previousStatus };
    },
    onError: (_error, { id }, context) => {
      // Only this row's status goes back, so other rows' changes meanwhile are kept.
      const previousStatus = context?.previousStatus;
      if (previousStatus !== undefined) setStatus(id, previousStatus);
    },
    onSuccess: ({ application: saved }) => showSavedApplication(queryClient, saved),
  });
}
