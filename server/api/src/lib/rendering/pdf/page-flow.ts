import type { RenderStyle, Rgb } from '../styles';
import { type StructureElement, StructureTree, type StructureType } from './structure';
import { type DocumentFont, PageContent } from './writer';

export interface Run {
  font: DocumentFont;
  size: number;
  color: Rgb;
}

const BULLET = '•';
/**
 * Least space between a text and the text right-aligned beside it, in font sizes: text
 * extractors read a gap wider than about 1.5 font sizes as a column break (a tab), not a space.
 */
export const BESIDE_GAP = 2;

/** The document's pages, shared by the flows that write on them (a sidebar and its main column); it starts with one page. */
export class Sheet {
  readonly pages: PageContent[] = [new PageContent()];
  /** What the flows draw, in reading order: a sidebar's elements before the main column's. */
  readonly structure = new StructureTree();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  page(index: number): PageContent {
    while (this.pages.length <= index) this.pages.push(new PageContent());
    return this.pages[index] as PageContent;
  }
}

/** What a paragraph is to a screen reader: a heading of some level, or body text ('P'). */
export type TextRole = Extract<StructureType, 'H1' | 'H2' | 'H3' | 'P'>;

/**
 * Lays text out top to bottom in one column of the sheet's pages: greedy word wrapping with advance
 * widths from the font's own metrics (no OpenType shaping: no ligatures or kerning, which also
 * keeps the text layer exactly the characters written), a new page when the next block does not fit.
 * Every text it draws is tagged with its role in the sheet's structure tree: paragraphs and
 * headings by their `role`, bullets as list items; `begin`/`end` group them (a section, an entry,
 * a list). Rules are artifacts.
 */
export class PageFlow {
  private pageIndex: number;
  private y: number;
  private readonly bottom: number;

  constructor(
    private readonly style: RenderStyle,
    private readonly sheet: Sheet,
    private readonly left: number,
    private readonly right: number,
    start = { pageIndex: 0, y: style.margin },
  ) {
    this.bottom = sheet.height - style.margin;
    this.pageIndex = start.pageIndex;
    this.y = start.y;
  }

  /** A flow between `left` and `right` on the same pages, starting where this one is now. */
  column(left: number, right: number): PageFlow {
    return new PageFlow(this.style, this.sheet, left, right, { pageIndex: this.pageIndex, y: this.y });
  }

  get leftEdge(): number {
    return this.left;
  }

  get width(): number {
    return this.right - this.left;
  }

  /** Groups what is drawn next under a structure element (a section, an entry, a list) until `end`. */
  begin(type: Extract<StructureType, 'Sect' | 'Div' | 'L'>): void {
    this.sheet.structure.begin(type);
  }

  end(): void {
    this.sheet.structure.end();
  }

  lineHeight(size: number): number {
    return size * this.style.leading;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.y + height > this.bottom && this.y > this.style.margin) this.newPage();
  }

  space(points: number): void {
    if (this.y > this.style.margin) this.y += points;
  }

  /** Wrapped text, left-aligned, centred or right-aligned: one element of its role (a paragraph by default). */
  paragraph(text: string, run: Run, align: 'left' | 'center' | 'right' = 'left', { role = 'P' }: { role?: TextRole } = {}): void {
    const lines = wrap(text, run, this.width);
    if (lines.length === 0) return;
    const element = this.sheet.structure.add(role);
    for (const line of lines) {
      this.ensure(this.lineHeight(run.size));
      this.draw(line, run, this.alignedX(line, run, align), element);
      this.y += this.lineHeight(run.size);
    }
  }

  /** Whether both texts fit on one line with the gap that keeps them apart. */
  fitsBeside(leftText: string, leftRun: Run, rightText: string, rightRun: Run): boolean {
    const gap = BESIDE_GAP * Math.max(leftRun.size, rightRun.size);
    return leftRun.font.widthOf(leftText, leftRun.size) + gap + rightRun.font.widthOf(rightText, rightRun.size) <= this.width;
  }

  /**
   * Text wrapped left with another text right-aligned on its first line (a title and its dates),
   * each its own element (the left one first, as it is read).
   */
  leftAndRight(
    leftText: string,
    leftRun: Run,
    rightText: string,
    rightRun: Run,
    { leftRole = 'P', rightRole = 'P' }: { leftRole?: TextRole; rightRole?: TextRole } = {},
  ): void {
    const rowSize = Math.max(leftRun.size, rightRun.size);
    const rightWidth = rightText ? rightRun.font.widthOf(rightText, rightRun.size) : 0;
    const rightX = this.right - rightWidth;
    const wrapped = wrap(leftText, leftRun, this.width - (rightText ? rightWidth + BESIDE_GAP * rowSize : 0));
    const leftElement = wrapped.length > 0 ? this.sheet.structure.add(leftRole) : undefined;
    const rightElement = rightText ? this.sheet.structure.add(rightRole) : undefined;
    // Dates without a title still get their line.
    const lines = wrapped.length > 0 ? wrapped : [''];
    lines.forEach((line, index) => {
      this.ensure(this.lineHeight(rowSize));
      // One baseline for both texts, so extraction reads them as one line.
      if (leftElement) this.draw(line, leftRun, this.left, leftElement, rowSize);
      if (index === 0 && rightElement) this.draw(rightText, rightRun, rightX, rightElement, rowSize);
      this.y += this.lineHeight(rowSize);
    });
  }

  /** A list item (inside a list: `begin('L')`): the bullet as its label, the wrapped text as its body. */
  bullet(text: string, run: Run): void {
    const indent = run.size * 1.1;
    const lines = wrap(text, run, this.width - indent);
    if (lines.length === 0) return;
    const { structure } = this.sheet;
    structure.begin('LI');
    const label = structure.add('Lbl');
    const body = structure.add('LBody');
    structure.end();
    lines.forEach((line, index) => {
      this.ensure(this.lineHeight(run.size));
      if (index === 0) this.draw(BULLET, run, this.left + run.size * 0.2, label);
      this.draw(line, run, this.left + indent, body);
      this.y += this.lineHeight(run.size);
    });
  }

  rule(color: Rgb): void {
    const y = this.sheet.height - this.y;
    this.sheet.page(this.pageIndex).line(this.left, y, this.right, y, 0.6, color);
  }

  /** Draws on the current line, whose height is set by its largest text (`rowSize`). */
  private draw(text: string, run: Run, x: number, element: StructureElement, rowSize = run.size): void {
    // Baseline: the text centred in its line box, the cap height sitting above the baseline.
    const baseline = this.y + (this.lineHeight(rowSize) - rowSize) / 2 + rowSize * 0.8;
    this.sheet.page(this.pageIndex).text(run.font, run.size, x, this.sheet.height - baseline, text, run.color, element);
  }

  private alignedX(line: string, run: Run, align: 'left' | 'center' | 'right'): number {
    if (align === 'left') return this.left;
    const width = run.font.widthOf(line, run.size);
    return align === 'center' ? this.left + (this.width - width) / 2 : this.right - width;
  }

  private newPage(): void {
    this.pageIndex += 1;
    this.y = this.style.margin;
  }
}

/** Greedy word wrap; a word wider than the line (a pasted URL, a hostile string) is broken by characters. */
export function wrap(text: string, run: Run, width: number): string[] {
  const lines: string[] = [];
  const spaceWidth = run.font.widthOf(' ', run.size);
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(' ')) {
    const wordWidth = run.font.widthOf(word, run.size);
    if (line && lineWidth + spaceWidth + wordWidth <= width) {
      line += ` ${word}`;
      lineWidth += spaceWidth + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    if (wordWidth <= width) {
      line = word;
      lineWidth = wordWidth;
      continue;
    }
    line = '';
    lineWidth = 0;
    for (const character of word) {
      const characterWidth = run.font.widthOf(character, run.size);
      if (line && lineWidth + characterWidth > width) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      line += character;
      lineWidth += characterWidth;
    }
  }
  if (line) lines.push(line);
  return lines;
}

