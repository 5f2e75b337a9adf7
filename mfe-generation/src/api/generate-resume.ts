import { useMutation } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { generateResume as generateResumeEndpoint, type GenerateResumeBody } from '@careerforge/contract';

/** Starts a generation; its status is then polled with the returned resumeId. */
export function generateResume(client: ApiClient, body: GenerateResumeBody) {
  return client.call(generateResumeEndpoint, { body });
}

export function useGenerateResume() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: GenerateResumeBody) => generateResume(client, body) });
}
