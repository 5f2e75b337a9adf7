/**
 * The last avatar fallback: an SVG with the user's initials on a colour derived from their email,
 * generated in the browser so no outside service learns who is signed in.
 */

/** FNV-1a: a small, stable string hash (the same email always gets the same colour). */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Up to two initials from a name, else from the email's local part ("jane.doe@x" -> "JD"). */
export function initialsOf(email: string | undefined, name?: string): string {
  // Providers often fill `name` with the email address; only its local part is a name.
  const source = (name?.trim() || email || '').split('@')[0] ?? '';
  const words = source.split(/[\s._+-]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters = words.map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '');
  const initials = (letters.length > 1 ? letters[0]! + letters[letters.length - 1]! : (words[0] ?? '').slice(0, 2)).toUpperCase();
  return initials.replace(/[^\p{L}\p{N}]/gu, '') || '?';
}

/** A data: URL of the initials avatar seeded by `email`. */
export function initialsAvatarUrl(email: string | undefined, name?: string): string {
  const seed = (email ?? name ?? '').trim().toLowerCase();
  const hue = hashOf(seed) % 360;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" fill="hsl(${hue} 52% 40%)"/>` +
    '<text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="#ffffff" ' +
    'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="26" font-weight="600">' +
    `${initialsOf(email, name)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
