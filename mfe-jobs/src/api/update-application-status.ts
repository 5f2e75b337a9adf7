import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import {
  updateApplicationStatus as updateApplicationStatusEndpoint,
  type Application,
  type ApplicationStage,
} from '@careerforge/contract';
import { jobsKeys } from './query-keys';

export interface StatusChange {
  id: number;
  status: ApplicationStage;
}

export function updateApplicationStatus(client: ApiClient, { id, status }: StatusChange) {
  return client.call(updateApplicationStatusEndpoint, { params: { id }, body: { status } });
}

/** Changes an application's status at once in the list, and puts the old one back if the server refuses. */
export function useUpdateApplicationStatus() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const setApplication = (id: number, change: (application: Application) => Application) =>
    queryClient.setQueryData<Application[]>(jobsKeys.applications(), (applications) =>
      applications?.map((application) => (application.id === id ? change(application) : application)),
    );

  return useMutation({
    mutationFn: (change: StatusChange) => updateApplicationStatus(client, change),
    onMutate: async ({ id, status }) => {
      // A refetch in flight would overwrite the change shown.
      await queryClient.cancelQueries({ queryKey: jobsKeys.applications() });
      const previousStatus = queryClient
        .getQueryData<Application[]>(jobsKeys.applications())
        ?.find((application) => application.id === id)?.status;
      setApplication(id, (application) => ({ ...application, status }));
      return { previousStatus };
    },
    onError: (_error, { id }, context) => {
      // Only this row's status goes back, so other rows' changes meanwhile are kept.
      const previousStatus = context?.previousStatus;
      if (previousStatus !== undefined) setApplication(id, (application) => ({ ...application, status: previousStatus }));
    },
    onSuccess: ({ application: saved }) => setApplication(saved.id, () => saved),
  });
}
