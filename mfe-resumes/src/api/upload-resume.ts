import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccessToken, useRuntimeConfig } from '@careerforge/shared';
import { uploadResume } from '@careerforge/contract';
import { resumesKeys } from './query-keys';
import { uploadWithProgress } from './upload-with-progress';

export interface UploadResumeInput {
  file: File;
  onProgress: (fraction: number) => void;
}

/** Uploads a .pdf or .docx resume, reporting upload progress; the list reloads whether it worked or not. */
export function useUploadResume() {
  const getAccessToken = useAccessToken();
  const { apiBaseUrl } = useRuntimeConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: UploadResumeInput) => {
      const url = new URL(apiBaseUrl + uploadResume.path, window.location.href).toString();
      const formData = new FormData();
      formData.append('file', file);
      return uploadWithProgress(url, formData, await getAccessToken(), onProgress);
    },
    // The server may have stored the file even when parsing it failed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: resumesKeys.list() }),
  });
}
