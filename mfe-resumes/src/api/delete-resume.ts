import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { deleteResume as deleteResumeEndpoint, type Resume } from '@careerforge/contract';
import { resumesKeys } from './query-keys';

export function deleteResume(client: ApiClient, { id, file_path }: Resume) {
  return client.call(deleteResumeEndpoint, { body: { resume_id: id, file_path } });
}

/**
 * Deletes a resume. Once the server has deleted it, every item with that file_path leaves the
 * list (they share the stored file); a failed delete leaves the list as it was, for the screen to
 * say so.
 */
export function useDeleteResume() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resume: Resume) => deleteResume(client, resume),
    onSuccess: (_response, resume) => {
      queryClient.setQueryData<Resume[]>(resumesKeys.list(), (resumes) =>
        resumes?.filter(({ file_path }) => file_path !== resume.file_path),
      );
    },
  });
}
