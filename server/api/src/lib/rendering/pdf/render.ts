import { titleLine, type OutlineEntry, type OutlineSection, type ResumeOutline } from '../outline';
import { headingText, type RenderStyle, type Rgb } from '../styles';
import type { TemplateLayout } from '../templates';
import { loadFont } from './fonts';
import { DocumentFont, PAGE_HEIGHT, PAGE_WIDTH, PageContent, writePdf } from './writer';

interface Run {
  font: DocumentFont;
  size: number;
  color: Rgb;
}

const BULLET = '•';
/**
 * Least space between a text and the text right-aligned beside it, in font sizes: text
 * extractors read a gap wider than about 1.5 font sizes as a column break (a tab), not a space.
 */
const BESIDE_GAP = 2;
const CONTACT_SEPARATOR = ' | ';

/**
 * Lays the outline out top to bottom on A4 pages: greedy word wrapping with advance widths from
 * the font's own metrics (no OpenType shaping: no ligatures or kerning, which also keeps the text
 * layer exactly the characters written), a new page when the next block does not fit.
 */
class PageFlow {
  readonly pages: PageContent[] = [];
  private page!: PageContent;
  private y = 0;
  private readonly left: number;
  private readonly right: number;
  private readonly bottom: number;

  constructor(private readonly style: RenderStyle) {
    this.left = style.margin;
    this.right = PAGE_WIDTH - style.margin;
    this.bottom = PAGE_HEIGHT - style.margin;
    this.newPage();
  }

  get width(): number {
    return this.right - this.left;
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

  /** Wrapped text, left-aligned, centred or right-aligned. */
  paragraph(text: string, run: Run, align: 'left' | 'center' | 'right' = 'left'): void {
    for (const line of wrap(text, run, this.width)) {
      this.ensure(this.lineHeight(run.size));
      this.draw(line, run, this.alignedX(line, run, align));
      this.y += this.lineHeight(run.size);
    }
  }

  /** Whether both texts fit on one line with the gap that keeps them apart. */
  fitsBeside(leftText: string, leftRun: Run, rightText: string, rightRun: Run): boolean {
    const gap = BESIDE_GAP * Math.max(leftRun.size, rightRun.size);
    return leftRun.font.widthOf(leftText, leftRun.size) + gap + rightRun.font.widthOf(rightText, rightRun.size) <= this.width;
  }

  /** Text wrapped left with another text right-aligned on its first line (a title and its dates). */
  leftAndRight(leftText: string, leftRun: Run, rightText: string, rightRun: Run): void {
    const rowSize = Math.max(leftRun.size, rightRun.size);
    const rightWidth = rightText ? rightRun.font.widthOf(rightText, rightRun.size) : 0;
    const rightX = this.right - rightWidth;
    const wrapped = wrap(leftText, leftRun, this.width - (rightText ? rightWidth + BESIDE_GAP * rowSize : 0));
    // Dates without a title still get their line.
    const lines = wrapped.length > 0 ? wrapped : [''];
    lines.forEach((line, index) => {
      this.ensure(this.lineHeight(rowSize));
      // One baseline for both texts, so extraction reads them as one line.
      if (index === 0 && rightText) this.draw(rightText, rightRun, rightX, rowSize);
      this.draw(line, leftRun, this.left, rowSize);
      this.y += this.lineHeight(rowSize);
    });
  }

  bullet(text: string, run: Run): void {
    const indent = run.size * 1.1;
    const lines = wrap(text, run, this.width - indent);
    lines.forEach((line, index) => {
      this.ensure(this.lineHeight(run.size));
      if (index === 0) this.draw(BULLET, run, this.left + run.size * 0.2);
      this.draw(line, run, this.left + indent);
      this.y += this.lineHeight(run.size);
    });
  }

  rule(color: Rgb): void {
    const y = PAGE_HEIGHT - this.y;
    this.page.line(this.left, y, this.right, y, 0.6, color);
  }

  /** Draws on the current line, whose height is set by its largest text (`rowSize`). */
  private draw(text: string, run: Run, x: number, rowSize = run.size): void {
    // Baseline: the text centred in its line box, the cap height sitting above the baseline.
    const baseline = this.y + (this.lineHeight(rowSize) - rowSize) / 2 + rowSize * 0.8;
    this.page.text(run.font, run.size, x, PAGE_HEIGHT - baseline, text, run.color);
  }

  private alignedX(line: string, run: Run, align: 'left' | 'center' | 'right'): number {
    if (align === 'left') return this.left;
    const width = run.font.widthOf(line, run.size);
    return align === 'center' ? this.left + (this.width - width) / 2 : this.right - width;
  }

  private newPage(): void {
    this.page = new PageContent();
    this.pages.push(this.page);
    this.y = this.style.margin;
  }
}

/** Greedy word wrap; a word wider than the line (a pasted URL, a hostile string) is broken by characters. */
function wrap(text: string, run: Run, width: number): string[] {
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

export function renderPdf(outline: ResumeOutline, style: RenderStyle, layout: TemplateLayout): Buffer {
  const regular = new DocumentFont('F1', loadFont(style.family, 'regular'));
  const bold = new DocumentFont('F2', loadFont(style.family, 'bold'));
  const runs = {
    name: { font: bold, size: style.size.name, color: style.color.accent },
    heading: { font: bold, size: style.size.heading, color: style.color.accent },
    title: { font: bold, size: style.size.title, color: style.color.text },
    subtitle: { font: regular, size: style.size.title, color: style.color.text },
    dates: { font: regular, size: style.size.body, color: style.color.muted },
    body: { font: regular, size: style.size.body, color: style.color.text },
    contact: { font: regular, size: style.size.body, color: style.color.muted },
  } satisfies Record<string, Run>;
  const flow = new PageFlow(style);

  const contact = outline.contact.join(CONTACT_SEPARATOR);
  if (layout.header === 'split' && flow.fitsBeside(outline.name, runs.name, contact, runs.contact)) {
    flow.leftAndRight(outline.name, runs.name, contact, runs.contact);
  } else {
    // A split header whose name is too long for the line keeps its contact details on the right, below.
    const nameAlign = layout.header === 'center' ? 'center' : 'left';
    const contactAlign = layout.header === 'split' ? 'right' : nameAlign;
    if (outline.name) flow.paragraph(outline.name, runs.name, nameAlign);
    if (contact) flow.paragraph(contact, runs.contact, contactAlign);
  }

  for (const section of outline.sections) {
    flow.space(style.gap.section);
    // Keep a heading with the first line under it.
    flow.ensure(flow.lineHeight(style.size.heading) + style.gap.heading + flow.lineHeight(style.size.title) * 2);
    flow.paragraph(headingText(style, section.heading), runs.heading);
    if (layout.headingRule) {
      flow.space(2);
      flow.rule(style.color.muted);
    }
    flow.space(style.gap.heading);
    drawSection(flow, section, layout, style, runs);
  }
  return writePdf(flow.pages, [regular, bold], outline.name);
}

function drawSection(
  flow: PageFlow,
  section: OutlineSection,
  layout: TemplateLayout,
  style: RenderStyle,
  runs: Record<'title' | 'subtitle' | 'dates' | 'body', Run>,
): void {
  if (section.kind === 'skills') {
    flow.paragraph(section.skills.join(', '), runs.body);
    return;
  }
  section.entries.forEach((entry, index) => {
    if (index > 0) flow.space(style.gap.entry);
    flow.ensure(flow.lineHeight(style.size.title) * 3);
    drawEntryHeader(flow, entry, layout, runs);
    for (const detail of entry.details) flow.paragraph(detail, runs.body);
    for (const bullet of entry.bullets) flow.bullet(bullet, runs.body);
  });
}

function drawEntryHeader(flow: PageFlow, entry: OutlineEntry, layout: TemplateLayout, runs: Record<'title' | 'subtitle' | 'dates', Run>): void {
  const title = layout.subtitle === 'same-line' ? titleLine(entry) : entry.title;
  const subtitle = layout.subtitle === 'next-line' ? entry.subtitle : '';
  if (layout.dates === 'above' && entry.dates) flow.paragraph(entry.dates, runs.dates);
  if (layout.dates === 'right') flow.leftAndRight(title, runs.title, entry.dates, runs.dates);
  else if (title) flow.paragraph(title, runs.title);
  if (subtitle) flow.paragraph(subtitle, runs.subtitle);
  if (layout.dates === 'below' && entry.dates) flow.paragraph(entry.dates, runs.dates);
}
