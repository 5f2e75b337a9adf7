import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
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
  VerticalAlign,
  type IParagraphOptions,
  type IRunStylePropertiesOptions,
  type ParagraphChild,
} from 'docx';
import { hasRightToLeft } from './pdf/bidi';
import { FONT_FAMILY_NAMES } from './pdf/fonts';
import { labelledContact, titleLine, webAddress, type OutlineEntry, type OutlineSection, type ResumeOutline } from './outline';
import { accentColor, headingText, hexColor } from './styles';
import { sidebarLayout, splitSidebar, type PageOptions, type TemplateLayout } from './templates';

/** Space between the sidebar and the main column, in points. */
const COLUMN_GAP = 24;
const BULLETS = 'resume-bullets';
/** Paragraph styles of the resume's own lines: a Word user restyles every entry title at once. */
const STYLE = { title: 'EntryTitle', subtitle: 'EntrySubtitle', dates: 'EntryDates', contact: 'ContactDetails', headline: 'Headline' } as const;
/** Share of the text width the right-hand cell (dates, contact details) takes. */
const RIGHT_CELL_SHARE = 0.3;

const twips = (points: number) => Math.round(points * 20);
const halfPoints = (points: number) => Math.round(points * 2);

/**
 * A Word document with real structure: Heading 1 for the name, Heading 2 for sections, a bullet
 * list for accomplishments, links as real hyperlinks showing their address. Right-aligned dates sit
 * in a borderless two-column table, as some viewers (docx-preview) ignore right-aligned tab stops.
 * The sidebar layout is one borderless table row: the sidebar's cell, then the main column's, which
 * Word shows side by side and text extraction (mammoth) reads one after the other.
 */
export async function renderDocx(outline: ResumeOutline, { style, layout, page }: PageOptions): Promise<Buffer> {
  const textWidth = twips(page.width) - 2 * twips(style.margin);
  const accent = hexColor(accentColor(style, layout.accent));
  const muted = hexColor(style.color.muted);
  // A paragraph with right-to-left letters is a bidi paragraph, so Word orders and aligns it right to left.
  const paragraph = (text: string, options: IParagraphOptions = {}) =>
    hasRightToLeft(text)
      ? new Paragraph({ ...options, bidirectional: true, children: [new TextRun({ text, rightToLeft: true })] })
      : new Paragraph({ ...options, children: [new TextRun(text)] });

  const table = (cells: { children: (Paragraph | Table)[]; width: number; rightMargin?: number }[]) =>
    new Table({
      rows: [
        new TableRow({
          children: cells.map(
            (cell) =>
              new TableCell({
                // A cell holds at least one paragraph.
                children: cell.children.length > 0 ? cell.children : [new Paragraph({})],
                verticalAlign: VerticalAlign.TOP,
                ...(cell.rightMargin ? { margins: { right: cell.rightMargin } } : {}),
              }),
          ),
        }),
      ],
      width: { size: textWidth, type: WidthType.DXA },
      columnWidths: cells.map((cell) => cell.width),
      layout: TableLayoutType.FIXED,
      margins: { left: 0, right: 0, top: 0, bottom: 0 },
      borders: TableBorders.NONE,
    });
  const twoColumns = (left: Paragraph, right: Paragraph) => {
    const rightWidth = Math.round(textWidth * RIGHT_CELL_SHARE);
    return table([
      { children: [left], width: textWidth - rightWidth },
      { children: [right], width: rightWidth },
    ]);
  };

  const separator = () => new TextRun(layout.separator);
  const contactText = outline.contact.map((detail) => detail.text).join(layout.separator);
  /** The links, each a hyperlink whose text shows where it goes. */
  const linkRuns = (): ParagraphChild[] =>
    outline.links.flatMap((link, index) => {
      const href = webAddress(link.href);
      const run = new TextRun(link.text);
      return [...(index > 0 ? [separator()] : []), href ? new ExternalHyperlink({ link: href, children: [run] }) : run];
    });
  const contactParagraph = (children: ParagraphChild[], options: IParagraphOptions = {}) => new Paragraph({ ...options, style: STYLE.contact, children });

  const header: (Paragraph | Table)[] = [];
  const headline = (options: IParagraphOptions = {}) => paragraph(outline.headline, { ...options, style: STYLE.headline });
  if (layout.header === 'split') {
    header.push(twoColumns(paragraph(outline.name, { heading: 'Heading1' }), contactParagraph([new TextRun(contactText)], { alignment: AlignmentType.RIGHT })));
    if (outline.headline || outline.links.length > 0) header.push(twoColumns(headline(), contactParagraph(linkRuns(), { alignment: AlignmentType.RIGHT })));
  } else {
    const alignment = layout.header === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT;
    if (outline.name) header.push(paragraph(outline.name, { heading: 'Heading1', alignment }));
    if (outline.headline) header.push(headline({ alignment }));
    if (!layout.sidebar) {
      if (contactText) header.push(contactParagraph([new TextRun(contactText)], { alignment }));
      if (outline.links.length > 0) header.push(contactParagraph(linkRuns(), { alignment }));
    }
  }

  const entryBlocks = (entry: OutlineEntry, first: boolean, entryLayout: TemplateLayout, options: IParagraphOptions): (Paragraph | Table)[] => {
    // The entry's first line carries the space above it.
    const spaced = { ...options, ...(first ? {} : { spacing: { before: twips(style.gap.entry * layout.spacing) } }) };
    const title = entryLayout.subtitle === 'same-line' ? titleLine(entry) : entry.title;
    const blocks: (Paragraph | Table)[] = [];
    if (entryLayout.dates === 'above' && entry.dates) blocks.push(paragraph(entry.dates, { style: STYLE.dates, ...spaced }));
    const titleSpacing = entryLayout.dates === 'above' && entry.dates ? options : spaced;
    if (entryLayout.dates === 'right' && entry.dates) {
      // Both cells' paragraphs carry the spacing, so title and dates stay on one baseline.
      blocks.push(
        twoColumns(
          paragraph(title, { style: STYLE.title, ...spaced }),
          paragraph(entry.dates, { style: STYLE.dates, alignment: AlignmentType.RIGHT, ...spaced }),
        ),
      );
    } else if (title) blocks.push(paragraph(title, { style: STYLE.title, ...titleSpacing }));
    const subtitleSpacing = title || entryLayout.dates === 'above' ? options : spaced;
    if (entryLayout.dates === 'after-subtitle') {
      const parts = [
        ...(entry.subtitle ? [new TextRun(entry.subtitle)] : []),
        ...(entry.subtitle && entry.dates ? [new TextRun(' · ')] : []),
        ...(entry.dates ? [new TextRun({ text: entry.dates, color: muted })] : []),
      ];
      if (parts.length > 0) blocks.push(new Paragraph({ style: STYLE.subtitle, children: parts, ...subtitleSpacing }));
    } else {
      if (entryLayout.subtitle === 'next-line' && entry.subtitle) blocks.push(paragraph(entry.subtitle, { style: STYLE.subtitle, ...subtitleSpacing }));
      if (entryLayout.dates === 'below' && entry.dates) blocks.push(paragraph(entry.dates, { ...options, style: STYLE.dates }));
    }
    blocks.push(...entry.details.map((detail) => paragraph(detail, options)));
    blocks.push(...entry.bullets.map((bullet) => paragraph(bullet, { numbering: { reference: BULLETS, level: 0 } })));
    return blocks;
  };

  const heading = (text: string, options: IParagraphOptions = {}) => paragraph(headingText(style, text), { ...options, heading: 'Heading2' });
  const sectionBlocks = (section: OutlineSection, entryLayout: TemplateLayout, options: IParagraphOptions = {}): (Paragraph | Table)[] => {
    switch (section.kind) {
      case 'summary':
        return [heading(section.heading, options), ...section.paragraphs.map((text) => paragraph(text, options))];
      case 'skills':
        return [heading(section.heading, options), paragraph(section.skills.join(layout.skillSeparator), options)];
      default:
        return [heading(section.heading, options), ...section.entries.flatMap((entry, index) => entryBlocks(entry, index === 0, entryLayout, options))];
    }
  };

  const body: (Paragraph | Table)[] = [];
  if (layout.sidebar) {
    const columns = splitSidebar(outline.sections, layout);
    // Flush against the divider, as in the pdf; each contact detail under its label in bold.
    const right = { alignment: AlignmentType.RIGHT };
    const contact = labelledContact(outline).flatMap(({ label, value, href }) => {
      const link = href && webAddress(href);
      return [
        new Paragraph({ ...right, keepNext: true, children: [new TextRun({ text: label, bold: true })] }),
        contactParagraph([link ? new ExternalHyperlink({ link, children: [new TextRun(value)] }) : new TextRun(value)], right),
      ];
    });
    const sideWidth = Math.round(textWidth * layout.sidebar.share) + twips(COLUMN_GAP);
    body.push(
      table([
        {
          children: [
            ...(contact.length > 0 ? [heading('Contact', right), ...contact] : []),
            ...columns.sidebar.flatMap((section) => sectionBlocks(section, sidebarLayout(layout), right)),
          ],
          width: sideWidth,
          rightMargin: twips(COLUMN_GAP),
        },
        { children: columns.main.flatMap((section) => sectionBlocks(section, layout)), width: textWidth - sideWidth },
      ]),
    );
  } else body.push(...outline.sections.flatMap((section) => sectionBlocks(section, layout)));

  const font = FONT_FAMILY_NAMES[style.family];
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
            spacing: { before: twips(style.gap.section * layout.spacing), after: twips(style.gap.heading) },
            ...(layout.headingRule ? { border: { bottom: { style: BorderStyle.SINGLE, size: 4, space: 1, color: muted } } } : {}),
          },
        },
      },
      paragraphStyles: [
        lineStyle(STYLE.title, 'Entry Title', { bold: true, size: halfPoints(style.size.title) }, true),
        lineStyle(STYLE.subtitle, 'Entry Subtitle', { size: halfPoints(style.size.title) }, true),
        lineStyle(STYLE.dates, 'Entry Dates', { color: muted }, true),
        lineStyle(STYLE.contact, 'Contact Details', { color: muted }, false),
        lineStyle(STYLE.headline, 'Headline', { size: halfPoints(style.size.title), color: layout.accent ? accent : hexColor(style.color.text) }, false),
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
        properties: {
          page: {
            size: { width: twips(page.width), height: twips(page.height) },
            margin: { top: twips(style.margin), bottom: twips(style.margin), left: twips(style.margin), right: twips(style.margin) },
          },
        },
        children: [...header, ...body],
      },
    ],
  });
  return Packer.toBuffer(document);
}
