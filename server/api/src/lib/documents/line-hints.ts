const BULLET_PREFIX = /^(?:[•●▪◦■▸►‣○]\s*|[-*–]\s+)/u;

/** Removes a leading list bullet; `bullet` says whether there was one. */
export function stripBullet(text: string): { text: string; bullet: boolean } {
  const match = BULLET_PREFIX.exec(text);
  return match ? { text: text.slice(match[0].length).trimStart(), bullet: true } : { text, bullet: false };
}

/** At least two letters, none of them lower case. */
export function isAllCaps(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.length >= 2 && text === text.toLocaleUpperCase() && text !== text.toLocaleLowerCase();
}
