import { collapseSpaces, foldForComparison, startsWithBullet } from '../text';

/** Only the start of very long lines is examined, which keeps every pattern linear in practice. */
const MAX_EXAMINED_LINE = 300;

const LABEL = /^(\p{L}[\p{L} '’&/-]{0,30}?)\s*:\s*(.*)$/u;

export interface PostingLine {
  index: number;
  raw: string;
  /** Without markdown markers, bullets and surrounding whitespace. */
  text: string;
  bullet: boolean;
  label: { name: string; value: string } | null;
}

export function toLine(raw: string, index: number): PostingLine {
  if (!raw.trim()) return { index, raw, text: '', bullet: false, label: null };
  const text = collapseSpaces(
    raw
      .slice(0, MAX_EXAMINED_LINE)
      .replace(/^\s*#{1,6}\s+/, '')
      .replace(/\*\*|__/g, '')
      .replace(/^[^\p{L}\p{N}($€£]+/u, ''),
  );
  const labelMatch = LABEL.exec(text);
  const label = labelMatch ? { name: foldForComparison(labelMatch[1] ?? ''), value: (labelMatch[2] ?? '').trim() } : null;
  return { index, raw, text, bullet: startsWithBullet(raw), label };
}

export function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

export function isParagraph(line: PostingLine): boolean {
  const count = words(line.text).length;
  return count > 15 || (/[.?]$/.test(line.text) && count > 6);
}

/** For each line, the next line that is not blank. */
export function nextLinesWithText(lines: PostingLine[]): (PostingLine | undefined)[] {
  const next: (PostingLine | undefined)[] = new Array(lines.length);
  let following: PostingLine | undefined;
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    next[index] = following;
    const line = lines[index];
    if (line?.text) following = line;
  }
  return next;
}
