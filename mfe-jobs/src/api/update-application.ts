import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { updateApplication as updateApplicationEndpoint, type Application, type ApplicationUpdateBody } from '@careerforge/contract';
import { jobsKeys } from './query-keys';

export interface ApplicationChange {
  id: number;
  change: ApplicationUpdateBody;
}

export function updateApplication(client: ApiClient, { id, change }: ApplicationChange) {
  return client.call(updateApplicationEndpoint, { params: { id }, body: change });
}

/** Changes an application's stage or details; the saved application replaces the one in the list. */
export function useUpdateApplication() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ApplicationChange) => updateApplication(client, change),
    onSuccess: ({ application: saved }) =>
      queryClient.setQueryData<Application[]>(jobsKeys.applications(), (applications) =>
        applications?.map((application) => (application.id === saved.id ? saved : application)),
      ),
  });
}
