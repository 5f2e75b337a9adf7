import { foldForComparison } from '../text';

/** Small text helpers of the section readers; the rules every parser shares are in lib/text.ts. */

/** A heading or label as compared: folded, '&' as 'and', no trailing colon or dot. */
export function normalizeLabel(text: string): string {
  return foldForComparison(text)
    .replace(/&/g, 'and')
    .replace(/[\s:.]+$/, '');
}

/** Splits a header line into fields at tabs, wide gaps, pipes, spaced dashes and ' @ '. */
export function splitFields(text: string): string[] {
  return text
    .split(/\t+| {3,}|\s+\|\s+|\s+[–—]\s+|\s+-\s+|\s+@\s+|\s+·\s+|\s+•\s+/)
    .map((field) => field.trim().replace(/^[|,·•–—-]\s*|\s*[|,·•–—-]$/g, '').trim())
    .filter((field) => field.length > 0);
}
