import {
  AlignmentType, Document, Footer, Header, HeadingLevel, LevelFormat, Packer, PageNumber, Paragraph, Table, TableCell, TableRow, TextRun, WidthType,
} from 'docx';
import { PDFDocument as PdfLibDocument, StandardFonts } from 'pdf-lib';
import { closeDocumentWorkers, extractDocument, type DocumentLine } from '../src/lib/documents';
import { docxHtmlToLines } from '../src/lib/documents/docx-html';
import { pdfPagesToLines } from '../src/lib/documents/pdf-layout';
import type { RawTextItem } from '../src/lib/documents/worker-pool';
import { renderPdfkit } from './support/text-pdf';

afterAll(() => closeDocumentWorkers());

type ExpectedLine = [text: string, hints?: 'heading' | 'bullet'];

function simplified(lines: DocumentLine[]): ExpectedLine[] {
  return lines.map((line) => (line.heading ? [line.text, 'heading'] : line.bullet ? [line.text, 'bullet'] : [line.text]));
}

/** A job title with its dates right-aligned on the same line; pdfkit writes the dates first. */
function titleWithDates(doc: PDFKit.PDFDocument, x: number, width: number, title: string, dates: string): void {
  const y = doc.y;
  doc.font('Helvetica').fontSize(10).text(dates, x, y, { width, align: 'right' });
  doc.font('Helvetica-Bold').fontSize(10).text(title, x, y, { width });
}

function oneColumnResume(pages = 1): Promise<Buffer> {
  return renderPdfkit((doc) => {
    doc.font('Helvetica-Bold').fontSize(22).text('Jane Doe', 50, 50);
    doc.font('Helvetica').fontSize(10).text('jane@example.com | +1 555 0100 | Berlin, Germany');
    for (let page = 1; page <= pages; page += 1) {
      if (page > 1) doc.addPage();
      doc.moveDown();
      doc.font('Helvetica-Bold').fontSize(12).text('EXPERIENCE', 50);
      titleWithDates(doc, 50, 495, 'Senior Software Engineer, Acme GmbH', 'Jan 2020 – Present');
      doc.font('Helvetica').fontSize(10).text('• Led the migration of 40 services to Kubernetes.', 50);
      doc.text('• Cut p95 latency by 35% with query tuning.', 50);
      titleWithDates(doc, 50, 495, 'Software Engineer, Beta AG', 'Mar 2016 – Dec 2019');
      doc.font('Helvetica').fontSize(10).text('- Built the billing pipeline in TypeScript.', 50);
      doc.moveDown();
      doc.font('Helvetica-Bold').fontSize(12).text('Education', 50);
      doc.font('Helvetica').fontSize(10).text('BSc Computer Science, TU Berlin', 50);
    }
  });
}

function twoColumnResume(): Promise<Buffer> {
  return renderPdfkit((doc) => {
    doc.font('Helvetica-Bold').fontSize(22).text('Jane Doe', 50, 50);
    doc.font('Helvetica').fontSize(10).text('jane@example.com | +1 555 0100 | Berlin, Germany | github.com/janedoe', 50, 78);
    const top = 110;
    doc.font('Helvetica-Bold').fontSize(12).text('SKILLS', 50, top, { width: 150 });
    doc.font('Helvetica').fontSize(10);
    for (const skill of ['TypeScript', 'PostgreSQL', 'Kubernetes', 'Terraform']) doc.text(skill, 50, undefined, { width: 150 });
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(12).text('EDUCATION', 50, undefined, { width: 150 });
    doc.font('Helvetica').fontSize(10).text('BSc Computer Science', 50, undefined, { width: 150 });

    doc.font('Helvetica-Bold').fontSize(12).text('EXPERIENCE', 230, top, { width: 315 });
    titleWithDates(doc, 230, 315, 'Senior Engineer, Acme', '2020 – Present');
    doc.font('Helvetica').fontSize(10).text('• Led the platform team of six engineers.', 230, undefined, { width: 315 });
    doc.text('• Moved deployments to Kubernetes.', 230, undefined, { width: 315 });
    titleWithDates(doc, 230, 315, 'Engineer, Beta', '2016 – 2019');
    doc.font('Helvetica').fontSize(10).text('• Built the billing pipeline.', 230, undefined, { width: 315 });
  });
}

async function pdfLibDocument(): Promise<Buffer> {
  const pdf = await PdfLibDocument.create();
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText('John Smith', { x: 50, y: 780, size: 20, font: bold });
  page.drawText('Data engineer in Munich.', { x: 50, y: 755, size: 10, font: regular });
  page.drawText('Work History', { x: 50, y: 720, size: 12, font: bold });
  page.drawText('Data Engineer, Gamma', { x: 50, y: 700, size: 10, font: regular });
  page.drawText('2019 – 2024', { x: 480, y: 700, size: 10, font: regular });
  page.drawText('* Wrote Spark jobs over 2 TB a day.', { x: 50, y: 685, size: 10, font: regular });
  return Buffer.from(await pdf.save());
}

async function docxResume(pages = 1): Promise<Buffer> {
  const cell = (...paragraphs: Paragraph[]) => new TableCell({ children: paragraphs, width: { size: 4500, type: WidthType.DXA } });
  const section = () => [
    new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_2 }),
    new Table({
      rows: [
        new TableRow({ children: [cell(new Paragraph('Acme GmbH')), cell(new Paragraph({ text: 'Jan 2020 – Present', alignment: AlignmentType.RIGHT }))] }),
        new TableRow({ children: [cell(new Paragraph('Berlin'), new Paragraph('Remote')), cell(new Paragraph('Full time'))] }),
      ],
    }),
    new Paragraph({ children: [new TextRun({ text: 'Senior Software Engineer', bold: true })] }),
    new Paragraph({ text: 'Led the migration to Kubernetes & Terraform.', numbering: { reference: 'bullets', level: 0 } }),
    new Paragraph({ text: 'Cut costs by 30% <in a year>.', numbering: { reference: 'bullets', level: 0 } }),
    new Paragraph('Worked with a team of 6 engineers.'),
  ];
  const document = new Document({
    numbering: {
      config: [{ reference: 'bullets', levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT }] }],
    },
    sections: Array.from({ length: pages }, (_, index) => ({
      children: [...(index === 0 ? [new Paragraph({ text: 'Jane Doe', heading: HeadingLevel.HEADING_1 }), new Paragraph('jane@example.com')] : []), ...section()],
    })),
  });
  return Packer.toBuffer(document);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

describe('extractDocument: PDF', () => {
  it('reads a one-column pdfkit resume in order, dates after titles, bold titles as headings, bullets stripped', async () => {
    const result = await extractDocument({ bytes: await oneColumnResume(), filename: 'resume.PDF' });
    expect(result.format).toBe('pdf');
    expect(result.pages).toBe(1);
    expect(simplified(result.lines)).toEqual([
      ['Jane Doe', 'heading'],
      ['jane@example.com | +1 555 0100 | Berlin, Germany'],
      ['EXPERIENCE', 'heading'],
      ['Senior Software Engineer, Acme GmbH\tJan 2020 – Present', 'heading'],
      ['Led the migration of 40 services to Kubernetes.', 'bullet'],
      ['Cut p95 latency by 35% with query tuning.', 'bullet'],
      ['Software Engineer, Beta AG\tMar 2016 – Dec 2019', 'heading'],
      ['Built the billing pipeline in TypeScript.', 'bullet'],
      ['Education', 'heading'],
      ['BSc Computer Science, TU Berlin'],
    ]);
    expect(result.text.split('\n')).toHaveLength(result.lines.length);
    expect(result.lines.every((line) => line.page === 1)).toBe(true);
  });

  it('reads a two-column resume column by column, the header first', async () => {
    const result = await extractDocument({ bytes: await twoColumnResume(), filename: 'resume.pdf' });
    expect(simplified(result.lines)).toEqual([
      ['Jane Doe', 'heading'],
      ['jane@example.com | +1 555 0100 | Berlin, Germany | github.com/janedoe'],
      ['SKILLS', 'heading'],
      ['TypeScript'],
      ['PostgreSQL'],
      ['Kubernetes'],
      ['Terraform'],
      ['EDUCATION', 'heading'],
      ['BSc Computer Science'],
      ['EXPERIENCE', 'heading'],
      ['Senior Engineer, Acme\t2020 – Present', 'heading'],
      ['Led the platform team of six engineers.', 'bullet'],
      ['Moved deployments to Kubernetes.', 'bullet'],
      ['Engineer, Beta\t2016 – 2019', 'heading'],
      ['Built the billing pipeline.', 'bullet'],
    ]);
  });

  it('reads a pdf-lib document and numbers pages', async () => {
    const result = await extractDocument({ bytes: await pdfLibDocument(), filename: 'cv.pdf' });
    expect(simplified(result.lines)).toEqual([
      ['John Smith', 'heading'],
      ['Data engineer in Munich.'],
      ['Work History', 'heading'],
      ['Data Engineer, Gamma\t2019 – 2024'],
      ['Wrote Spark jobs over 2 TB a day.', 'bullet'],
    ]);

    const twoPages = await extractDocument({ bytes: await oneColumnResume(2), filename: 'two.pdf' });
    expect(twoPages.pages).toBe(2);
    expect(twoPages.lines.filter((line) => line.text === 'EXPERIENCE').map((line) => line.page)).toEqual([1, 2]);
  });
});

/** Two pages, each with a running header (the name), a contact footer and a page number. */
function resumeWithRunningHeaderAndFooter(): Promise<Buffer> {
  return renderPdfkit((doc) => {
    for (const pageNumber of [1, 2]) {
      if (pageNumber > 1) doc.addPage();
      doc.font('Helvetica').fontSize(9).text('Jane Doe – Senior Software Engineer', 50, 25, { lineBreak: false });
      // Text in the bottom margin would otherwise start a new page.
      doc.page.margins.bottom = 0;
      doc.font('Helvetica').fontSize(9).text('jane@example.com | +1 555 0100', 50, 800, { lineBreak: false });
      doc.text(`Page ${pageNumber} of 2`, 480, 800, { lineBreak: false });
      doc.text(`- ${pageNumber} -`, 290, 815, { lineBreak: false });
      doc.page.margins.bottom = 50;
      doc.font('Helvetica-Bold').fontSize(12).text(pageNumber === 1 ? 'EXPERIENCE' : 'EDUCATION', 50, 100);
      doc.font('Helvetica').fontSize(10).text(pageNumber === 1 ? 'Senior Software Engineer at Acme since 2020.' : 'BSc Computer Science, TU Berlin, 2015.', 50);
    }
  });
}

describe('extractDocument: PDF running headers and footers', () => {
  it('keeps a repeated header once at the top and a repeated contact footer once at the end, and drops page numbers', async () => {
    const result = await extractDocument({ bytes: await resumeWithRunningHeaderAndFooter(), filename: 'resume.pdf' });
    expect(result.pages).toBe(2);
    expect(result.lines.map((line) => [line.text, line.page])).toEqual([
      ['Jane Doe – Senior Software Engineer', 1],
      ['EXPERIENCE', 1],
      ['Senior Software Engineer at Acme since 2020.', 1],
      ['EDUCATION', 2],
      ['BSc Computer Science, TU Berlin, 2015.', 2],
      ['jane@example.com | +1 555 0100', 1],
    ]);
  });

  it('keeps a one-page footer with contact details, without its page number', async () => {
    const bytes = await renderPdfkit((doc) => {
      doc.font('Helvetica-Bold').fontSize(20).text('Jane Doe', 50, 60);
      doc.font('Helvetica').fontSize(10).text('Engineer with ten years of platform work.', 50);
      doc.page.margins.bottom = 0;
      doc.fontSize(9).text('jane@example.com · Page 1 of 1', 50, 800, { lineBreak: false });
      doc.text('1', 290, 815, { lineBreak: false });
    });
    const result = await extractDocument({ bytes, filename: 'resume.pdf' });
    expect(result.lines.map((line) => line.text)).toEqual(['Jane Doe', 'Engineer with ten years of platform work.', 'jane@example.com']);
  });

  it('keeps lines near the edges that differ from page to page, such as dates', () => {
    const item = (text: string, y: number): RawTextItem => ({ text, x: 50, y, width: text.length * 5, fontSize: 10, bold: false });
    const page = (top: string, body: string) => ({ width: 595, height: 842, items: [item(top, 800), item(body, 400), item('2', 20)] });
    const lines = pdfPagesToLines([page('2019 – 2021 Acme', 'first page'), page('2016 – 2019 Beta', 'second page')]);
    expect(lines.map((line) => line.text)).toEqual(['2019 – 2021 Acme', 'first page', '2016 – 2019 Beta', 'second page']);
  });
});

describe('extractDocument: DOCX', () => {
  it('reads headings, bold-only paragraphs, list bullets and tables', async () => {
    const result = await extractDocument({ bytes: await docxResume(), filename: 'resume.docx' });
    expect(result.format).toBe('docx');
    expect(simplified(result.lines)).toEqual([
      ['Jane Doe', 'heading'],
      ['jane@example.com'],
      ['Experience', 'heading'],
      ['Acme GmbH\tJan 2020 – Present'],
      ['Berlin'],
      ['Remote'],
      ['Full time'],
      ['Senior Software Engineer', 'heading'],
      ['Led the migration to Kubernetes & Terraform.', 'bullet'],
      ['Cut costs by 30% <in a year>.', 'bullet'],
      ['Worked with a team of 6 engineers.'],
    ]);
  });
});

/** Contact details only in the headers (a first-page one and the default one) and the footer. */
function docxWithContactInHeaderAndFooter(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        properties: { titlePage: true },
        headers: {
          first: new Header({
            children: [
              new Paragraph({ children: [new TextRun({ text: 'Jane Doe', bold: true })] }),
              new Paragraph('jane@example.com | +1 555 0100'),
            ],
          }),
          default: new Header({ children: [new Paragraph('Jane Doe')] }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                children: [new TextRun('Berlin, Germany · '), new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] })],
              }),
              new Paragraph({ children: [new TextRun({ children: [PageNumber.CURRENT] })] }),
            ],
          }),
        },
        children: [
          new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_2 }),
          new Paragraph('Senior Software Engineer, Acme GmbH'),
          new Paragraph('Contact: jane@example.com | +1 555 0100'),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

describe('extractDocument: DOCX headers and footers', () => {
  it('reads the first-page header at the top and the footer at the end, each line once, without page numbers', async () => {
    const result = await extractDocument({ bytes: await docxWithContactInHeaderAndFooter(), filename: 'resume.docx' });
    expect(simplified(result.lines)).toEqual([
      ['Jane Doe', 'heading'],
      ['jane@example.com | +1 555 0100'],
      ['Experience', 'heading'],
      ['Senior Software Engineer, Acme GmbH'],
      ['Contact: jane@example.com | +1 555 0100'],
      ['Berlin, Germany'],
    ]);
  });

  it('leaves out header lines the body already holds', async () => {
    const document = new Document({
      sections: [
        {
          headers: { default: new Header({ children: [new Paragraph('Jane Doe'), new Paragraph('+1 555 0100')] }) },
          children: [new Paragraph({ text: 'Jane Doe', heading: HeadingLevel.HEADING_1 }), new Paragraph('Engineer')],
        },
      ],
    });
    const result = await extractDocument({ bytes: await Packer.toBuffer(document), filename: 'resume.docx' });
    expect(result.lines.map((line) => line.text)).toEqual(['+1 555 0100', 'Jane Doe', 'Engineer']);
  });
});

describe('extraction time', () => {
  it('is logged for a two-page PDF and DOCX (warm medians)', async () => {
    const pdf = await oneColumnResume(2);
    const docx = await docxResume(2);
    const timings = { pdf: [] as number[], docx: [] as number[] };
    for (let round = 0; round < 11; round += 1) {
      let started = performance.now();
      await extractDocument({ bytes: pdf, filename: 'resume.pdf' });
      timings.pdf.push(performance.now() - started);
      started = performance.now();
      await extractDocument({ bytes: docx, filename: 'resume.docx' });
      timings.docx.push(performance.now() - started);
    }
    const pdfMedian = median(timings.pdf.slice(1));
    const docxMedian = median(timings.docx.slice(1));
    console.log(`document extraction, warm median of 10: 2-page PDF ${pdfMedian.toFixed(1)} ms, 2-page DOCX ${docxMedian.toFixed(1)} ms`);
    expect(pdfMedian).toBeLessThan(500);
    expect(docxMedian).toBeLessThan(500);
  });
});

describe('layout of positioned PDF text', () => {
  const item = (text: string, x: number, y: number, fontSize = 10, bold = false): RawTextItem => ({
    text,
    x,
    y,
    width: text.length * fontSize * 0.5,
    fontSize,
    bold,
  });

  it('joins words on one baseline, tabs across wide gaps, and marks larger text as a heading', () => {
    const lines = pdfPagesToLines([
      {
        width: 595,
        height: 842,
        items: [item('2019', 480, 700.4), item('Data', 50, 700), item('Engineer', 72, 700), item('Summary', 50, 720, 14), item('Body text here', 50, 680)],
      },
    ]);
    expect(simplified(lines)).toEqual([['Summary', 'heading'], ['Data Engineer\t2019'], ['Body text here']]);
  });

  it('ignores items at absurd or non-finite coordinates instead of allocating for them', () => {
    const lines = pdfPagesToLines([
      {
        width: 595,
        height: 842,
        items: [item('far', 1e12, 700), item('nowhere', Number.NaN, 690), ...['a', 'b', 'c', 'd'].map((text, index) => item(`line ${text}`, 50, 600 - index * 12))],
      },
    ]);
    expect(lines.map((line) => line.text)).toEqual(['far', 'line a', 'line b', 'line c', 'line d']);
  });

  it('reads a sidebar narrower than a fifth of the text apart from the main column', () => {
    const sidebar = ['SKILLS', 'TypeScript', 'PostgreSQL', 'Kubernetes', 'Terraform', 'Go'];
    const main = ['EXPERIENCE', 'Led the platform team of six engineers.', 'Moved deployments to Kubernetes.', 'Built the billing pipeline.', 'Cut costs by a third.'];
    // The text spans 50–547 pt: the sidebar (to 110 pt) is a little under a fifth of it.
    const widest: RawTextItem = { text: 'Mentored two engineers who now lead teams of their own.', x: 230, y: 700 - main.length * 14, width: 317, fontSize: 10, bold: false };
    const lines = pdfPagesToLines([
      {
        width: 595,
        height: 842,
        items: [
          ...sidebar.map((text, index) => item(text, 50, 700 - index * 14, 10, index === 0)),
          ...main.map((text, index) => item(text, 230, 700 - index * 14, 10, index === 0)),
          widest,
        ],
      },
    ]);
    expect(lines.map((line) => line.text)).toEqual([...sidebar, ...main, widest.text]);
  });

  it('reads a table of bold labels and dates beside the entries row by row, not as a sidebar', () => {
    const lines = pdfPagesToLines([
      {
        width: 595,
        height: 842,
        items: [
          item('Experience', 50, 700, 10, true),
          item('2020 – Present', 50, 680),
          item('Senior Engineer, Acme', 200, 680),
          item('Led the platform team of six engineers.', 200, 666),
          item('2016 – 2019', 50, 640),
          item('Engineer, Beta', 200, 640),
          item('Built the billing pipeline in TypeScript.', 200, 626),
          item('Education', 50, 600, 10, true),
          item('2012 – 2016', 50, 580),
          item('BSc Computer Science, TU Berlin', 200, 580),
          item('Skills', 50, 560, 10, true),
          item('TypeScript, PostgreSQL, Kubernetes', 200, 560),
        ],
      },
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      'Experience',
      '2020 – Present\tSenior Engineer, Acme',
      'Led the platform team of six engineers.',
      '2016 – 2019\tEngineer, Beta',
      'Built the billing pipeline in TypeScript.',
      'Education',
      '2012 – 2016\tBSc Computer Science, TU Berlin',
      'Skills\tTypeScript, PostgreSQL, Kubernetes',
    ]);
  });
});

describe('mammoth HTML to lines', () => {
  it('decodes entities, splits at line breaks, flattens nested lists and reads typed bullets', () => {
    const html =
      '<p>R&amp;D &lt;Lead&gt; &#8211; caf&#xE9;</p><p>Berlin<br />Remote</p>' +
      '<ul><li>Outer<ul><li>Inner</li></ul></li></ul><p>• Typed bullet</p><p><strong>Skills</strong></p><h3>Projects</h3>';
    expect(simplified(docxHtmlToLines(html))).toEqual([
      ['R&D <Lead> – café'],
      ['Berlin'],
      ['Remote'],
      ['Outer', 'bullet'],
      ['Inner', 'bullet'],
      ['Typed bullet', 'bullet'],
      ['Skills', 'heading'],
      ['Projects', 'heading'],
    ]);
  });
});
