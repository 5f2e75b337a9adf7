import { z } from 'zod';
import {
  buildPath,
  errorBodySchema,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
} from '../contract/endpoint';
import type { GetAccessToken } from '../auth/TokenProvider';

/** A failed API call; `message` is the server's `error` text when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  getAccessToken: GetAccessToken;
}

type RequestInput<E extends Endpoint> = Partial<EndpointInput<E>> & { signal?: AbortSignal; formData?: FormData };

function requestUrl<E extends Endpoint>(options: ApiClientOptions, endpoint: E, input: RequestInput<E>): string {
  const path = buildPath(endpoint.path, input.params as Record<string, string | number> | undefined);
  const url = new URL(options.baseUrl + path, typeof window === 'undefined' ? 'http://localhost' : window.location.href);
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function errorMessageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.error;
  } catch {
    // Not JSON: fall through to the plain text or the status.
  }
  return text.trim() && text.length < 500 ? text.trim() : `Request failed (HTTP ${response.status})`;
}

/**
 * Sends one call with a fresh bearer token and returns the raw response when it succeeded.
 * Used directly for binary responses (files); JSON calls go through `callEndpoint`.
 */
export async function sendRequest<E extends Endpoint>(
  options: ApiClientOptions,
  endpoint: E,
  input: RequestInput<E> = {},
): Promise<Response> {
  const token = await options.getAccessToken();
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (input.formData) {
    body = input.formData;
  } else if (input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body);
  }
  const response = await fetch(requestUrl(options, endpoint, input), {
    method: endpoint.method,
    headers,
    body,
    signal: input.signal,
  });
  if (!response.ok) throw new ApiError(await errorMessageOf(response), response.status);
  return response;
}

/** Calls an endpoint and returns its response parsed by the contract's schema. */
export async function callEndpoint<E extends Endpoint>(
  options: ApiClientOptions,
  endpoint: E,
  input: RequestInput<E> = {},
): Promise<EndpointResponse<E>> {
  const response = await sendRequest(options, endpoint, input);
  const parsed = endpoint.response.safeParse(await response.json());
  if (!parsed.success) {
    throw new ApiError(`Unexpected response from ${endpoint.method} ${endpoint.path}: ${z.prettifyError(parsed.error)}`, response.status);
  }
  return parsed.data as EndpointResponse<E>;
}

/** The message to show for a failed call: the server's text, else the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
