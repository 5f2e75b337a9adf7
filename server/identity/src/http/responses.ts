import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface PageHeaderOptions {
  /** Origins a form on the page may end up at: after login and logout the redirect chain leads to the SPA. */
  formTargets: readonly string[];
  /** Exact inline script allowed by its hash. */
  inlineScript?: string | undefined;
}

/** Headers for the provider's own HTML pages: never cached, never framed, no foreign content. */
export function pageHeaders({ formTargets, inlineScript }: PageHeaderOptions): Record<string, string> {
  const directives = [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `script-src ${inlineScript ? `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'` : "'none'"}`,
    `form-action 'self' ${formTargets.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ];
  return {
    'Content-Security-Policy': directives.join('; '),
    'Cache-Control': 'no-store',
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

export function sendHtml(res: ServerResponse, status: number, html: string, headers: Record<string, string>): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
  res.end(html);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Cache-Control': 'no-store', ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}

export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/** Reads a small request body, refusing more than `limitBytes` (413) or a different media type (415). */
export async function readBody(req: IncomingMessage, mediaType: string, limitBytes: number): Promise<string> {
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (contentType !== mediaType) throw new HttpError(415, `Expected a ${mediaType} body.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limitBytes) throw new HttpError(413, 'The request body is too large.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
