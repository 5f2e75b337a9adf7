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
  type IRunOptions,
} from 'docx';
import { FONT_FAMILY_NAMES } from './pdf/fonts';
import { titleLine, type OutlineEntry, type OutlineSection, type ResumeOutline } from './outline';
import { headingText, hexColor, type RenderStyle } from './styles';
import type { TemplateLayout } from './templates';

/** A4 in twentieths of a point. */
const PAGE_WIDTH_TWIPS = 11906;
const BULLETS = 'resume-bullets';
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
  const muted = hexColor(style.color.muted);
  const run = (text: string, options: Omit<IRunOptions, 'text'> = {}) => new TextRun({ text, ...options });

  const twoColumns = (left: Paragraph, right: Paragraph) => {
    const rightWidth = Math.round(textWidth * RIGHT_CELL_SHARE);
    const cell = (paragraph: Paragraph, width: number) =>
      new TableCell({ children: [paragraph], width: { size: width, type: WidthType.DXA }, margins: { left: 0, right: 0, top: 0, bottom: 0 } });
    return new Table({
      rows: [new TableRow({ children: [cell(left, textWidth - rightWidth), cell(right, rightWidth)] })],
      width: { size: textWidth, type: WidthType.DXA },
      columnWidths: [textWidth - rightWidth, rightWidth],
      layout: TableLayoutType.FIXED,
      borders: TableBorders.NONE,
    });
  };

  const header: (Paragraph | Table)[] = [];
  const contact = outline.contact.join(' | ');
  if (layout.header === 'split') {
    header.push(
      twoColumns(
        new Paragraph({ heading: 'Heading1', children: [run(outline.name)] }),
        new Paragraph({ alignment: AlignmentType.RIGHT, children: [run(contact, { color: muted })] }),
      ),
    );
  } else {
    const alignment = layout.header === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT;
    if (outline.name) header.push(new Paragraph({ heading: 'Heading1', alignment, children: [run(outline.name)] }));
    if (contact) header.push(new Paragraph({ alignment, children: [run(contact, { color: muted })] }));
  }

  const entryBlocks = (entry: OutlineEntry, first: boolean): (Paragraph | Table)[] => {
    const spacing = { before: first ? 0 : twips(style.gap.entry) };
    const title = layout.subtitle === 'same-line' ? titleLine(entry) : entry.title;
    const titleRuns = [run(title, { bold: true, size: halfPoints(style.size.title) })];
    const datesRuns = [run(entry.dates, { color: muted })];
    const blocks: (Paragraph | Table)[] = [];
    if (layout.dates === 'above' && entry.dates) blocks.push(new Paragraph({ spacing, keepNext: true, children: datesRuns }));
    const titleSpacing = layout.dates === 'above' ? {} : spacing;
    if (layout.dates === 'right' && entry.dates) {
      // Both cells' paragraphs carry the spacing, so title and dates stay on one baseline.
      blocks.push(
        twoColumns(
          new Paragraph({ spacing, keepNext: true, children: titleRuns }),
          new Paragraph({ spacing, keepNext: true, alignment: AlignmentType.RIGHT, children: datesRuns }),
        ),
      );
    } else if (title) blocks.push(new Paragraph({ spacing: titleSpacing, keepNext: true, children: titleRuns }));
    if (layout.subtitle === 'next-line' && entry.subtitle) {
      blocks.push(new Paragraph({ keepNext: true, children: [run(entry.subtitle, { size: halfPoints(style.size.title) })] }));
    }
    if (layout.dates === 'below' && entry.dates) blocks.push(new Paragraph({ keepNext: true, children: datesRuns }));
    blocks.push(...entry.details.map((detail) => new Paragraph({ children: [run(detail)] })));
    blocks.push(...entry.bullets.map((bullet) => new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: [run(bullet)] })));
    return blocks;
  };

  const sectionBlocks = (section: OutlineSection): (Paragraph | Table)[] => [
    new Paragraph({ heading: 'Heading2', keepNext: true, children: [run(headingText(style, section.heading))] }),
    ...(section.kind === 'skills'
      ? [new Paragraph({ children: [run(section.skills.join(', '))] })]
      : section.entries.flatMap((entry, index) => entryBlocks(entry, index === 0))),
  ];

  const font = FONT_FAMILY_NAMES[style.family];
  const accent = hexColor(style.color.accent);
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
            spacing: { before: twips(style.gap.section), after: twips(style.gap.heading) },
            ...(layout.headingRule ? { border: { bottom: { style: BorderStyle.SINGLE, size: 4, space: 1, color: muted } } } : {}),
          },
        },
      },
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
        properties: { page: { size: { width: PAGE_WIDTH_TWIPS, height: 16838 }, margin: { top: twips(style.margin), bottom: twips(style.margin), left: twips(style.margin), right: twips(style.margin) } } },
        children: [...header, ...outline.sections.flatMap(sectionBlocks)],
      },
    ],
  });
  return Packer.toBuffer(document);
}
