/** One block of advice text: a numbered list, or a paragraph whose lines are kept as line breaks. */
export type AdviceBlock = { kind: 'list'; start: number; items: string[] } | { kind: 'paragraph'; lines: string[] };

/** A run of a line's text, bold where the advice wrapped it in `**`. */
export interface InlineRun {
  text: string;
  bold: boolean;
}

const BLANK_LINE = /\n[^\S\n]*\n/;
const NUMBERED_LINE = /^\s*(\d+)\.\s*/;
const BOLD = /\*\*(.+?)\*\*/g;

/**
 * Splits advice into blocks on blank lines. A block whose every line starts with a number and a
 * dot ('1. …') is a numbered list; any other block is a paragraph.
 */
export function parseAdvice(text: string): AdviceBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(BLANK_LINE)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): AdviceBlock => {
      const lines = block.split('\n');
      const numbers = lines.map((line) => NUMBERED_LINE.exec(line)?.[1]);
      if (numbers.every((number) => number !== undefined)) {
        return { kind: 'list', start: Number(numbers[0]), items: lines.map((line) => line.replace(NUMBERED_LINE, '')) };
      }
      return { kind: 'paragraph', lines };
    });
}

/** A line cut into plain and bold runs; a `**` without its closing pair stays as written. */
export function parseInline(line: string): InlineRun[] {
  const runs: InlineRun[] = [];
  let plainFrom = 0;
  for (const match of line.matchAll(BOLD)) {
    if (match.index > plainFrom) runs.push({ text: line.slice(plainFrom, match.index), bold: false });
    runs.push({ text: match[1] ?? '', bold: true });
    plainFrom = match.index + match[0].length;
  }
  if (plainFrom < line.length) runs.push({ text: line.slice(plainFrom), bold: false });
  return runs;
}
