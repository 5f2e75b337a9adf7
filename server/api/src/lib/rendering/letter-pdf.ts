import type { LetterOutline } from './letter-outline';
import { loadFont } from './pdf/fonts';
import { PageFlow, Sheet, type Run } from './pdf/page-flow';
import { DocumentFont, writePdf } from './pdf/writer';
import type { RenderStyle } from './styles';

/** The letter on Letter or A4 pages: the sender's name and contact details, then the letter itself. */
export function renderLetterPdf(outline: LetterOutline, style: RenderStyle, page: { width: number; height: number }, lang: string): Buffer {
  const regular = new DocumentFont('F1', loadFont(style.family, 'regular'));
  const bold = new DocumentFont('F2', loadFont(style.family, 'bold'));
  const body: Run = { font: regular, size: style.size.body + 1, color: style.color.text };
  const sheet = new Sheet(page.width, page.height);
  const flow = new PageFlow(style, sheet, style.margin, page.width - style.margin);
  const paragraphGap = body.size * style.leading * 0.8;

  if (outline.name) flow.paragraph(outline.name, { font: bold, size: style.size.name, color: style.color.accent }, 'left', { role: 'H1' });
  if (outline.contact.length > 0) flow.paragraph(outline.contact.join(' | '), { font: regular, size: style.size.body, color: style.color.muted });
  flow.space(style.gap.section * 2);
  for (const paragraph of [outline.greeting, ...outline.paragraphs, outline.closing].filter(Boolean)) {
    flow.paragraph(paragraph, body);
    flow.space(paragraphGap);
  }
  if (outline.signature) flow.paragraph(outline.signature, { ...body, font: bold });
  const title = outline.name ? `${outline.name}: cover letter` : 'Cover letter';
  return writePdf(sheet.pages, [regular, bold], { title, lang, structure: sheet.structure }, page);
}
