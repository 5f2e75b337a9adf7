/**
 * PDFs written object by object, for the structures pdfkit and pdf-lib do not produce on demand:
 * object streams with a cross-reference stream, incremental updates, broken cross-references,
 * encryption dictionaries, Type3 fonts.
 */
import { deflateSync } from 'node:zlib';

/** An object's body: a dictionary or other object, or a stream (its dictionary without /Length). */
export type PdfObjectBody = string | { dictionary: string; data: Buffer | string; deflate?: boolean };

const asBuffer = (data: Buffer | string) => (typeof data === 'string' ? Buffer.from(data, 'latin1') : data);

function serialize(num: number, body: PdfObjectBody): Buffer {
  if (typeof body === 'string') return Buffer.from(`${num} 0 obj\n${body}\nendobj\n`, 'latin1');
  const data = body.deflate ? deflateSync(asBuffer(body.data)) : asBuffer(body.data);
  const filter = body.deflate ? ' /Filter /FlateDecode' : '';
  const dictionary = body.dictionary.replace(/>>\s*$/, `/Length ${data.length}${filter} >>`);
  return Buffer.concat([Buffer.from(`${num} 0 obj\n${dictionary}\nstream\n`, 'latin1'), data, Buffer.from('\nendstream\nendobj\n', 'latin1')]);
}

/** Objects 1..n with a classic cross-reference table; `trailer` is the trailer's extra entries. */
export function pdfWithTable(objects: PdfObjectBody[], trailer = '/Root 1 0 R'): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const bytes = serialize(index + 1, body);
    parts.push(bytes);
    length += bytes.length;
  });
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/**
 * Objects 1..n where the dictionaries listed in `compressed` sit in one object stream, indexed by
 * a cross-reference stream with PNG 'Up' prediction, as PDF 1.5 writers (pdf-lib, Word, Acrobat) save.
 */
export function pdfWithObjectStream(objects: PdfObjectBody[], compressed: number[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  let length = parts[0]!.length;
  const objectStreamNum = objects.length + 1;
  const xrefNum = objects.length + 2;
  const rows: [type: number, field2: number, field3: number][] = [[0, 0, 65535]];
  const inStream = compressed.map((num, index) => {
    const body = objects[num - 1];
    if (typeof body !== 'string') throw new Error('only dictionaries go into an object stream');
    rows[num] = [2, objectStreamNum, index];
    return body;
  });
  objects.forEach((body, index) => {
    if (compressed.includes(index + 1)) return;
    rows[index + 1] = [1, length, 0];
    const bytes = serialize(index + 1, body);
    parts.push(bytes);
    length += bytes.length;
  });
  let header = '';
  let content = '';
  compressed.forEach((num, index) => {
    header += `${num} ${content.length} `;
    content += `${inStream[index]}\n`;
  });
  rows[objectStreamNum] = [1, length, 0];
  const objectStream = serialize(objectStreamNum, { dictionary: `<< /Type /ObjStm /N ${compressed.length} /First ${header.length} >>`, data: header + content, deflate: true });
  parts.push(objectStream);
  length += objectStream.length;
  rows[xrefNum] = [1, length, 0];
  // Rows of 1 + 4 + 2 bytes, each preceded by PNG filter byte 2 (Up): the difference to the row above.
  const raw = rows.map(([type, field2, field3]) => [type, (field2 >>> 24) & 0xff, (field2 >>> 16) & 0xff, (field2 >>> 8) & 0xff, field2 & 0xff, (field3 >> 8) & 0xff, field3 & 0xff]);
  const predicted = raw.flatMap((row, index) => [2, ...row.map((byte, column) => (byte - (raw[index - 1]?.[column] ?? 0)) & 0xff)]);
  parts.push(serialize(xrefNum, {
    dictionary: `<< /Type /XRef /Size ${xrefNum + 1} /W [1 4 2] /Root 1 0 R /DecodeParms << /Predictor 12 /Columns 7 >> >>`,
    data: Buffer.from(predicted),
    deflate: true,
  }));
  parts.push(Buffer.from(`startxref\n${length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** An incremental update: `objects` replace (or add) objects by number, after the original file. */
export function withIncrementalUpdate(original: Buffer, objects: Record<number, PdfObjectBody>, size: number, root: string): Buffer {
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(original.toString('latin1'))?.[1]);
  const parts: Buffer[] = [original];
  let length = original.length;
  const rows: string[] = [];
  for (const [num, body] of Object.entries(objects)) {
    rows.push(`${num} 1\n${String(length).padStart(10, '0')} 00000 n \n`);
    const bytes = serialize(Number(num), body);
    parts.push(bytes);
    length += bytes.length;
  }
  parts.push(Buffer.from(`xref\n${rows.join('')}trailer\n<< /Size ${size} /Root ${root} /Prev ${previous} >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** Catalogue, page tree and one page drawing `content` with the fonts named in `fonts` (`/F1 4 0 R`). */
export function onePage(content: string, fonts: string, extraObjects: PdfObjectBody[] = []): PdfObjectBody[] {
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << ${fonts} >> >> /Contents 4 0 R >>`,
    { dictionary: '<< >>', data: content, deflate: true },
    ...extraObjects,
  ];
}
