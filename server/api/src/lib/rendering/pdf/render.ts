import { labelledContact, titleLine, type OutlineEntry, type OutlineSection, type ResumeOutline } from '../outline';
import { accentColor, headingText, type RenderStyle, type Rgb } from '../styles';
import { sidebarLayout, splitSidebar, type PageOptions, type TemplateLayout } from '../templates';
import { loadFont } from './fonts';
import { DocumentFont, PageContent, writePdf } from './writer';

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
/**
 * Space between the sidebar and the main column, in points: well over the width text extractors
 * read as a column gutter, so the columns are read one after the other, never row by row.
 */
const COLUMN_GAP = 24;

/** The document's pages, shared by the flows that write on them (a sidebar and its main column). */
class Sheet {
  readonly pages: PageContent[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  page(index: number): PageContent {
    while (this.pages.length <= index) this.pages.push(new PageContent());
    return this.pages[index] as PageContent;
  }
}

/**
 * Lays text out top to bottom in one column of the sheet's pages: greedy word wrapping with advance
 * widths from the font's own metrics (no OpenType shaping: no ligatures or kerning, which also
 * keeps the text layer exactly the characters written), a new page when the next block does not fit.
 */
class PageFlow {
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
    const y = this.sheet.height - this.y;
    this.sheet.page(this.pageIndex).line(this.left, y, this.right, y, 0.6, color);
  }

  /** Draws on the current line, whose height is set by its largest text (`rowSize`). */
  private draw(text: string, run: Run, x: number, rowSize = run.size): void {
    // Baseline: the text centred in its line box, the cap height sitting above the baseline.
    const baseline = this.y + (this.lineHeight(rowSize) - rowSize) / 2 + rowSize * 0.8;
    this.sheet.page(this.pageIndex).text(run.font, run.size, x, this.sheet.height - baseline, text, run.color);
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

type Runs = Record<'name' | 'headline' | 'heading' | 'title' | 'subtitle' | 'dates' | 'body' | 'contact' | 'label', Run>;

/** Draws the outline on Letter or A4 pages: one column, or a sidebar (written first) beside the main column. */
export function renderPdf(outline: ResumeOutline, { style, layout, page }: PageOptions): Buffer {
  const regular = new DocumentFont('F1', loadFont(style.family, 'regular'));
  const bold = new DocumentFont('F2', loadFont(style.family, 'bold'));
  const accent = accentColor(style, layout.accent);
  const runs: Runs = {
    name: { font: bold, size: style.size.name, color: accent },
    headline: { font: regular, size: style.size.title, color: layout.accent ? accent : style.color.text },
    heading: { font: bold, size: style.size.heading, color: accent },
    title: { font: bold, size: style.size.title, color: style.color.text },
    subtitle: { font: regular, size: style.size.title, color: style.color.text },
    dates: { font: regular, size: style.size.body, color: style.color.muted },
    body: { font: regular, size: style.size.body, color: style.color.text },
    contact: { font: regular, size: style.size.body, color: style.color.muted },
    label: { font: bold, size: style.size.body, color: style.color.text },
  };
  const sheet = new Sheet(page.width, page.height);
  sheet.page(0);
  const flow = new PageFlow(style, sheet, style.margin, page.width - style.margin);
  const draw: Drawing = { style, layout, runs, align: 'left' };

  if (layout.sidebar) {
    if (outline.name) flow.paragraph(outline.name, runs.name);
    if (outline.headline) flow.paragraph(outline.headline, runs.headline);
    const sideWidth = flow.width * layout.sidebar.share;
    const side = flow.column(flow.leftEdge, flow.leftEdge + sideWidth);
    const main = flow.column(flow.leftEdge + sideWidth + COLUMN_GAP, flow.leftEdge + flow.width);
    const columns = splitSidebar(outline.sections, layout);
    const sideDraw: Drawing = { ...draw, layout: sidebarLayout(layout), align: 'right' };
    const contact = labelledContact(outline);
    if (contact.length > 0) {
      drawHeading(side, 'Contact', sideDraw);
      for (const { label, value } of contact) {
        side.paragraph(label, runs.label, 'right');
        side.paragraph(value, fittedRun(runs.contact, value, side.width), 'right');
      }
    }
    for (const section of columns.sidebar) {
      drawHeading(side, section.heading, sideDraw);
      drawSection(side, section, sideDraw);
    }
    for (const section of columns.main) {
      drawHeading(main, section.heading, draw);
      drawSection(main, section, draw);
    }
  } else {
    drawHeader(flow, outline, layout, runs);
    for (const section of outline.sections) {
      drawHeading(flow, section.heading, draw);
      drawSection(flow, section, draw);
    }
  }
  return writePdf(sheet.pages, [regular, bold], outline.name, page);
}

/** Smallest size an address is set at to stay on one line of a narrow column; a longer one wraps. */
const MIN_FITTED_SIZE = 7;

/** The run at a size at which the text fits the width: an email or web address broken over two lines would no longer be read as one. */
function fittedRun(run: Run, text: string, width: number): Run {
  const natural = run.font.widthOf(text, run.size);
  return natural <= width ? run : { ...run, size: Math.max(MIN_FITTED_SIZE, (run.size * width) / natural) };
}

interface Drawing {
  style: RenderStyle;
  layout: TemplateLayout;
  runs: Runs;
  align: 'left' | 'right';
}

/** Name, headline, contact details and links; no line for a part that is missing. */
function drawHeader(flow: PageFlow, outline: ResumeOutline, layout: TemplateLayout, runs: Runs): void {
  const details = [...outline.contact.map((detail) => detail.text), ...outline.links.map((link) => link.text)];
  if (layout.header === 'split') {
    // Name and headline on the left; the contact details and links right-aligned beside them, as
    // many to a line as fit, and on lines of their own below when the left side is done.
    const width = (text: string) => runs.contact.font.widthOf(text, runs.contact.size);
    let next = 0;
    const takeLine = (room: number) => {
      let line = '';
      for (; next < details.length; next += 1) {
        const candidate = line ? `${line}${layout.separator}${details[next]}` : (details[next] ?? '');
        if (width(candidate) > room) break;
        line = candidate;
      }
      return line;
    };
    for (const { text, run } of [
      { text: outline.name, run: runs.name },
      { text: outline.headline, run: runs.headline },
    ]) {
      if (!text) continue;
      const room = flow.width - run.font.widthOf(text, run.size) - BESIDE_GAP * Math.max(run.size, runs.contact.size);
      flow.leftAndRight(text, run, takeLine(room), runs.contact);
    }
    // A detail wider than the whole line is drawn alone, wrapped.
    while (next < details.length) flow.paragraph(takeLine(flow.width) || (details[next++] ?? ''), runs.contact, 'right');
    return;
  }
  const align = layout.header === 'center' ? 'center' : 'left';
  const contact = outline.contact.map((detail) => detail.text).join(layout.separator);
  const links = outline.links.map((link) => link.text).join(layout.separator);
  if (outline.name) flow.paragraph(outline.name, runs.name, align);
  if (outline.headline) flow.paragraph(outline.headline, runs.headline, align);
  if (contact) flow.paragraph(contact, runs.contact, align);
  if (links) flow.paragraph(links, runs.contact, align);
}

function drawHeading(flow: PageFlow, heading: string, { style, layout, runs, align }: Drawing): void {
  flow.space(style.gap.section * layout.spacing);
  // Keep a heading with the first line under it.
  flow.ensure(flow.lineHeight(style.size.heading) + style.gap.heading + flow.lineHeight(style.size.title) * 2);
  flow.paragraph(headingText(style, heading), runs.heading, align);
  if (layout.headingRule) {
    flow.space(2);
    flow.rule(style.color.muted);
  }
  flow.space(style.gap.heading);
}

function drawSection(flow: PageFlow, section: OutlineSection, drawing: Drawing): void {
  const { style, layout, runs, align } = drawing;
  if (section.kind === 'summary') {
    for (const paragraph of section.paragraphs) flow.paragraph(paragraph, runs.body, align);
    return;
  }
  if (section.kind === 'skills') {
    flow.paragraph(section.skills.join(layout.skillSeparator), runs.body, align);
    return;
  }
  section.entries.forEach((entry, index) => {
    if (index > 0) flow.space(style.gap.entry * layout.spacing);
    flow.ensure(flow.lineHeight(style.size.title) * 3);
    drawEntryHeader(flow, entry, drawing);
    for (const detail of entry.details) flow.paragraph(detail, runs.body, align);
    for (const bullet of entry.bullets) flow.bullet(bullet, runs.body);
  });
}

function drawEntryHeader(flow: PageFlow, entry: OutlineEntry, { layout, runs, align }: Drawing): void {
  const title = layout.subtitle === 'same-line' ? titleLine(entry) : entry.title;
  const subtitle = layout.subtitle === 'next-line' ? entry.subtitle : '';
  if (layout.dates === 'above' && entry.dates) flow.paragraph(entry.dates, runs.dates, align);
  if (layout.dates === 'right' && (title || entry.dates)) flow.leftAndRight(title, runs.title, entry.dates, runs.dates);
  else if (title) flow.paragraph(title, runs.title, align);
  if (layout.dates === 'after-subtitle') {
    const line = [subtitle, entry.dates].filter(Boolean).join(' · ');
    if (line) flow.paragraph(line, runs.subtitle, align);
    return;
  }
  if (subtitle) flow.paragraph(subtitle, runs.subtitle, align);
  if (layout.dates === 'below' && entry.dates) flow.paragraph(entry.dates, runs.dates, align);
}
