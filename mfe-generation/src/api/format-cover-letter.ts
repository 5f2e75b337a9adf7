import { useMutation } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { formatCoverLetter as formatCoverLetterEndpoint, type CoverLetterFormatBody } from '@careerforge/contract';

/** The cover letter rendered as a file in the format, style and page size asked for. */
export async function formatCoverLetter(client: ApiClient, body: CoverLetterFormatBody): Promise<Blob> {
  const response = await client.send(formatCoverLetterEndpoint, { body });
  return response.blob();
}

export function useFormatCoverLetter() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: CoverLetterFormatBody) => formatCoverLetter(client, body) });
}
