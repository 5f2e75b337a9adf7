/**
 * A Content-Disposition header naming the file safely: an ASCII `filename` for old clients (quotes,
 * backslashes, control and non-ASCII characters replaced) and the exact name as RFC 5987 `filename*`.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
