import { HttpError } from './http-error';

/** Seconds a caller is asked to wait before trying again when a backing service is down. */
const RETRY_AFTER_SECONDS = 30;

/** What the caller is told when the file store (an S3 bucket) cannot be reached or answers with a failure. */
export const STORAGE_UNAVAILABLE = 'Files cannot be stored or read right now. Try again shortly.';

/** The 503 for a failed file-store call; the store's own error goes to the log as the cause. */
export function storageUnavailable(cause: unknown): HttpError {
  return new HttpError(503, STORAGE_UNAVAILABLE, { cause, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
}
