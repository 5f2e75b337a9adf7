import { Readable } from 'node:stream';
import { createDeflate, createDeflateRaw, deflateRawSync, deflateSync } from 'node:zlib';

/** Builders for the malformed and malicious files the document extraction must refuse. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** `size` zero bytes compressed (zlib format for PDF streams, raw deflate for zip entries), streamed so the zeros never sit in memory. */
export async function deflatedZeros(size: number, format: 'zlib' | 'raw'): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024);
  const chunks = Math.ceil(size / chunk.length);
  const source = Readable.from(
    (function* () {
      for (let index = 0; index < chunks; index += 1) yield chunk;
    })(),
  );
  const deflate = format === 'zlib' ? createDeflate({ level: 9 }) : createDeflateRaw({ level: 9 });
  const output: Buffer[] = [];
  for await (const piece of source.pipe(deflate)) output.push(piece as Buffer);
  return Buffer.concat(output);
}

export interface ZipEntrySpec {
  name: string;
  /** Stored deflated. */
  content?: Buffer | string;
  /** Already raw-deflated data, for bombs built with deflatedZeros. */
  deflated?: Buffer;
  /** The uncompressed size written in the headers (may lie). */
  declaredSize?: number;
}

/** A zip archive written byte by byte, so names and sizes can be anything. */
export function buildZip(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const content = entry.content === undefined ? undefined : Buffer.from(entry.content);
    const data = entry.deflated ?? deflateRawSync(content ?? Buffer.alloc(0));
    const size = entry.declaredSize ?? content?.length ?? 0;
    const crc = content ? crc32(content) : 0;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const centralDirectory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDirectory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/></Types>';

/** The parts a Word document needs, plus `extra` entries. */
export function minimalDocxEntries(extra: ZipEntrySpec[] = []): ZipEntrySpec[] {
  return [
    { name: '[Content_Types].xml', content: CONTENT_TYPES },
    {
      name: 'word/document.xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        '<w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>',
    },
    ...extra,
  ];
}

/** A one-page PDF written by hand whose page content is `contentStream` (optionally already Flate-compressed). */
export function handWrittenPdf({
  contentStream,
  flate = false,
  trailerExtra = '',
  extraObjects = '',
}: {
  contentStream: Buffer;
  flate?: boolean;
  trailerExtra?: string;
  extraObjects?: string;
}): Buffer {
  const head = Buffer.from(
    '%PDF-1.4\n' +
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n' +
      `4 0 obj << /Length ${contentStream.length}${flate ? ' /Filter /FlateDecode' : ''} >>\nstream\n`,
    'latin1',
  );
  const tail = Buffer.from(
    `\nendstream\nendobj\n${extraObjects}trailer << /Root 1 0 R /Size 6${trailerExtra} >>\n%%EOF\n`,
    'latin1',
  );
  return Buffer.concat([head, contentStream, tail]);
}

/** A PDF whose trailer names an encryption dictionary (RC4, 40-bit), as Acrobat writes for a password. */
export function encryptedPdf(): Buffer {
  return handWrittenPdf({
    contentStream: Buffer.from('BT /F1 12 Tf 72 700 Td (secret) Tj ET', 'latin1'),
    extraObjects: '5 0 obj << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -44 >> endobj\n',
    trailerExtra: ' /Encrypt 5 0 R /ID [<01> <01>]',
  });
}

/** A grey 8x8 PNG, for a page that holds an image and no text. */
export function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.concat(Array.from({ length: 8 }, () => Buffer.from([0, 128, 128, 128, 128, 128, 128, 128, 128])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
