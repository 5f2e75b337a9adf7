import { ApiError } from '@careerforge/shared';
import { errorBodySchema, uploadResume, type EndpointResponse } from '@careerforge/contract';

export type UploadResumeResponse = EndpointResponse<typeof uploadResume>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Posts `formData` to the resume upload endpoint at `url`, reporting the fraction sent (0 to 1).
 * XMLHttpRequest rather than fetch, because fetch cannot report upload progress. A failed status
 * rejects with an ApiError carrying the server's `error` (empty when it sent none); a network
 * failure rejects with a TypeError.
 */
export function uploadWithProgress(
  url: string,
  formData: FormData,
  token: string,
  onProgress: (fraction: number) => void,
): Promise<UploadResumeResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(uploadResume.method, url);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        const error = errorBodySchema.safeParse(body);
        reject(new ApiError(error.success ? error.data.error : null, request.status));
        return;
      }
      const parsed = uploadResume.response.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(null, request.status));
    };
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.send(formData);
  });
}
