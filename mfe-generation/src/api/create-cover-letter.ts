import { useMutation } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { createCoverLetter as createCoverLetterEndpoint, type CreateCoverLetterBody } from '@careerforge/contract';

/** Queues a cover letter for a job from a generated resume; poll its status with the returned id. */
export function createCoverLetter(client: ApiClient, body: CreateCoverLetterBody) {
  return client.call(createCoverLetterEndpoint, { body });
}

export function useCreateCoverLetter() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: CreateCoverLetterBody) => createCoverLetter(client, body) });
}
