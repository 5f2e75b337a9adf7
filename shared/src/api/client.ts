import { z } from 'zod';
import {
  buildPath,
  errorBodySchema,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
} from '@careerforge/contract';
import type { GetAccessToken } from '../auth/TokenProvider';

/** A failed API call; `serverMessage` is the server's own error text, when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly serverMessage: string | null,
    readonly status: number,
    /** For logs when the server said nothing, e.g. a response that broke the contract. */
    detail?: string,
  ) {
    super(serverMessage ?? detail ?? `Request failed (HTTP ${status})`);
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

/** The server's `{ error }` text, or its short plain-text body; null when it said nothing usable. */
async function serverMessageOf(response: Response): Promise<string | null> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    // JSON without an error text says nothing a person can read: the screen's own message is better.
    return parsed.success ? parsed.data.error : null;
  } catch {
    // Not JSON: fall through to the plain text.
  }
  const isShortPlainText = text.trim() && text.length < 500 && !text.trimStart().startsWith('<');
  return isShortPlainText ? text.trim() : null;
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
  if (!response.ok) throw new ApiError(await serverMessageOf(response), response.status);
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
    throw new ApiError(null, response.status, `Unexpected response from ${endpoint.method} ${endpoint.path}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data as EndpointResponse<E>;
}

/** The message to show for a failed call: the server's text, else the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
