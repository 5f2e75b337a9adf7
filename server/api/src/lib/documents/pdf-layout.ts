import type { DocumentLine } from './types';
import { isAllCaps, stripBullet } from '../text';
import { isPageNumberLine, withoutPageNumberPhrase } from './page-numbers';
import type { RawPdfPage, RawTextItem } from './worker-pool';

/** Items whose baselines differ by less than this share of the font size sit on one line. */
const SAME_LINE_TOLERANCE = 0.4;
/** A horizontal gap wider than this many font sizes is a tab stop or a right-aligned column. */
const TAB_GAP = 1.5;
/** A gap wider than this share of the font size is a word space the producer did not write. */
const SPACE_GAP = 0.15;
const GUTTER_MIN_WIDTH = 12;
/** A gutter may be crossed by a few full-width lines (the name, a summary, section rules). */
const GUTTER_MAX_CROSSING_SHARE = 0.2;
/** Each column must hold at least this many lines of several words (a real text block). */
const COLUMN_MIN_TEXT_LINES = 3;
/** Words a column line needs to count as running text rather than a label or a date. */
const TEXT_LINE_MIN_WORDS = 1;
/** The narrower column must span at least this share of the text's width. */
const COLUMN_MIN_WIDTH_SHARE = 0.2;
/** A row the producer wrapped fills at least this share of its column's width. */
const WRAPPED_MIN_FILL = 0.7;
const HEADING_SIZE_RATIO = 1.15;
/** Gutter search resolution: at most this many bands across the text, whatever the page size claims. */
const MAX_GUTTER_BINS = 2000;

/** A line whose baseline is within this share of the page height from the top or bottom edge sits in a margin. */
const MARGIN_SHARE = 0.1;
type Row = RawTextItem[];

type Margin = 'header' | 'footer' | null;

interface PlacedLine {
  line: DocumentLine;
  margin: Margin;
}

/**
 * Turns the positioned items of each page into lines in reading order. Page numbers ('Page 2 of
 * 3') in the top or bottom margin are dropped; a margin line repeated on several pages (a running header or
 * footer: the name, contact details) is kept once, a header where it first appears and a footer
 * after the last page's text.
 */
export function pdfPagesToLines(pages: RawPdfPage[]): DocumentLine[] {
  const placed = pages.flatMap((page, index) => pageToLines(page, index + 1));
  const pagesByKey = new Map<string, Set<number>>();
  for (const { line, margin } of placed) {
    if (!margin) continue;
    const key = marginKey(line.text);
    pagesByKey.set(key, (pagesByKey.get(key) ?? new Set<number>()).add(line.page));
  }
  const body: DocumentLine[] = [];
  const runningFooters: DocumentLine[] = [];
  const kept = new Set<string>();
  for (const { line, margin } of placed) {
    if (margin && isPageNumberLine(line.text)) continue;
    if (!margin) {
      body.push(line);
      continue;
    }
    const key = marginKey(line.text);
    if ((pagesByKey.get(key)?.size ?? 0) < 2) {
      const text = withoutPageNumberPhrase(line.text);
      if (text !== '') body.push({ ...line, text });
      continue;
    }
    if (kept.has(key)) continue;
    kept.add(key);
    const text = withoutBarePageNumber(line.text);
    if (text === '') continue;
    (margin === 'header' ? body : runningFooters).push({ ...line, text });
  }
  return [...body, ...runningFooters];
}

/** A running line differs from page to page only in its page number. */
function marginKey(text: string): string {
  return withoutBarePageNumber(text).toLowerCase().replace(/\s+/g, ' ');
}

function withoutBarePageNumber(text: string): string {
  return withoutPageNumberPhrase(text)
    .replace(/^\d{1,3}\s*[|·•–—-]?\s+|\s+[|·•–—-]?\s*\d{1,3}$/g, '')
    .trim();
}

function pageToLines(page: RawPdfPage, pageNumber: number): PlacedLine[] {
  // A hostile file can place text at absurd coordinates; those items cannot be laid out.
  const items = page.items.filter((item) => [item.x, item.y, item.width, item.fontSize].every(Number.isFinite));
  const rows = groupIntoRows(items);
  if (rows.length === 0) return [];
  const bodySize = medianFontSize(items);
  const gutter = findGutter(rows);
  const ordered = gutter ? splitColumns(rows, gutter) : rows;
  return ordered.flatMap((row) => {
    const line = rowToLine(row, bodySize, pageNumber);
    return line ? [{ line, margin: marginOf(row, page.height) }] : [];
  });
}

/** PDF y grows upwards from the page's bottom edge. */
function marginOf(row: Row, pageHeight: number): Margin {
  if (!(pageHeight > 0)) return null;
  const y = row[0]?.y ?? pageHeight / 2;
  if (y > pageHeight * (1 - MARGIN_SHARE)) return 'header';
  if (y < pageHeight * MARGIN_SHARE) return 'footer';
  return null;
}

/** Top to bottom, then left to right within a row. */
function groupIntoRows(items: RawTextItem[]): Row[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: { y: number; items: Row }[] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row.y - item.y) <= SAME_LINE_TOLERANCE * Math.max(item.fontSize, 1)) row.items.push(item);
    else rows.push({ y: item.y, items: [item] });
  }
  return rows.map((row) => row.items.sort((a, b) => a.x - b.x));
}

interface Gutter {
  from: number;
  to: number;
}

/**
 * A vertical band, in the middle 60 % of the text's width, that almost no line crosses while
 * both sides hold text on many lines: the space between two columns.
 */
function findGutter(rows: Row[]): Gutter | undefined {
  const items = rows.flat();
  const left = items.reduce((min, item) => Math.min(min, item.x), Infinity);
  const right = items.reduce((max, item) => Math.max(max, item.x + item.width), -Infinity);
  const span = right - left;
  if (!(span >= GUTTER_MIN_WIDTH * 4) || rows.length < 4) return undefined;

  const binWidth = Math.max(1, span / MAX_GUTTER_BINS);
  const bins = Math.ceil(span / binWidth);
  // Each row adds one crossing to every bin its items cover: the union of its items' spans, as
  // +1/-1 steps summed up afterwards, so the cost follows the items rather than the bins.
  const steps = new Int32Array(bins + 1);
  for (const row of rows) {
    const spans = row
      .map((item) => [Math.max(0, Math.floor((item.x - left) / binWidth)), Math.min(bins, Math.ceil((item.x + item.width - left) / binWidth))] as const)
      .filter(([from, to]) => from < to)
      .sort((a, b) => a[0] - b[0]);
    let open: [number, number] | undefined;
    for (const [from, to] of spans) {
      if (open && from <= open[1]) open[1] = Math.max(open[1], to);
      else {
        if (open) addSpan(steps, open);
        open = [from, to];
      }
    }
    if (open) addSpan(steps, open);
  }
  const crossings = new Array<number>(bins);
  let running = 0;
  for (let bin = 0; bin < bins; bin += 1) {
    running += steps[bin] ?? 0;
    crossings[bin] = running;
  }

  const maxCrossings = Math.floor(rows.length * GUTTER_MAX_CROSSING_SHARE);
  const searchFrom = Math.floor(bins * 0.2);
  const searchTo = Math.ceil(bins * 0.8);
  // Several bands can be empty (a right-aligned date column leaves one too): take the widest
  // that really separates two columns.
  const candidates: Gutter[] = [];
  let runStart = -1;
  for (let bin = searchFrom; bin <= searchTo; bin += 1) {
    const open = bin < searchTo && (crossings[bin] ?? 0) <= maxCrossings;
    if (open && runStart < 0) runStart = bin;
    if (!open && runStart >= 0) {
      const run = { from: left + runStart * binWidth, to: left + bin * binWidth };
      if (run.to - run.from >= GUTTER_MIN_WIDTH) candidates.push(run);
      runStart = -1;
    }
  }
  return candidates
    .sort((a, b) => b.to - b.from - (a.to - a.from))
    .find((candidate) => isColumnGutter(rows, candidate, left, right));
}

function addSpan(steps: Int32Array, [from, to]: readonly [number, number]): void {
  steps[from] = (steps[from] ?? 0) + 1;
  steps[to] = (steps[to] ?? 0) - 1;
}

/**
 * An empty band is a column gutter only when both sides are real text blocks: wide enough, with
 * several lines of running text, and the right side left-aligned. Right-aligned dates beside
 * one-column entries also leave an empty band, but they are short, date-like and flush right.
 */
function isColumnGutter(rows: Row[], gutter: Gutter, left: number, right: number): boolean {
  // A sidebar's longest lines reach into the band: each column is measured to the gutter's middle.
  const middle = (gutter.from + gutter.to) / 2;
  const narrower = Math.min(middle - left, right - middle);
  if (narrower < (right - left) * COLUMN_MIN_WIDTH_SHARE) return false;
  const leftParts = rows.map((row) => row.filter((item) => item.x + item.width <= gutter.from + 1)).filter((part) => part.length > 0);
  const rightParts = rows.map((row) => row.filter((item) => item.x >= gutter.to - 1)).filter((part) => part.length > 0);
  return (
    countTextLines(leftParts) >= COLUMN_MIN_TEXT_LINES &&
    countTextLines(rightParts) >= COLUMN_MIN_TEXT_LINES &&
    isLeftAligned(rightParts)
  );
}

/** Lines of a few words that are not a date range. */
function countTextLines(parts: Row[]): number {
  return parts.filter((part) => {
    const text = part.map((item) => item.text).join(' ').trim();
    // Bold labels ('Experience', 'Education' beside a table's rows) and dates do not make a column of text.
    return text.split(/\s+/).length >= TEXT_LINE_MIN_WORDS && !isDateLike(text) && !part.every((item) => item.bold);
  }).length;
}

function isDateLike(text: string): boolean {
  return /\b(19|20)\d{2}\b|\bpresent\b|\bcurrent\b|\bnow\b/i.test(text) && text.split(/\s+/).length <= 6;
}

/** More lines share a start than share an end: a column, not right-aligned fragments. */
function isLeftAligned(parts: Row[]): boolean {
  const starts = parts.map((part) => Math.round(part[0]?.x ?? 0));
  const ends = parts.map((part) => Math.round(part.reduce((max, item) => Math.max(max, item.x + item.width), 0)));
  return mostCommonCount(starts) > mostCommonCount(ends);
}

function mostCommonCount(values: number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return Math.max(0, ...counts.values());
}

/**
 * Rows crossing the gutter stay whole and in place; between them, the left column's rows come
 * first, then the right column's.
 */
function splitColumns(rows: Row[], gutter: Gutter): Row[] {
  const middle = (gutter.from + gutter.to) / 2;
  const ordered: Row[] = [];
  let leftColumn: Row[] = [];
  let rightColumn: Row[] = [];
  const flush = () => {
    // The column's right edge is where its longest row ends.
    const edge = Math.max(gutter.from, ...leftColumn.map(rowEnd));
    ordered.push(...joinWrappedRows(leftColumn, edge), ...rightColumn);
    leftColumn = [];
    rightColumn = [];
  };
  for (const row of rows) {
    // Only an item spanning the whole gutter crosses it: left text may reach into the band.
    const crosses = row.some((item) => item.x < gutter.from && item.x + item.width > gutter.to);
    if (crosses) {
      flush();
      ordered.push(row);
      continue;
    }
    const leftPart = row.filter((item) => item.x < middle);
    const rightPart = row.filter((item) => item.x >= middle);
    if (leftPart.length > 0) leftColumn.push(leftPart);
    if (rightPart.length > 0) rightColumn.push(rightPart);
  }
  flush();
  return ordered;
}

/**
 * The narrow left column wraps entries the producer wrote as one line. A row is a wrap of the
 * one above when the above's end plus the row's first word would not have fit before the gutter.
 */
function joinWrappedRows(column: Row[], edge: number): Row[] {
  const joined: Row[] = [];
  for (const row of column) {
    const previous = joined.at(-1);
    if (previous && isWrapOf(previous, row, edge)) {
      const end = rowEnd(previous);
      // Re-place the continuation after the row it continues, one space apart, so it reads as one line.
      let x = end + SPACE_GAP * 2 * Math.max(row[0]?.fontSize ?? 1, 1);
      const shifted = row.map((item) => {
        const moved = { ...item, x };
        x += item.width;
        return moved;
      });
      joined[joined.length - 1] = [...previous, ...shifted];
    } else joined.push(row);
  }
  return joined;
}

function isWrapOf(previous: Row, row: Row, edge: number): boolean {
  const first = row[0];
  const last = previous.at(-1);
  if (!first || !last || first.bold !== last.bold || Math.abs(first.fontSize - last.fontSize) > 0.5) return false;
  const text = row.map((item) => item.text).join(' ').trim();
  if (text === '' || isDateLike(text) || stripBullet(text).bullet || isAllCaps(text)) return false;
  const firstWord = text.split(/\s+/)[0] ?? '';
  const charWidth = first.width / Math.max(first.text.length, 1);
  const start = previous[0]?.x ?? edge;
  // A short row (a one-word list item) was not wrapped, whatever follows it.
  const filled = rowEnd(previous) - start >= (edge - start) * WRAPPED_MIN_FILL;
  return filled && rowEnd(previous) + charWidth * (firstWord.length + 1) > edge;
}

function rowEnd(row: Row): number {
  return row.reduce((max, item) => Math.max(max, item.x + item.width), -Infinity);
}

function rowToLine(row: Row, bodySize: number, page: number): DocumentLine | undefined {
  let text = '';
  let previous: RawTextItem | undefined;
  for (const item of row) {
    if (previous) {
      const gap = item.x - (previous.x + previous.width);
      const size = Math.max(item.fontSize, previous.fontSize, 1);
      if (gap > TAB_GAP * size) text = `${text.trimEnd()}\t`;
      else if (gap > SPACE_GAP * size && !/\s$/.test(text) && !/^\s/.test(item.text)) text += ' ';
    }
    text += item.text;
    previous = item;
  }
  const { text: content, bullet } = stripBullet(text.replace(/[ \u00a0]+/g, ' ').trim());
  if (content === '') return undefined;

  const letters = (items: RawTextItem[]) => items.reduce((sum, item) => sum + item.text.replace(/\s/g, '').length, 0);
  const bold = letters(row.filter((item) => item.bold)) * 2 > letters(row);
  const largest = row.reduce((max, item) => Math.max(max, item.fontSize), 0);
  const heading = !bullet && (bold || isAllCaps(content) || largest >= bodySize * HEADING_SIZE_RATIO);
  return { text: content, heading, bullet, page };
}

/** The font size of most of the page's characters. */
function medianFontSize(items: RawTextItem[]): number {
  const sizes = items.flatMap((item) => new Array<number>(item.text.length).fill(item.fontSize)).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}
