import { useMutation } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { downloadFormattedResume as downloadFormattedResumeEndpoint } from '@careerforge/contract';

/** The file of a formatted resume. */
export async function downloadFormattedResume(client: ApiClient, formattedResumeId: number): Promise<Blob> {
  const response = await client.send(downloadFormattedResumeEndpoint, { params: { formattedResumeId } });
  return response.blob();
}

export function useDownloadFormattedResume() {
  const client = useApiClient();
  return useMutation({ mutationFn: (formattedResumeId: number) => downloadFormattedResume(client, formattedResumeId) });
}
