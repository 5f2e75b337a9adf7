import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

/** Headers of the probe's answer that say nothing about security. */
const ANSWER_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers `@fastify/helmet` sends with `options`, read once from a throwaway server's answer.
 * The plugin builds helmet's middleware again on every request, about 5 % of a small request's
 * CPU, though without CSP nonces its headers never depend on the request.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, { ...options, enableCSPNonces: false });
  probe.get('/', () => '');
  try {
    const answer = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(
      Object.entries(answer.headers)
        .filter(([name]) => !ANSWER_HEADERS.has(name))
        .map(([name, value]) => [name, String(value)]),
    );
  } finally {
    await probe.close();
  }
}

/** An onRequest hook sending `headers` with every answer; a route may still replace one (a file's own CSP). */
export function sendHeaders(headers: Record<string, string>) {
  return function sendSecurityHeaders(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
    reply.headers(headers);
    done();
  };
}
