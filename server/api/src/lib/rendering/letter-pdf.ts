import type { LetterOutline } from './letter-outline';
import { loadFont } from './pdf/fonts';
import { DocumentFont, PageContent, writePdf } from './pdf/writer';
import type { RenderStyle, Rgb } from './styles';

interface Run {
  font: DocumentFont;
  size: number;
  color: Rgb;
}

/**
 * Text top to bottom on pages of one size: greedy word wrapping by the font's advance widths, a new
 * page when the next line does not fit. It repeats the wrapping of PageFlow in pdf/render.ts (the
 * resume's flow, with columns and text beside text), which was being changed when this was written:
 * PageFlow belongs in pdf/page-flow.ts, used by both, and this class then goes.
 */
class LetterFlow {
  readonly pages: PageContent[] = [new PageContent()];
  private y: number;

  constructor(
    private readonly style: RenderStyle,
    private readonly page: { width: number; height: number },
  ) {
    this.y = style.margin;
  }

  private get width(): number {
    return this.page.width - 2 * this.style.margin;
  }

  space(points: number): void {
    if (this.y > this.style.margin) this.y += points;
  }

  paragraph(text: string, run: Run): void {
    const lineHeight = run.size * this.style.leading;
    for (const line of wrap(text, run, this.width)) {
      if (this.y + lineHeight > this.page.height - this.style.margin && this.y > this.style.margin) {
        this.pages.push(new PageContent());
        this.y = this.style.margin;
      }
      // PDF space starts at the bottom; the baseline sits a font size below the line's top.
      (this.pages.at(-1) as PageContent).text(run.font, run.size, this.style.margin, this.page.height - this.y - run.size, line, run.color);
      this.y += lineHeight;
    }
  }
}

/** Lines no wider than `width`; a word wider than a line is broken between characters. */
function wrap(text: string, run: Run, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (run.font.widthOf(candidate, run.size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const character of word) {
      if (line && run.font.widthOf(line + character, run.size) > width) {
        lines.push(line);
        line = '';
      }
      line += character;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The letter on Letter or A4 pages: the sender's name and contact details, then the letter itself. */
export function renderLetterPdf(outline: LetterOutline, style: RenderStyle, page: { width: number; height: number }): Buffer {
  const regular = new DocumentFont('F1', loadFont(style.family, 'regular'));
  const bold = new DocumentFont('F2', loadFont(style.family, 'bold'));
  const body: Run = { font: regular, size: style.size.body + 1, color: style.color.text };
  const flow = new LetterFlow(style, page);
  const paragraphGap = body.size * style.leading * 0.8;

  if (outline.name) flow.paragraph(outline.name, { font: bold, size: style.size.name, color: style.color.accent });
  if (outline.contact.length > 0) flow.paragraph(outline.contact.join(' | '), { font: regular, size: style.size.body, color: style.color.muted });
  flow.space(style.gap.section * 2);
  for (const paragraph of [outline.greeting, ...outline.paragraphs, outline.closing].filter(Boolean)) {
    flow.paragraph(paragraph, body);
    flow.space(paragraphGap);
  }
  if (outline.signature) flow.paragraph(outline.signature, { ...body, font: bold });
  return writePdf(flow.pages, [regular, bold], outline.name ? `${outline.name}: cover letter` : 'Cover letter', page);
}
