import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { deleteResume as deleteResumeEndpoint, type Resume } from '@careerforge/contract';
import { resumesKeys } from './query-keys';

export function deleteResume(client: ApiClient, { id, file_path }: Resume) {
  return client.call(deleteResumeEndpoint, { body: { resume_id: id, file_path } });
}

/**
 * Deletes a resume. The item with that file_path leaves the list even when the call fails (the
 * failure is only logged), so the list is not refetched: that would bring a failed one back.
 */
export function useDeleteResume() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resume: Resume) => deleteResume(client, resume),
    onSettled: (_response, error, resume) => {
      if (error) console.error('Failed to delete resume', error);
      queryClient.setQueryData<Resume[]>(resumesKeys.list(), (resumes) =>
        resumes?.filter(({ file_path }) => file_path !== resume.file_path),
      );
    },
  });
}
