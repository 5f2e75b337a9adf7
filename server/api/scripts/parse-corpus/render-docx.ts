/**
 * DOCX through the `docx` package, the way Word users build resumes: real list numbering for bullets,
 * right tab stops for right-aligned dates, a borderless two-cell table for a sidebar, tables for
 * table families, and Word's own header and footer for contact details set there.
 */
import {
  AlignmentType, BorderStyle, Document, Footer, Header, LevelFormat, Packer, Paragraph, Tab, Table, TableCell, TableRow,
  TabStopType, TextRun, WidthType,
} from 'docx';
import type { Block, ResumeLayout } from './layout';

const CONTENT_WIDTH = 9000; // twips: A4 less 1-inch margins, roughly
const BULLET_MARKERS = ['•', '-', '*', '▪'] as const;
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE };

/** Runs for text whose '\t' are Word tabs. */
const runs = (text: string, options: { bold?: boolean; size?: number } = {}) =>
  text.split('\t').map((part, index) => new TextRun({ ...options, children: index === 0 ? [part] : [new Tab(), part] }));

/** Counts numbered lists, so each entry's numbered bullets start again at 1. */
interface ListState {
  instance: number;
}

function blockParagraphs(block: Block, layout: ResumeLayout, width: number, lists: ListState): (Paragraph | Table)[] {
  const size = Math.round(layout.fontSize * 2);
  const after = Math.round(layout.spacing * 20);
  switch (block.kind) {
    case 'name': return [new Paragraph({ spacing: { after: 120 }, children: [new TextRun({ text: block.text, bold: true, size: size + 12 })] })];
    case 'line': return [new Paragraph({
      spacing: { after },
      tabStops: [{ type: TabStopType.LEFT, position: 2200 }, ...(block.right ? [{ type: TabStopType.RIGHT, position: width }] : [])],
      children: [...runs(block.text, { bold: block.bold ?? false, size }), ...(block.right ? [new TextRun({ size, children: [new Tab(), block.right] })] : [])],
    })];
    case 'heading': return [new Paragraph({
      spacing: { before: 200, after: 80 },
      ...(block.rule ? { border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '444444', space: 1 } } } : {}),
      children: [new TextRun({ text: block.icon ? `${block.icon} ${block.text}` : block.text, bold: layout.headingBold, size: size + 4 })],
    })];
    case 'bullet': {
      if (block.marker === '') return [new Paragraph({ indent: { left: 360 }, spacing: { after }, children: runs(block.text, { size }) })];
      if (/^\d+\.$/.test(block.marker)) {
        if (block.marker === '1.') lists.instance += 1;
        return [new Paragraph({ numbering: { reference: 'numbered', level: 0, instance: lists.instance }, spacing: { after }, children: runs(block.text, { size }) })];
      }
      const reference = `bullet-${BULLET_MARKERS.indexOf(block.marker as (typeof BULLET_MARKERS)[number])}`;
      return [new Paragraph({ numbering: { reference, level: 0 }, spacing: { after }, children: runs(block.text, { size }) })];
    }
    case 'table': return [new Table({
      width: { size: width, type: WidthType.DXA },
      columnWidths: [2000, width - 2000],
      borders: NO_BORDERS,
      rows: block.rows.map((row) => new TableRow({
        children: row.map((cell, index) => new TableCell({
          width: { size: index === 0 ? 2000 : width - 2000, type: WidthType.DXA },
          children: cell.split('\n').map((text) => new Paragraph({ children: runs(text, { size, bold: index === 1 && text === cell.split('\n')[0] }) })),
        })),
      })),
    })];
    case 'page-break': return [new Paragraph({ pageBreakBefore: true, children: [] })];
  }
}

export async function renderDocx(layout: ResumeLayout): Promise<Buffer> {
  const sidebarWidth = 2800;
  const mainWidth = layout.sidebar.length > 0 ? CONTENT_WIDTH - sidebarWidth : CONTENT_WIDTH;
  const lists: ListState = { instance: 0 };
  const [name, ...rest] = layout.main;
  const mainBlocks = rest.flatMap((block) => blockParagraphs(block, layout, mainWidth, lists));
  const cell = (children: (Paragraph | Table)[], width: number) => new TableCell({ width: { size: width, type: WidthType.DXA }, children: children.length > 0 ? children : [new Paragraph('')] });
  const sidebarCell = cell(layout.sidebar.flatMap((block) => blockParagraphs(block, layout, sidebarWidth, lists)), sidebarWidth);
  const body = layout.sidebar.length === 0 ? mainBlocks : [new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: layout.sidebarSide === 'left' ? [sidebarWidth, mainWidth] : [mainWidth, sidebarWidth],
    borders: NO_BORDERS,
    rows: [new TableRow({ children: layout.sidebarSide === 'left' ? [sidebarCell, cell(mainBlocks, mainWidth)] : [cell(mainBlocks, mainWidth), sidebarCell] })],
  })];
  const running = (lines: string[]) => lines.map((text) => new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text, size: 18 })] }));
  const document = new Document({
    creator: 'CareerForge parse corpus',
    numbering: {
      config: [
        ...BULLET_MARKERS.map((marker, index) => ({
          reference: `bullet-${index}`,
          levels: [{ level: 0, format: LevelFormat.BULLET, text: marker, alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } }],
        })),
        { reference: 'numbered', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } }] },
      ],
    },
    sections: [{
      ...(layout.header.length > 0 ? { headers: { default: new Header({ children: running(layout.header) }) } } : {}),
      ...(layout.footer.length > 0 ? { footers: { default: new Footer({ children: running(layout.footer) }) } } : {}),
      children: [...(name ? blockParagraphs(name, layout, CONTENT_WIDTH, lists) : []), ...body],
    }],
  });
  return Packer.toBuffer(document);
}
