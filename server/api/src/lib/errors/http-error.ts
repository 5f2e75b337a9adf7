/** An error whose status and message are meant for the caller. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  /** Response headers that go with the answer, such as Retry-After on a 503. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions & { headers?: Record<string, string> },
  ) {
    super(message, options);
    this.headers = options?.headers ?? {};
  }
}

/** True when `error` carries this `code` (Node's system errors, Fastify's and plugins' errors). */
export function isErrorCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}
