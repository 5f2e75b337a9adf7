/** An error whose status and message are meant for the caller. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** True when `error` carries this `code` (Node's system errors, Fastify's and plugins' errors). */
export function isErrorCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}
