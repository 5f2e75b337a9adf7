import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys, useApiClient, type ApiClient } from '@careerforge/shared';
import { deleteGeneratedResume as deleteGeneratedResumeEndpoint, type GeneratedResumeRecord } from '@careerforge/contract';

export function deleteGeneratedResume(client: ApiClient, id: number) {
  return client.call(deleteGeneratedResumeEndpoint, { params: { id } });
}

export function useDeleteGeneratedResume() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteGeneratedResume(client, id),
    onSuccess: (_response, id) => {
      // Removed at once from the shared list, so the jobs remote's advice page stops offering it
      // too; the refetch then confirms the server's list.
      queryClient.setQueryData<GeneratedResumeRecord[]>(sharedKeys.generatedResumes(), (resumes) => resumes?.filter((resume) => resume.id !== id));
      void queryClient.invalidateQueries({ queryKey: sharedKeys.generatedResumes() });
    },
  });
}
