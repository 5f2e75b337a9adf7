import { useMutation } from '@tanstack/react-query';
import { saveFile, useApiClient, type ApiClient } from '@careerforge/shared';
import { exportProfileJsonResume as exportProfileJsonResumeEndpoint } from '@careerforge/contract';

export const PROFILE_EXPORT_FILE_NAME = 'resume.json';

/** GET /api/profile/json-resume, saved as resume.json: the whole profile in the JSON Resume format. */
export async function exportProfileJsonResume(client: ApiClient): Promise<void> {
  const jsonResume = await client.call(exportProfileJsonResumeEndpoint);
  saveFile(new Blob([`${JSON.stringify(jsonResume, null, 2)}\n`], { type: 'application/json' }), PROFILE_EXPORT_FILE_NAME);
}

export function useExportProfileJsonResume() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => exportProfileJsonResume(client) });
}
