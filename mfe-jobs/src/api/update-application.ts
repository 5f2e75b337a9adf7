import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { updateApplication as updateApplicationEndpoint, type ApplicationUpdateBody } from '@careerforge/contract';
import { showSavedApplication } from './application-pages';

export interface ApplicationChange {
  id: number;
  change: ApplicationUpdateBody;
}

export function updateApplication(client: ApiClient, { id, change }: ApplicationChange) {
  return client.call(updateApplicationEndpoint, { params: { id }, body: change });
}

/**
 * Changes an application's stage or details; the saved application replaces the one in the loaded
 * lists, moving to another board column when its stage changed.
 */
export function useUpdateApplication() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ApplicationChange) => updateApplication(client, change),
    onSuccess: ({ application: saved }) => showSavedApplication(queryClient, saved),
  });
}
