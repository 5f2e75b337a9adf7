import { useMutation } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { importResumeEntries as importResumeEntriesEndpoint, type ResumeImportBody } from '@careerforge/contract';

export interface ImportResumeEntriesInput {
  resumeId: number;
  body: ResumeImportBody;
}

export function importResumeEntries(client: ApiClient, { resumeId, body }: ImportResumeEntriesInput) {
  return client.call(importResumeEntriesEndpoint, { params: { id: resumeId }, body });
}

/** Adds the entries the user chose from a resume to their lists, all or none. */
export function useImportResumeEntries() {
  const client = useApiClient();
  return useMutation({ mutationFn: (input: ImportResumeEntriesInput) => importResumeEntries(client, input) });
}
