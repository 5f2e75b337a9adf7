/**
 * PDF drawn with pdfkit directly, in Inter (which covers the accents) with Noto Emoji for heading
 * icons. Two-column families get real columns: the sidebar is drawn beside the main column on the
 * first page, not before it. Header and footer lines repeat on every page.
 */
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { Block, ResumeLayout } from './layout';

const fontFile = (path: string) => fileURLToPath(new URL(`../../node_modules/@expo-google-fonts/${path}`, import.meta.url));
const FONTS = {
  regular: fontFile('inter/400Regular/Inter_400Regular.ttf'),
  bold: fontFile('inter/700Bold/Inter_700Bold.ttf'),
  emoji: fontFile('noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
};

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const TOP = PAGE.margin + 14;
const BOTTOM = PAGE.height - PAGE.margin - 14;
const DATE_COLUMN = 130;

interface Column {
  x: number;
  width: number;
}

type Pdf = InstanceType<typeof PDFDocument>;

/** Draws blocks down a column from `y`, starting new pages as needed; returns where it stopped. */
function drawColumn(doc: Pdf, layout: ResumeLayout, blocks: Block[], column: Column, startY: number, newPage: () => void, size = layout.fontSize): number {
  let y = startY;
  const room = (height: number) => {
    if (y + height > BOTTOM) {
      newPage();
      y = TOP;
    }
  };
  const write = (text: string, x: number, width: number, options: { bold?: boolean; size?: number; align?: 'left' | 'right' } = {}) => {
    doc.font(options.bold ? FONTS.bold : FONTS.regular).fontSize(options.size ?? size);
    doc.text(text, x, y, { width, align: options.align ?? 'left', lineBreak: true });
    return doc.heightOfString(text, { width });
  };
  /** Tab-separated fields, each at an even share of the width (dates in front get a narrow first column). */
  const writeFields = (text: string, width: number, bold: boolean) => {
    const fields = text.split('\t');
    const starts = fields.length === 2 ? [0, DATE_COLUMN + 20] : fields.map((_, index) => (index * width) / fields.length);
    return Math.max(...fields.map((field, index) => {
      const start = starts[index] ?? 0;
      const end = starts[index + 1] ?? width;
      return write(field, column.x + start, end - start - 6, { bold });
    }));
  };
  for (const block of blocks) {
    switch (block.kind) {
      case 'name': {
        room(size * 2.4);
        y += write(block.text, column.x, column.width, { bold: true, size: size * 2 }) + 4;
        break;
      }
      case 'line': {
        doc.font(FONTS.regular).fontSize(size);
        const rightWidth = block.right ? doc.widthOfString(block.right) : 0;
        const width = column.width - (block.right ? rightWidth + 12 : 0);
        doc.font(block.bold ? FONTS.bold : FONTS.regular);
        room(doc.heightOfString(block.text, { width }));
        const height = block.text.includes('\t') ? writeFields(block.text, width, block.bold ?? false) : write(block.text, column.x, width, { bold: block.bold ?? false });
        if (block.right) write(block.right, column.x + column.width - rightWidth - 1, rightWidth + 1, { align: 'right' });
        y += height + layout.spacing;
        break;
      }
      case 'heading': {
        room(size * 4);
        y += 8;
        let x = column.x;
        if (block.icon) {
          doc.font(FONTS.emoji).fontSize(size + 3).text(block.icon, x, y, { lineBreak: false });
          x += doc.widthOfString(block.icon) + 5;
        }
        const height = write(block.text, x, column.width - (x - column.x), { bold: layout.headingBold, size: size + 3 });
        y += height + 2;
        if (block.rule) {
          doc.moveTo(column.x, y).lineTo(column.x + column.width, y).lineWidth(0.8).stroke('#444444');
          y += 4;
        }
        y += 2;
        break;
      }
      case 'bullet': {
        doc.font(FONTS.regular).fontSize(size);
        room(doc.heightOfString(block.text, { width: column.width - 18 }));
        if (block.marker) write(block.marker, column.x + 4, 14);
        y += write(block.text, column.x + 18, column.width - 18) + layout.spacing;
        break;
      }
      case 'table': {
        for (const row of block.rows) {
          const [dates = '', content = ''] = row;
          const lines = content.split('\n');
          doc.font(FONTS.regular).fontSize(size);
          room(doc.heightOfString(lines.slice(0, 2).join('\n'), { width: column.width - DATE_COLUMN }));
          write(dates, column.x, DATE_COLUMN - 8);
          lines.forEach((text, index) => {
            room(doc.heightOfString(text, { width: column.width - DATE_COLUMN }));
            y += write(text, column.x + DATE_COLUMN, column.width - DATE_COLUMN, { bold: index === 0 });
          });
          y += layout.spacing + 4;
        }
        break;
      }
      case 'page-break': {
        newPage();
        y = TOP;
        break;
      }
    }
  }
  return y;
}

export function renderPdf(layout: ResumeLayout): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, bufferPages: true, info: { Title: 'Resume', CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const full: Column = { x: PAGE.margin, width: PAGE.width - 2 * PAGE.margin };
  const sidebarWidth = 165;
  const hasSidebar = layout.sidebar.length > 0;
  const main: Column = !hasSidebar ? full
    : layout.sidebarSide === 'left' ? { x: PAGE.margin + sidebarWidth + 25, width: full.width - sidebarWidth - 25 }
      : { x: PAGE.margin, width: full.width - sidebarWidth - 25 };
  const sidebar: Column = { x: layout.sidebarSide === 'left' ? PAGE.margin : PAGE.margin + full.width - sidebarWidth, width: sidebarWidth };

  const [name, ...rest] = layout.main;
  const afterName = name ? drawColumn(doc, layout, [name], full, TOP, () => doc.addPage()) : TOP;
  drawColumn(doc, layout, rest, main, afterName, () => doc.addPage());
  if (hasSidebar) {
    doc.switchToPage(0);
    // A sidebar longer than the first page continues on the next one; it never needs a new page at the end.
    let page = 0;
    drawColumn(doc, layout, layout.sidebar, sidebar, afterName, () => {
      page += 1;
      if (page >= doc.bufferedPageRange().count) doc.addPage();
      else doc.switchToPage(page);
    }, layout.fontSize - 1.5);
  }
  const pages = doc.bufferedPageRange().count;
  for (let index = 0; index < pages; index += 1) {
    doc.switchToPage(index);
    doc.font(FONTS.regular).fontSize(8.5);
    layout.header.forEach((text, line) => doc.text(text, PAGE.margin, 22 + line * 11, { width: full.width, align: 'center', lineBreak: false }));
    layout.footer.forEach((text, line) => doc.text(text, PAGE.margin, PAGE.height - 40 + line * 11, { width: full.width, align: 'center', lineBreak: false }));
  }
  doc.end();
  return done;
}
