import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type Encoding } from './accept-encoding.cjs';

/** Below this a JSON body is sent as it is: compressing it saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  // A middle brotli quality: the answer is compressed on every request, so speed matters as much as size.
  return encoding === 'br'
    ? brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
}

/**
 * An onSend hook: a JSON answer over COMPRESS_MIN_BYTES goes out brotli- or gzip-encoded when the
 * caller accepts it. Files and streams keep their own encoding. Most answers are small and pass at
 * once, so the hook answers through `done` rather than a promise, which would cost every request a
 * turn of the microtask queue.
 */
export function compressJson(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void): void {
  const contentType = String(reply.getHeader('content-type') ?? '');
  if (!contentType.startsWith('application/json') || reply.hasHeader('content-encoding')) return done(null, payload);
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
  // The answer depends on the header even when it is small, so caches must key on it.
  reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept-Encoding'));
  // Most answers are small: their size is read without copying them, and the header is not parsed.
  if (Buffer.byteLength(payload) <= COMPRESS_MIN_BYTES) return done(null, payload);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return done(null, payload);
  compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding).then((compressed) => {
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, compressed);
  }, done);
}

function appendVary(current: ReturnType<FastifyReply['getHeader']>, field: string): string {
  if (current === undefined) return field;
  const value = String(current).trim();
  // One field already (CORS's Origin): nothing to take apart.
  if (!value.includes(',')) return value === '' ? field : value.toLowerCase() === field.toLowerCase() ? value : `${value}, ${field}`;
  const fields = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return fields.some((name) => name.toLowerCase() === field.toLowerCase()) ? fields.join(', ') : [...fields, field].join(', ');
}
