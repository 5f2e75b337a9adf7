import { Document, Packer, Paragraph, TextRun } from 'docx';
import type { LetterOutline } from './letter-outline';
import { FONT_FAMILY_NAMES } from './pdf/fonts';
import { hexColor, type RenderStyle } from './styles';

const twips = (points: number) => Math.round(points * 20);
const halfPoints = (points: number) => Math.round(points * 2);

/**
 * The letter as a Word document: the name as Heading 1, the contact details under it, then one
 * paragraph per part of the letter, in the style's font (named, not embedded) and colours.
 */
export async function renderLetterDocx(outline: LetterOutline, style: RenderStyle, page: { width: number; height: number }): Promise<Buffer> {
  const font = FONT_FAMILY_NAMES[style.family];
  const bodySize = style.size.body + 1;
  const gap = { spacing: { after: twips(bodySize * style.leading * 0.8) } };
  const paragraph = (text: string, options: { bold?: boolean; color?: string } = {}) =>
    new Paragraph({ ...gap, children: [new TextRun({ text, ...options })] });

  const header: Paragraph[] = [];
  if (outline.name) header.push(new Paragraph({ heading: 'Heading1', children: [new TextRun(outline.name)] }));
  if (outline.contact.length > 0) {
    header.push(new Paragraph({ spacing: { after: twips(style.gap.section * 2) }, children: [new TextRun({ text: outline.contact.join(' | '), color: hexColor(style.color.muted), size: halfPoints(style.size.body) })] }));
  }
  const letter = [outline.greeting, ...outline.paragraphs, outline.closing].filter(Boolean).map((text) => paragraph(text));
  const signature = outline.signature ? [paragraph(outline.signature, { bold: true })] : [];

  const document = new Document({
    creator: 'CareerForge',
    title: outline.name ? `${outline.name}: cover letter` : 'Cover letter',
    styles: {
      default: {
        document: {
          run: { font, size: halfPoints(bodySize), color: hexColor(style.color.text) },
          paragraph: { spacing: { after: 0, line: Math.round(240 * style.leading) } },
        },
        heading1: {
          run: { font, bold: true, size: halfPoints(style.size.name), color: hexColor(style.color.accent) },
          paragraph: { spacing: { after: twips(2) } },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: twips(page.width), height: twips(page.height) },
            margin: { top: twips(style.margin), bottom: twips(style.margin), left: twips(style.margin), right: twips(style.margin) },
          },
        },
        children: [...header, ...letter, ...signature],
      },
    ],
  });
  return Packer.toBuffer(document);
}
