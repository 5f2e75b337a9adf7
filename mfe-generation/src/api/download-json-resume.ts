import { useMutation } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { exportGeneratedJsonResume } from '@careerforge/contract';

/** A generated resume as a JSON Resume file. */
export async function downloadJsonResume(client: ApiClient, id: number): Promise<Blob> {
  const response = await client.send(exportGeneratedJsonResume, { params: { id } });
  return response.blob();
}

export function useDownloadJsonResume() {
  const client = useApiClient();
  return useMutation({ mutationFn: (id: number) => downloadJsonResume(client, id) });
}
