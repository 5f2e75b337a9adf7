import type { FastifyReply } from 'fastify';

/** How a file answered by the API is sent. */
export interface FileResponse {
  contentType: string;
  /**
   * 'private': the user's own file or one made from their text, never stored by any cache.
   * 'immutable': its URL changes whenever its bytes do, so any cache may keep it for good.
   */
  caching: 'private' | 'immutable';
  /**
   * Set when the app's pages, on other origins, open or embed the file directly (a new tab, an
   * `<img>`) rather than fetch it with CORS; otherwise only the API's own origin may embed it.
   */
  crossOrigin?: boolean;
  /** Shown in the browser ('inline') or saved ('attachment') under this file name. */
  disposition?: { type: 'inline' | 'attachment'; filename: string };
}

const CACHE_CONTROL: Record<FileResponse['caching'], string> = {
  private: 'private, no-store',
  immutable: 'public, max-age=31536000, immutable',
};

/**
 * A Content-Disposition header naming the file safely: an ASCII `filename` for old clients (quotes,
 * backslashes, control and non-ASCII characters replaced) and the exact name as RFC 5987 `filename*`.
 */
function contentDisposition(disposition: 'inline' | 'attachment', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The headers of a file response. Its bytes come from users, so nothing in them may run or be sniffed as another type. */
export function setFileHeaders(reply: FastifyReply, file: FileResponse): void {
  reply
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', CACHE_CONTROL[file.caching]);
  if (file.crossOrigin) reply.header('cross-origin-resource-policy', 'cross-origin');
  if (file.disposition) reply.header('content-disposition', contentDisposition(file.disposition.type, file.disposition.filename));
}
