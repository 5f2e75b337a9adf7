import { ApiError, errorMessage } from '@careerforge/shared';

/**
 * The text for a failed upload, parse or update: the server's error (or `fallback`) when it
 * answered, 'Error: <message>' when the request never got an answer.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return errorMessage(error, fallback);
  return `Error: ${error instanceof Error ? error.message : String(error)}`;
}
