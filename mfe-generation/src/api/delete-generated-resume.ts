import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys, useApiClient, type ApiClient } from '@careerforge/shared';
import { deleteGeneratedResume as deleteGeneratedResumeEndpoint } from '@careerforge/contract';

export function deleteGeneratedResume(client: ApiClient, id: number) {
  return client.call(deleteGeneratedResumeEndpoint, { params: { id } });
}

export function useDeleteGeneratedResume() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteGeneratedResume(client, id),
    // Every page of the list and every picker of it (here and in the jobs remote's advice page) is
    // fetched again; the deletion is done once the shown page no longer has the resume.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.generatedResumes() }),
  });
}
