import PDFDocument from 'pdfkit';

/** A one-column PDF holding `lines` as text, one paragraph each: what a resume exported from a word processor reads as. */
export function pdfOf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument();
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    for (const line of lines) document.text(line);
    document.end();
  });
}

/** An A4 PDF with 50 pt margins, drawn by `draw` through pdfkit's own calls (fonts, positions, styles). */
export function renderPdfkit(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return ended;
}
