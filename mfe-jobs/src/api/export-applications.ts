import { useMutation } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { exportApplicationsCsv } from '@careerforge/contract';

/** The caller's applications as a CSV file. */
export async function exportApplications(client: ApiClient): Promise<Blob> {
  const response = await client.send(exportApplicationsCsv, {});
  return response.blob();
}

export function useExportApplications() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => exportApplications(client) });
}
