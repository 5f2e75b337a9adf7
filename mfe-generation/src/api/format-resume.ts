import { useMutation } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { formatResume as formatResumeEndpoint, type FormatRequestBody } from '@careerforge/contract';

/** Renders and keeps a formatted resume; download it with the returned formattedResumeId. */
export function formatResume(client: ApiClient, body: FormatRequestBody) {
  return client.call(formatResumeEndpoint, { body });
}

export function useFormatResume() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: FormatRequestBody) => formatResume(client, body) });
}
