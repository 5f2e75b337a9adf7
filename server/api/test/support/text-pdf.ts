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
