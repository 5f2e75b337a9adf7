/** 'Page 2', 'Page 2 of 3', '2 / 3', '- 2 -', '2': a page number, alone on its line. */
const PAGE_NUMBER_LINE = /^(?:page\s*)?[-–—]?\s*\d{1,3}\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,3})?$/i;
/**
 * 'Page 2 of 3' set apart at either end of a header or footer line ('Jane Doe · Page 2 of 3'),
 * not the words of a sentence ('Page 2: ...').
 */
const PAGE_NUMBER_PHRASE = /(?:^|\s*[|·•–—-]\s*|\s+)\bpage\s*\d{1,3}(?:\s*(?:of|\/)\s*\d{1,3})?\s*(?:[|·•–—-]\s*|$)/i;

export function isPageNumberLine(text: string): boolean {
  return PAGE_NUMBER_LINE.test(text.trim());
}

/** The line without a 'Page n of m' phrase ('' when that was all of it). */
export function withoutPageNumberPhrase(text: string): string {
  return text.replace(PAGE_NUMBER_PHRASE, ' ').trim();
}
