import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

/**
 * NUL cannot be stored in a PostgreSQL text column and has no place in anything a user types, so
 * it is refused on every route and both databases alike, before any handler sees it.
 */
const DISALLOWED_CHARACTER = '\u0000';

/** The dotted path of the first string holding a disallowed character, or null. */
function disallowedTextAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes(DISALLOWED_CHARACTER) ? path : null;
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes(DISALLOWED_CHARACTER)) return itemPath;
    const found = disallowedTextAt(item, itemPath);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Throws 400 when a text value (or a key) within `value` holds a disallowed character; `subject`
 * names it from its dotted path ('' for `value` itself) for the message.
 */
export function assertAllowedText(value: unknown, subject: (path: string) => string): void {
  const found = disallowedTextAt(value, '');
  if (found !== null) throw new HttpError(400, `${subject(found)} contains characters that are not allowed.`);
}

/**
 * preValidation hook: the body, query string and path parameters of every request. It finishes
 * at once, so it answers through `done` rather than a promise, which would cost every request a
 * turn of the microtask queue.
 */
export function refuseDisallowedText(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  try {
    assertAllowedText(request.body, (path) => path || 'The request body');
    assertAllowedText(request.query, (path) => `Query parameter ${path}`);
    assertAllowedText(request.params, () => 'The path');
  } catch (error) {
    done(error as Error);
    return;
  }
  done();
}
