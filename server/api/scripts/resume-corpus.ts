/**
 * Renders every ground truth in test/fixtures/resumes into test/fixtures/resumes/generated/:
 * <id>.txt, <id>.pdfkit.pdf, <id>.pdf-lib.pdf (where the layout lists pdf-lib and the text fits its
 * WinAnsi standard fonts) and <id>.docx: `pnpm run resume-corpus`. The text and PDFs are byte-stable;
 * the .docx content is too, but its zip and core properties carry the time of writing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AlignmentType, BorderStyle, Document, LevelFormat, Packer, Paragraph, Tab, Table, TableCell, TableRow, TabStopType, TextRun, WidthType,
} from 'docx';
import PDFDocument from 'pdfkit';
import { PDFDocument as PdfLibDocument, StandardFonts } from 'pdf-lib';
import { GENERATED_RESUMES, loadResumeCorpus, type GroundTruth } from './resume-ground-truth';

/** One rendered line: left text, optional right-aligned text (dates, locations). */
interface Row {
  kind: 'name' | 'contact' | 'heading' | 'header' | 'text' | 'bullet';
  left: string;
  right?: string;
}
interface Rendered {
  /** Full width at the top. */
  top: Row[];
  /** The left column in two-column layouts; empty otherwise. */
  side: Row[];
  main: Row[];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function formatDate(iso: string | null, style: GroundTruth['layout']['dateStyle'], present: string): string {
  if (iso === null) return present;
  const year = iso.slice(0, 4);
  const month = Number(iso.slice(5, 7));
  const name = MONTHS[month - 1] ?? '';
  switch (style) {
    case 'mon': return `${name.slice(0, 3)} ${year}`;
    case 'month': return `${name} ${year}`;
    case 'numeric': return `${String(month).padStart(2, '0')}/${year}`;
    case 'year':
    case 'year-compact': return year;
    case 'mon-dot-to': return month === 5 ? `May ${year}` : `${month === 9 ? 'Sept' : name.slice(0, 3)}. ${year}`;
  }
}

function formatRange(start: string | null, end: string | null, layout: GroundTruth['layout']): string {
  const separator = { mon: ' – ', month: ' - ', numeric: ' - ', year: ' – ', 'year-compact': '-', 'mon-dot-to': ' to ' }[layout.dateStyle];
  const endText = formatDate(end, layout.dateStyle, layout.present);
  return start === null ? endText : `${formatDate(start, layout.dateStyle, layout.present)}${separator}${endText}`;
}

function careerRows(truth: GroundTruth): Row[] {
  const { layout } = truth;
  return truth.career.flatMap((job, index) => {
    const location = layout.locations[index] ?? '';
    const dates = layout.dateTexts?.[index] ?? formatRange(job.startDate, job.endDate, layout);
    const onHeader = layout.dateLine === 'right' ? dates : undefined;
    const header: Row[] = {
      at: [{ kind: 'header', left: `${job.position} at ${job.company}, ${location}`, right: onHeader }],
      comma: [{ kind: 'header', left: `${job.position}, ${job.company}, ${location}`, right: onHeader }],
      'company-dash': [{ kind: 'header', left: `${job.company}, ${location} — ${job.position}`, right: onHeader }],
      pipes: [{ kind: 'header', left: `${job.position} | ${job.company} | ${location}`, right: onHeader }],
      'title-then-company': [
        { kind: 'header', left: job.position, right: onHeader },
        { kind: 'text', left: job.company, right: location },
      ],
      'company-then-title': [
        { kind: 'header', left: job.company, right: location },
        { kind: 'text', left: job.position, right: onHeader },
      ],
    }[layout.entry] as Row[];
    const dateRow: Row[] = layout.dateLine === 'own' ? [{ kind: 'text', left: dates }] : [];
    const description: Row[] = job.description ? [{ kind: 'text', left: job.description }] : [];
    return [...header, ...dateRow, ...description, ...job.accomplishments.map((text): Row => ({ kind: 'bullet', left: text }))];
  });
}

function educationRows(truth: GroundTruth): Row[] {
  const { layout } = truth;
  return truth.education.flatMap((entry) => {
    const dates = formatRange(entry.startDate, entry.endDate, layout);
    const gpa: Row[] =
      entry.gpa === null ? [] : [{ kind: 'text', left: layout.gpaStyle === 'slash' ? `${entry.gpa.toFixed(1)}/4.0` : `GPA: ${entry.gpa}` }];
    const rows: Row[] =
      layout.educationStyle === 'degree-comma-institution'
        ? [{ kind: 'header', left: `${entry.degree}, ${entry.institution}`, right: dates }]
        : [{ kind: 'header', left: entry.institution, right: dates }, { kind: 'text', left: entry.degree }];
    return [...rows, ...gpa];
  });
}

function skillRows(truth: GroundTruth): Row[] {
  const { skills, layout } = truth;
  switch (layout.skillsStyle) {
    case 'comma': return [{ kind: 'text', left: skills.join(', ') }];
    case 'pipe': return [{ kind: 'text', left: skills.join(' | ') }];
    case 'bullets': return skills.map((skill): Row => ({ kind: 'bullet', left: skill }));
    case 'categories': {
      let next = 0;
      return (layout.skillGroups ?? []).map(([label, count]): Row => {
        const group = skills.slice(next, next + count);
        next += count;
        return { kind: 'text', left: `${label}: ${group.join(', ')}` };
      });
    }
  }
}

function render(truth: GroundTruth): Rendered {
  const { layout, contact } = truth;
  const heading = (text: string): Row => ({ kind: 'heading', left: layout.headingCase === 'upper' ? text.toUpperCase() : text });
  const details = [contact.email, contact.phone, ...contact.links].filter((value): value is string => value !== null);
  const top: Row[] = [{ kind: 'name', left: contact.name ?? '' }, { kind: 'contact', left: details.join(' | ') }];
  const summary: Row[] =
    layout.summary && layout.headings.summary ? [heading(layout.headings.summary), { kind: 'text', left: layout.summary }] : [];
  const experience = [heading(layout.headings.experience), ...careerRows(truth)];
  const education = [heading(layout.headings.education), ...educationRows(truth)];
  const skills = [heading(layout.headings.skills), ...skillRows(truth)];
  // The narrow side column has no room for right-aligned dates: they get a line of their own.
  const stacked = (rows: Row[]) => rows.flatMap((row): Row[] => (row.right ? [{ ...row, right: undefined }, { kind: 'text', left: row.right }] : [row]));
  return layout.columns === 2
    ? { top, side: stacked([...skills, ...education]), main: [...summary, ...experience] }
    : { top, side: [], main: [...summary, ...experience, ...education, ...skills] };
}

function toText({ top, side, main }: Rendered): string {
  const line = (row: Row) => (row.kind === 'bullet' ? `• ${row.left}` : row.right ? `${row.left}\t${row.right}` : row.left);
  return [...top, ...side, ...main].map(line).join('\n') + '\n';
}

const FONTS = '/usr/share/fonts/truetype/liberation';
const PAGE = { width: 595, height: 842, margin: 40, sideWidth: 150, gutter: 20 };

/** pdfkit, with embedded Liberation Sans (its built-in fonts cannot write 'Ł'); right-aligned text is written first. */
async function toPdfkit(rendered: Rendered, truth: GroundTruth): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A4', margin: PAGE.margin, info: { CreationDate: new Date(0), Producer: 'pdfkit' } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  document.registerFont('regular', join(FONTS, 'LiberationSans-Regular.ttf'));
  document.registerFont('bold', join(FONTS, 'LiberationSans-Bold.ttf'));
  const drawColumn = (rows: Row[], x: number, width: number, startY: number): number => {
    let y = startY;
    for (const row of rows) {
      const bold = row.kind === 'name' || (row.kind === 'heading' && truth.layout.headingBold) || row.kind === 'header';
      const size = row.kind === 'name' ? 18 : row.kind === 'heading' ? 12 : 9.5;
      if (row.kind === 'heading') y += 6;
      if (y > PAGE.height - PAGE.margin - 20) {
        document.addPage();
        y = PAGE.margin;
      }
      document.font(bold ? 'bold' : 'regular').fontSize(size);
      if (row.right) document.font('regular').text(row.right, x, y, { width, align: 'right', lineBreak: false });
      document.font(bold ? 'bold' : 'regular');
      const indent = row.kind === 'bullet' ? 10 : 0;
      if (row.kind === 'bullet') document.text('•', x, y, { lineBreak: false });
      const rightWidth = row.right ? document.font('regular').widthOfString(row.right) + 12 : 0;
      document.font(bold ? 'bold' : 'regular');
      document.text(row.left, x + indent, y, { width: width - indent - rightWidth });
      y = document.y + 2;
    }
    return y;
  };
  const contentWidth = PAGE.width - 2 * PAGE.margin;
  const afterTop = drawColumn(rendered.top, PAGE.margin, contentWidth, PAGE.margin);
  if (rendered.side.length > 0) {
    drawColumn(rendered.side, PAGE.margin, PAGE.sideWidth, afterTop + 8);
    document.switchToPage(0);
    const mainX = PAGE.margin + PAGE.sideWidth + PAGE.gutter;
    drawColumn(rendered.main, mainX, contentWidth - PAGE.sideWidth - PAGE.gutter, afterTop + 8);
  } else {
    drawColumn(rendered.main, PAGE.margin, contentWidth, afterTop + 8);
  }
  document.end();
  return done;
}

/** pdf-lib with its standard fonts; null when the text has characters outside WinAnsi. */
async function toPdfLib(rendered: Rendered, truth: GroundTruth): Promise<Uint8Array | null> {
  const document = await PdfLibDocument.create();
  document.setCreationDate(new Date(0));
  document.setModificationDate(new Date(0));
  document.setProducer('pdf-lib');
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  let page = document.addPage([PAGE.width, PAGE.height]);
  const wrap = (text: string, font: typeof regular, size: number, width: number) => {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    return [...lines, current];
  };
  const drawColumn = (rows: Row[], x: number, width: number, startY: number): number => {
    let y = startY;
    for (const row of rows) {
      const font = row.kind === 'name' || row.kind === 'header' || (row.kind === 'heading' && truth.layout.headingBold) ? bold : regular;
      const size = row.kind === 'name' ? 18 : row.kind === 'heading' ? 12 : 9.5;
      if (row.kind === 'heading') y -= 6;
      if (y < PAGE.margin + 20) {
        page = document.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      const rightWidth = row.right ? regular.widthOfTextAtSize(row.right, size) : 0;
      if (row.right) page.drawText(row.right, { x: x + width - rightWidth, y, size, font: regular });
      const indent = row.kind === 'bullet' ? 10 : 0;
      if (row.kind === 'bullet') page.drawText('•', { x, y, size, font: regular });
      for (const text of wrap(row.left, font, size, width - indent - (rightWidth ? rightWidth + 12 : 0))) {
        page.drawText(text, { x: x + indent, y, size, font });
        y -= size * 1.3;
      }
    }
    return y;
  };
  try {
    const contentWidth = PAGE.width - 2 * PAGE.margin;
    const afterTop = drawColumn(rendered.top, PAGE.margin, contentWidth, PAGE.height - PAGE.margin - 18) - 8;
    if (rendered.side.length > 0) {
      const firstPage = page;
      drawColumn(rendered.side, PAGE.margin, PAGE.sideWidth, afterTop);
      page = firstPage;
      drawColumn(rendered.main, PAGE.margin + PAGE.sideWidth + PAGE.gutter, contentWidth - PAGE.sideWidth - PAGE.gutter, afterTop);
    } else {
      drawColumn(rendered.main, PAGE.margin, contentWidth, afterTop);
    }
  } catch (error) {
    if (error instanceof Error && /cannot encode/i.test(error.message)) return null;
    throw error;
  }
  return document.save({ useObjectStreams: false });
}

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER, insideHorizontal: NO_BORDER, insideVertical: NO_BORDER };

/** docx: Word headings and bullet lists; dates after a right tab stop, or in a borderless table. */
async function toDocx(rendered: Rendered, truth: GroundTruth): Promise<Buffer> {
  const rightTab = [{ type: TabStopType.RIGHT, position: 9000 }];
  const blocks = [...rendered.top, ...rendered.side, ...rendered.main].map((row): Paragraph | Table => {
    const bold = row.kind === 'name' || row.kind === 'header' || (row.kind === 'heading' && truth.layout.headingBold);
    if (row.kind === 'heading') return new Paragraph({ heading: 'Heading2', children: [new TextRun({ text: row.left, bold })] });
    if (row.kind === 'bullet') return new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: [new TextRun(row.left)] });
    if (row.right && truth.layout.docxDateTable) {
      const cell = (text: string, alignment: (typeof AlignmentType)[keyof typeof AlignmentType], cellBold: boolean) =>
        new TableCell({ borders: NO_BORDERS, children: [new Paragraph({ alignment, children: [new TextRun({ text, bold: cellBold })] })] });
      return new Table({
        borders: NO_BORDERS,
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [new TableRow({ children: [cell(row.left, AlignmentType.LEFT, bold), cell(row.right, AlignmentType.RIGHT, false)] })],
      });
    }
    const children = [new TextRun({ text: row.left, bold, size: row.kind === 'name' ? 36 : undefined })];
    if (row.right) children.push(new TextRun({ children: [new Tab(), row.right] }));
    return new Paragraph({ tabStops: row.right ? rightTab : undefined, children });
  });
  const document = new Document({
    creator: 'CareerForge corpus',
    numbering: {
      config: [{ reference: 'bullets', levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT }] }],
    },
    sections: [{ children: blocks }],
  });
  return Packer.toBuffer(document);
}

/** Renders every form of every ground truth. */
async function main(): Promise<void> {
  mkdirSync(GENERATED_RESUMES, { recursive: true });
  const skipped: string[] = [];
  for (const { id, truth } of loadResumeCorpus()) {
    const rendered = render(truth);
    writeFileSync(join(GENERATED_RESUMES, `${id}.txt`), toText(rendered));
    if (truth.layout.producers.includes('pdfkit')) writeFileSync(join(GENERATED_RESUMES, `${id}.pdfkit.pdf`), await toPdfkit(rendered, truth));
    if (truth.layout.producers.includes('pdf-lib')) {
      const bytes = await toPdfLib(rendered, truth);
      if (bytes) writeFileSync(join(GENERATED_RESUMES, `${id}.pdf-lib.pdf`), bytes);
      else skipped.push(id);
    }
    writeFileSync(join(GENERATED_RESUMES, `${id}.docx`), await toDocx(rendered, truth));
  }
  console.log(`Wrote the corpus to ${GENERATED_RESUMES}${skipped.length ? `; pdf-lib skipped (not WinAnsi): ${skipped.join(', ')}` : ''}`);
}

await main();
