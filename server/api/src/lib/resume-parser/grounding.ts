import { foldForComparison } from '../text';

/** Soft hyphens are invisible and dashes come in many widths; neither makes two values differ. */
const foldValue = (text: string) =>
  foldForComparison(text.normalize('NFKC').replace(/\u00AD/g, '').replace(/[‐‑‒–—−]/g, '-'));

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** A web address without its scheme, 'www.' or closing slash: how resumes usually print it. */
const bareLink = (link: string) =>
  link
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');

/**
 * A document's text as values read from it are looked up in: case, spacing, soft hyphens and dash
 * widths do not count, but a value must stand as a whole, so 'Java' is not found in 'JavaScript'
 * nor '2019' in '120190'.
 */
export class DocumentText {
  private readonly folded: string;

  constructor(text: string) {
    this.folded = foldValue(text);
  }

  /** Whether the value occurs in the document (an empty value never does). */
  has(value: string): boolean {
    const needle = foldValue(value);
    if (!needle) return false;
    const standsAlone = (index: number) => {
      const before = this.folded[index - 1] ?? '';
      const after = this.folded[index + needle.length] ?? '';
      const joinsBefore = WORD_CHARACTER.test(needle[0] ?? '') && WORD_CHARACTER.test(before);
      const joinsAfter = WORD_CHARACTER.test(needle.at(-1) ?? '') && WORD_CHARACTER.test(after);
      return !joinsBefore && !joinsAfter;
    };
    for (let index = this.folded.indexOf(needle); index >= 0; index = this.folded.indexOf(needle, index + 1)) {
      if (standsAlone(index)) return true;
    }
    return false;
  }

  /** Whether a web address occurs, with or without the scheme and 'www.' the document may leave out. */
  hasLink(link: string): boolean {
    return this.has(bareLink(link));
  }

  /** Whether the document writes this number (3.8 is found in 'GPA 3.80' and 'Note 3,8'). */
  hasNumber(value: number): boolean {
    return (this.folded.match(/\d+(?:[.,]\d+)?/g) ?? []).some((written) => Number(written.replace(',', '.')) === value);
  }
}
