import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableBorders,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
  type IParagraphOptions,
  type IRunStylePropertiesOptions,
} from 'docx';
import { hasRightToLeft } from './pdf/bidi';
import { FONT_FAMILY_NAMES } from './pdf/fonts';
import { titleLine, type OutlineEntry, type OutlineSection, type ResumeOutline } from './outline';
import { headingText, hexColor, type RenderStyle } from './styles';
import type { TemplateLayout } from './templates';

/** A4 in twentieths of a point. */
const PAGE_WIDTH_TWIPS = 11906;
const PAGE_HEIGHT_TWIPS = 16838;
const BULLETS = 'resume-bullets';
/** Paragraph styles of the resume's own lines: a Word user restyles every entry title at once. */
const STYLE = { title: 'EntryTitle', subtitle: 'EntrySubtitle', dates: 'EntryDates', contact: 'ContactDetails' } as const;
/** Share of the text width the right-hand cell (dates, contact details) takes. */
const RIGHT_CELL_SHARE = 0.3;

const twips = (points: number) => Math.round(points * 20);
const halfPoints = (points: number) => Math.round(points * 2);

/**
 * A Word document with real structure: Heading 1 for the name, Heading 2 for sections, a bullet
 * list for accomplishments. Right-aligned dates sit in a borderless two-column table, as some
 * viewers (docx-preview) ignore right-aligned tab stops.
 */
export async function renderDocx(outline: ResumeOutline, style: RenderStyle, layout: TemplateLayout): Promise<Buffer> {
  const textWidth = PAGE_WIDTH_TWIPS - 2 * twips(style.margin);
  // A paragraph with right-to-left letters is a bidi paragraph, so Word orders and aligns it right to left.
  const paragraph = (text: string, options: IParagraphOptions = {}) =>
    hasRightToLeft(text)
      ? new Paragraph({ ...options, bidirectional: true, children: [new TextRun({ text, rightToLeft: true })] })
      : new Paragraph({ ...options, children: [new TextRun(text)] });

  const twoColumns = (left: Paragraph, right: Paragraph) => {
    const rightWidth = Math.round(textWidth * RIGHT_CELL_SHARE);
    return new Table({
      rows: [new TableRow({ children: [new TableCell({ children: [left] }), new TableCell({ children: [right] })] })],
      width: { size: textWidth, type: WidthType.DXA },
      columnWidths: [textWidth - rightWidth, rightWidth],
      layout: TableLayoutType.FIXED,
      margins: { left: 0, right: 0, top: 0, bottom: 0 },
      borders: TableBorders.NONE,
    });
  };

  const header: (Paragraph | Table)[] = [];
  const contact = outline.contact.join(' | ');
  if (layout.header === 'split') {
    header.push(twoColumns(paragraph(outline.name, { heading: 'Heading1' }), paragraph(contact, { style: STYLE.contact, alignment: AlignmentType.RIGHT })));
  } else {
    const alignment = layout.header === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT;
    if (outline.name) header.push(paragraph(outline.name, { heading: 'Heading1', alignment }));
    if (contact) header.push(paragraph(contact, { style: STYLE.contact, alignment }));
  }

  const entryBlocks = (entry: OutlineEntry, first: boolean): (Paragraph | Table)[] => {
    // The entry's first line carries the space above it.
    const spaced = first ? {} : { spacing: { before: twips(style.gap.entry) } };
    const title = layout.subtitle === 'same-line' ? titleLine(entry) : entry.title;
    const blocks: (Paragraph | Table)[] = [];
    if (layout.dates === 'above' && entry.dates) blocks.push(paragraph(entry.dates, { style: STYLE.dates, ...spaced }));
    const titleSpacing = layout.dates === 'above' ? {} : spaced;
    if (layout.dates === 'right' && entry.dates) {
      // Both cells' paragraphs carry the spacing, so title and dates stay on one baseline.
      blocks.push(
        twoColumns(
          paragraph(title, { style: STYLE.title, ...spaced }),
          paragraph(entry.dates, { style: STYLE.dates, alignment: AlignmentType.RIGHT, ...spaced }),
        ),
      );
    } else if (title) blocks.push(paragraph(title, { style: STYLE.title, ...titleSpacing }));
    if (layout.subtitle === 'next-line' && entry.subtitle) blocks.push(paragraph(entry.subtitle, { style: STYLE.subtitle }));
    if (layout.dates === 'below' && entry.dates) blocks.push(paragraph(entry.dates, { style: STYLE.dates }));
    blocks.push(...entry.details.map((detail) => paragraph(detail)));
    blocks.push(...entry.bullets.map((bullet) => paragraph(bullet, { numbering: { reference: BULLETS, level: 0 } })));
    return blocks;
  };

  const sectionBlocks = (section: OutlineSection): (Paragraph | Table)[] => [
    paragraph(headingText(style, section.heading), { heading: 'Heading2' }),
    ...(section.kind === 'skills'
      ? [paragraph(section.skills.join(', '))]
      : section.entries.flatMap((entry, index) => entryBlocks(entry, index === 0))),
  ];

  const font = FONT_FAMILY_NAMES[style.family];
  const accent = hexColor(style.color.accent);
  const muted = hexColor(style.color.muted);
  const lineStyle = (id: string, name: string, run: IRunStylePropertiesOptions, keepNext: boolean) => ({
    id,
    name,
    basedOn: 'Normal',
    next: 'Normal',
    quickFormat: true,
    run,
    paragraph: { keepNext },
  });
  const document = new Document({
    creator: 'CareerForge',
    title: outline.name,
    styles: {
      default: {
        document: {
          run: { font, size: halfPoints(style.size.body), color: hexColor(style.color.text) },
          paragraph: { spacing: { after: 0, line: Math.round(240 * style.leading) } },
        },
        heading1: {
          run: { font, bold: true, size: halfPoints(style.size.name), color: accent },
          paragraph: { spacing: { after: twips(2) } },
        },
        heading2: {
          run: { font, bold: true, size: halfPoints(style.size.heading), color: accent },
          paragraph: {
            keepNext: true,
            spacing: { before: twips(style.gap.section), after: twips(style.gap.heading) },
            ...(layout.headingRule ? { border: { bottom: { style: BorderStyle.SINGLE, size: 4, space: 1, color: muted } } } : {}),
          },
        },
      },
      paragraphStyles: [
        lineStyle(STYLE.title, 'Entry Title', { bold: true, size: halfPoints(style.size.title) }, true),
        lineStyle(STYLE.subtitle, 'Entry Subtitle', { size: halfPoints(style.size.title) }, true),
        lineStyle(STYLE.dates, 'Entry Dates', { color: muted }, true),
        lineStyle(STYLE.contact, 'Contact Details', { color: muted }, false),
      ],
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: twips(style.size.body * 1.4), hanging: twips(style.size.body * 1.1) } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: { width: PAGE_WIDTH_TWIPS, height: PAGE_HEIGHT_TWIPS }, margin: { top: twips(style.margin), bottom: twips(style.margin), left: twips(style.margin), right: twips(style.margin) } } },
        children: [...header, ...outline.sections.flatMap(sectionBlocks)],
      },
    ],
  });
  return Packer.toBuffer(document);
}
