/** Small text helpers shared by the section readers. */

/** Lower case, straight apostrophes, single spaces, no trailing colon or dot. */
export function normalizeLabel(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/&/g, 'and')
    .replace(/\s+/g, ' ')
    .replace(/[\s:.]+$/, '')
    .trim();
}

/** Letters are present and none of them is lower case. */
export function isAllCaps(text: string): boolean {
  return /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}

/** Splits a header line into fields at tabs, wide gaps, pipes, spaced dashes and ' @ '. */
export function splitFields(text: string): string[] {
  return text
    .split(/\t+| {3,}|\s+\|\s+|\s+[–—]\s+|\s+-\s+|\s+@\s+|\s+·\s+|\s+•\s+/)
    .map((field) => field.trim().replace(/^[|,·•–—-]\s*|\s*[|,·•–—-]$/g, '').trim())
    .filter((field) => field.length > 0);
}

export const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();
