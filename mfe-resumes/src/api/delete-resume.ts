import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { deleteResume as deleteResumeEndpoint, type ResumeListItem } from '@careerforge/contract';
import { resumesKeys } from './query-keys';

export type DeletedResume = Pick<ResumeListItem, 'id' | 'file_path'>;

export function deleteResume(client: ApiClient, { id, file_path }: DeletedResume) {
  return client.call(deleteResumeEndpoint, { body: { resume_id: id, file_path } });
}

/**
 * Deletes a resume. Once the server has deleted it the list's pages are loaded again before the
 * delete counts as done, so the page shown has moved up the resumes after it; a failed delete
 * leaves the list as it was, for the screen to say so.
 */
export function useDeleteResume() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resume: DeletedResume) => deleteResume(client, resume),
    onSuccess: (_response, resume) => {
      queryClient.removeQueries({ queryKey: resumesKeys.resume(resume.id) });
      return queryClient.invalidateQueries({ queryKey: resumesKeys.list() });
    },
  });
}
