import { Document, Packer, Paragraph, Tab, TabStopType, TextRun } from 'docx';
import { closeDocumentWorkers, extractDocument } from '../src/lib/documents';
import { docxHtmlToLines } from '../src/lib/documents/docx-html';
import { parseResume } from '../src/lib/resume-parser';

afterAll(() => closeDocumentWorkers());

/** A paragraph whose '\t' are Word tabs, the way resumes line up a title, its company and its dates. */
const tabbed = (text: string, bold = false) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.LEFT, position: 3000 }, { type: TabStopType.RIGHT, position: 9000 }],
    children: text.split('\t').map((part, index) => new TextRun({ bold, children: index === 0 ? [part] : [new Tab(), part] })),
  });

function resumeWithTabbedEntries(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: 'Ana Ruiz', bold: true })] }),
          new Paragraph('ana.ruiz@example.com | +34 612 345 678'),
          new Paragraph({ children: [new TextRun({ text: 'Experience', bold: true })] }),
          tabbed('Data Analyst\tNorthwind Traders\tJan 2020 – Present', true),
          new Paragraph({ text: 'Built the weekly sales dashboards', bullet: { level: 0 } }),
          tabbed('Junior Analyst\tBlue Harbor Shipping\t2017 – 2019', true),
          new Paragraph({ text: 'Cleaned the customer records', bullet: { level: 0 } }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

describe('tabs in a .docx', () => {
  it('keeps a Word tab between the fields of a line, and spaces around it do not count', () => {
    const html = '<p><strong>Data Analyst \t  Northwind  Traders\t\tJan 2020 – Present</strong></p><p>\tIndented line</p><ul><li>\tLed the audit</li></ul>';
    expect(docxHtmlToLines(html).map(({ text, heading, bullet }) => ({ text, heading, bullet }))).toEqual([
      { text: 'Data Analyst\tNorthwind Traders\tJan 2020 – Present', heading: true, bullet: false },
      { text: 'Indented line', heading: false, bullet: false },
      { text: 'Led the audit', heading: false, bullet: true },
    ]);
  });

  it('reads the position and the company a tab separates, without a suffix word to tell the company by', async () => {
    const extracted = await extractDocument({ bytes: await resumeWithTabbedEntries(), filename: 'resume.docx' });
    const resume = parseResume(extracted.lines);
    expect(resume.career.map(({ position, company, startDate, endDate }) => ({ position, company, startDate, endDate }))).toEqual([
      { position: 'Data Analyst', company: 'Northwind Traders', startDate: '2020-01', endDate: null },
      { position: 'Junior Analyst', company: 'Blue Harbor Shipping', startDate: '2017', endDate: '2019' },
    ]);
  });
});
