import { useMutation } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { previewResume as previewResumeEndpoint, type FormatRequestBody } from '@careerforge/contract';

/** A rendered resume as the panel shows it: text, markup, or the file of a pdf or docx. */
export type ResumePreview =
  | { format: 'markdown' | 'text'; text: string }
  | { format: 'html'; html: string }
  | { format: 'pdf'; file: Blob }
  // Bytes, not a Blob: docx-preview never settles on a Blob.
  | { format: 'docx'; bytes: ArrayBuffer };

export async function previewResume(client: ApiClient, body: FormatRequestBody): Promise<ResumePreview> {
  const response = await client.send(previewResumeEndpoint, { body });
  switch (body.formatType) {
    case 'markdown':
    case 'text':
      return { format: body.formatType, text: await response.text() };
    case 'html':
      return { format: 'html', html: await response.text() };
    case 'pdf':
      return { format: 'pdf', file: await response.blob() };
    case 'docx':
      return { format: 'docx', bytes: await response.arrayBuffer() };
  }
}

export function usePreviewResume() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: FormatRequestBody) => previewResume(client, body) });
}
