import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { closeDocumentWorkers, documentWorkerStats, extractDocument } from '../src/lib/documents';
import { DOCUMENT_LIMITS } from '../src/lib/documents/limits';
import { pdfPagesToLines } from '../src/lib/documents/pdf-layout';
import type { RawPdfPage } from '../src/lib/documents/worker-pool';
import { onePage, pdfWithObjectStream, pdfWithTable, withIncrementalUpdate } from './support/pdf-objects';
import { renderPdfkit } from './support/text-pdf';

afterAll(() => closeDocumentWorkers());
// Each check starts Node and loads pdf.js in a child process, and the worker test starts the pool: seconds on a busy machine.
jest.setTimeout(60_000);

type Outcome = { pages: RawPdfPage[] } | { unsupported: string } | { failure: string };

const LIMITS = {
  maxPages: DOCUMENT_LIMITS.maxPages,
  maxTextChars: DOCUMENT_LIMITS.maxTextChars,
  drawingBytes: DOCUMENT_LIMITS.pdf.drawingBytesTotal,
  perStreamBytes: DOCUMENT_LIMITS.pdf.inflatedBytesPerStream,
  totalInflatedBytes: DOCUMENT_LIMITS.pdf.inflatedBytesTotal,
};

/** Limits a test lowers to reach them with a small file. */
type ReaderLimits = Partial<Record<keyof typeof LIMITS, number>>;

/** What the direct reader and pdf.js each make of a file (in a child process: the readers are ES modules). */
function readBoth(pdf: Buffer, limits: ReaderLimits = {}): { direct: Outcome; pdfjs: Outcome } {
  return readWith(pdf, limits, []) as { direct: Outcome; pdfjs: Outcome };
}

/** The direct reader alone, for files that would stall pdf.js itself. */
function readDirect(pdf: Buffer, limits: ReaderLimits = {}): Outcome {
  return readWith(pdf, limits, ['direct-only']).direct;
}

function readWith(pdf: Buffer, limits: ReaderLimits, flags: string[]): { direct: Outcome; pdfjs?: Outcome } {
  const output = execFileSync(process.execPath, [join(__dirname, 'support', 'pdf-readers.mjs'), JSON.stringify({ ...LIMITS, ...limits }), ...flags], {
    input: pdf,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output.toString('utf8')) as { direct: Outcome; pdfjs?: Outcome };
}

type Line = [text: string, heading: boolean, page: number];
function linesOf(outcome: Outcome): Line[] {
  if (!('pages' in outcome)) throw new Error(`not read: ${JSON.stringify(outcome)}`);
  return pdfPagesToLines(outcome.pages).map((line) => [line.text, line.heading, line.page]);
}

const interFont = (weight: string) => join(__dirname, '..', 'node_modules', '@expo-google-fonts', 'inter', weight, `Inter_${weight}.ttf`);

describe('direct PDF reader', () => {
  it('reads pdfkit standard fonts (WinAnsi, no widths in the file) into the lines pdf.js gives', async () => {
    const pdf = await renderPdfkit((doc) => {
      doc.font('Helvetica-Bold').fontSize(20).text('Zoë “Jo” Müller');
      doc.font('Times-Roman').fontSize(10).text('zoe@example.com | +49 30 1234 – Berlin', { continued: false });
      doc.font('Helvetica-Bold').fontSize(12).text('Experience');
      doc.font('Helvetica').fontSize(10).text('Engineer, Acme GmbH', 50, 200).text('2019 – 2024', 400, 200);
      doc.font('Courier').fontSize(9).text('• Cut costs by 30 % — in a year.', 50, 230, { width: 300 });
      doc.addPage().font('Times-Bold').fontSize(12).text('Education').font('Times-Italic').text('MSc, TU Berlin');
    });
    const { direct, pdfjs } = readBoth(pdf);
    expect(linesOf(direct)).toEqual(linesOf(pdfjs));
    expect(linesOf(direct)).toEqual([
      ['Zoë “Jo” Müller', true, 1],
      ['zoe@example.com | +49 30 1234 – Berlin', false, 1],
      ['Experience', true, 1],
      ['Engineer, Acme GmbH\t2019 – 2024', false, 1],
      ['Cut costs by 30 % — in a year.', false, 1],
      ['Education', true, 2],
      ['MSc, TU Berlin', false, 2],
    ]);
  });

  it('reads pdfkit embedded subset fonts (Type0, Identity-H, ToUnicode) into the lines pdf.js gives', async () => {
    const pdf = await renderPdfkit((doc) => {
      doc.font(interFont('700Bold')).fontSize(20).text('Jürgen Ødegård');
      doc.font(interFont('400Regular')).fontSize(10).text('Ingénieur logiciel — Lyon, France. Office “fi” ligatures: efficient workflow.');
      doc.text('Skills: TypeScript, Rust, PostgreSQL', 50, 200, { width: 200 }).text('2021 – present', 300, 200);
    });
    const { direct, pdfjs } = readBoth(pdf);
    expect(linesOf(direct)).toEqual(linesOf(pdfjs));
    expect(linesOf(direct)[0]).toEqual(['Jürgen Ødegård', true, 1]);
    expect(linesOf(direct).map(([text]) => text)).toContain('Skills: TypeScript, Rust, PostgreSQL\t2021 – present');
  });

  it('reads a simple TrueType font the way LibreOffice writes it: its own codes, widths and a ToUnicode map', () => {
    // Codes 1.. in order of first use, as LibreOffice's subsets number them.
    const text = 'Jane Doé, Résumé';
    const characters = [...new Set(text)];
    const codes = (value: string) => [...value].map((character) => (characters.indexOf(character) + 1).toString(16).padStart(2, '0')).join('');
    const toUnicode = [
      '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
      '1 begincodespacerange <00> <FF> endcodespacerange',
      `${characters.length} beginbfchar`,
      ...characters.map((character, index) => `<${(index + 1).toString(16).padStart(2, '0')}> <${character.charCodeAt(0).toString(16).padStart(4, '0')}>`),
      'endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
    ].join('\n');
    const widths = characters.map((character) => (character === ' ' ? 278 : 556)).join(' ');
    const pdf = pdfWithTable(onePage(`BT /F1 14 Tf 72 700 Td <${codes(text)}> Tj ET BT /F2 10 Tf 72 680 Td <${codes('Doe')}> Tj ET`, '/F1 5 0 R /F2 8 0 R', [
      `<< /Type /Font /Subtype /TrueType /BaseFont /BAAAAA+LiberationSans-Bold /FirstChar 1 /LastChar ${characters.length} /Widths [${widths}] /ToUnicode 6 0 R /FontDescriptor 7 0 R >>`,
      { dictionary: '<< >>', data: toUnicode, deflate: true },
      '<< /Type /FontDescriptor /FontName /BAAAAA+LiberationSans-Bold /Flags 4 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 900 /Descent -200 /CapHeight 700 /StemV 80 >>',
      `<< /Type /Font /Subtype /TrueType /BaseFont /CAAAAA+LiberationSans /FirstChar 1 /LastChar ${characters.length} /Widths [${widths}] /ToUnicode 6 0 R /FontDescriptor 9 0 R >>`,
      '<< /Type /FontDescriptor /FontName /CAAAAA+LiberationSans /Flags 4 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 900 /Descent -200 /CapHeight 700 /StemV 80 >>',
    ]));
    const { direct, pdfjs } = readBoth(pdf);
    expect(linesOf(direct)).toEqual([['Jane Doé, Résumé', true, 1], ['Doe', false, 1]]);
    expect(linesOf(pdfjs)).toEqual(linesOf(direct));
  });

  it('reads objects from an object stream indexed by a predicted cross-reference stream', () => {
    const objects = onePage('BT /F1 12 Tf 72 700 Td (Hello from an object stream) Tj ET', '/F1 5 0 R', [
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ]);
    const { direct, pdfjs } = readBoth(pdfWithObjectStream(objects, [1, 2, 3, 5]));
    expect(linesOf(direct)).toEqual([['Hello from an object stream', false, 1]]);
    expect(linesOf(pdfjs)).toEqual(linesOf(direct));
  });

  it('reads the newest version of an object after an incremental update', () => {
    const font = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
    const original = pdfWithTable(onePage('BT /F1 12 Tf 72 700 Td (First draft) Tj ET', '/F1 5 0 R', [font]));
    const updated = withIncrementalUpdate(original, { 4: { dictionary: '<< >>', data: 'BT /F1 12 Tf 72 700 Td (Final version) Tj ET', deflate: true } }, 6, '1 0 R');
    expect(linesOf(readBoth(original).direct)).toEqual([['First draft', false, 1]]);
    const { direct, pdfjs } = readBoth(updated);
    expect(linesOf(direct)).toEqual([['Final version', false, 1]]);
    expect(linesOf(pdfjs)).toEqual(linesOf(direct));
  });

  it('finds the objects by scanning when the cross-reference offsets are wrong', () => {
    const pdf = pdfWithTable(onePage('BT /F1 12 Tf 72 700 Td (Still readable) Tj ET', '/F1 5 0 R', [
      '<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>',
    ]));
    const broken = Buffer.from(pdf.toString('latin1').replace(/startxref\n\d+/, 'startxref\n17'), 'latin1');
    expect(linesOf(readBoth(broken).direct)).toEqual([['Still readable', false, 1]]);
  });

  it('reads text drawn inside a form XObject, with the form matrix applied', () => {
    const pdf = pdfWithTable(onePage('q 1 0 0 1 100 0 cm /Fm1 Do Q BT /F1 12 Tf 72 700 Td (Page text) Tj ET', '/F1 5 0 R', [
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      { dictionary: '<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Matrix [1 0 0 1 0 -100] /Resources << /Font << /F1 5 0 R >> >> >>', data: 'BT /F1 12 Tf 72 700 Td (Form text) Tj ET', deflate: true },
    ]).map((body, index) => (index === 2 ? body.toString().replace('/Font <<', '/XObject << /Fm1 6 0 R >> /Font <<') : body)));
    const { direct, pdfjs } = readBoth(pdf);
    expect(linesOf(direct)).toEqual([['Page text', false, 1], ['Form text', false, 1]]);
    if (!('pages' in direct)) throw new Error('not read');
    expect(direct.pages[0]!.items.find((item) => item.text === 'Form text')).toMatchObject({ x: 172, y: 600 });
    expect(linesOf(pdfjs)).toEqual(linesOf(direct));
  });

  describe('leaves to pdf.js', () => {
    const helvetica = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

    it('an encrypted file', () => {
      const pdf = pdfWithTable(onePage('BT /F1 12 Tf 72 700 Td (Secret) Tj ET', '/F1 5 0 R', [helvetica]), '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>');
      expect(readBoth(pdf).direct).toEqual({ unsupported: 'encrypted' });
    });

    it('a Type3 font', () => {
      const pdf = pdfWithTable(onePage('BT /F1 12 Tf 72 700 Td (AB) Tj ET', '/F1 5 0 R', [
        '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /A 6 0 R /B 6 0 R >> /Encoding << /Type /Encoding /Differences [65 /A /B] >> /FirstChar 65 /LastChar 66 /Widths [600 600] >>',
        { dictionary: '<< >>', data: '600 0 d0', deflate: false },
      ]));
      const { direct, pdfjs } = readBoth(pdf);
      expect(direct).toEqual({ unsupported: 'font Type3' });
      expect(linesOf(pdfjs)).toEqual([['AB', true, 1]]);
    });

    it('a symbolic font without ToUnicode', () => {
      const pdf = pdfWithTable(onePage('BT /F1 12 Tf 72 700 Td (abc) Tj ET', '/F1 5 0 R', [
        '<< /Type /Font /Subtype /TrueType /BaseFont /Wingdings /FirstChar 97 /LastChar 99 /Widths [500 500 500] /FontDescriptor 6 0 R >>',
        '<< /Type /FontDescriptor /FontName /Wingdings /Flags 4 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 900 /Descent -100 /CapHeight 700 /StemV 80 >>',
      ]));
      expect(readBoth(pdf).direct).toMatchObject({ unsupported: expect.stringContaining('no ToUnicode') });
    });

    it('a filter it does not decode, and a file that is not a PDF at all', () => {
      const pdf = pdfWithTable([
        ...onePage('', '/F1 5 0 R', [helvetica]).slice(0, 3),
        { dictionary: '<< /Filter /LZWDecode >>', data: 'x' },
        helvetica,
      ]);
      expect(readBoth(pdf).direct).toEqual({ unsupported: 'filter LZWDecode' });
      expect(readBoth(Buffer.from('%PDF-1.4\nnothing here\n%%EOF\n')).direct).toHaveProperty('unsupported');
    });
  });

  describe('hostile files end quickly', () => {
    const helvetica = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

    it('a cross-reference chain that loops back on itself', () => {
      const pdf = pdfWithTable(onePage('BT /F1 12 Tf 72 700 Td (Loop) Tj ET', '/F1 5 0 R', [helvetica]));
      const startxref = /startxref\n(\d+)/.exec(pdf.toString('latin1'))![1];
      const looping = Buffer.from(pdf.toString('latin1').replace('/Root 1 0 R >>', `/Root 1 0 R /Prev ${startxref} >>`), 'latin1');
      expect(linesOf(readDirect(looping))).toEqual([['Loop', false, 1]]);
    });

    it('arrays nested a hundred thousand deep, and a form that draws itself', () => {
      const nested = pdfWithTable(onePage(`${'['.repeat(100_000)} BT /F1 12 Tf 72 700 Td (Deep) Tj ET`, '/F1 5 0 R', [helvetica]));
      expect(readDirect(nested)).toEqual({ unsupported: 'objects nested too deeply' });
      const recursive = pdfWithTable(onePage('/Fm1 Do', '/F1 5 0 R', [
        helvetica,
        { dictionary: '<< /Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources << /XObject << /Fm1 6 0 R >> >> >>', data: '/Fm1 Do' },
      ]).map((body, index) => (index === 2 ? body.toString().replace('/Font <<', '/XObject << /Fm1 6 0 R >> /Font <<') : body)));
      expect(readDirect(recursive)).toEqual({ unsupported: 'form draws itself' });
    });

    it('a cross-reference stream with empty rows over a billion entries: the objects are found by scanning', () => {
      const objects = onePage('BT /F1 12 Tf 72 700 Td (Found anyway) Tj ET', '/F1 5 0 R', [helvetica]);
      const pdf = pdfWithObjectStream(objects, [1, 2, 3, 5]).toString('latin1').replace('/W [1 4 2]', '/W [0 0 0] /Index [0 1000000000]');
      expect(linesOf(readDirect(Buffer.from(pdf, 'latin1')))).toEqual([['Found anyway', false, 1]]);
    });

    it('a font whose widths list more codes than a font can have, and more text than the limit', () => {
      const ranges = [0, 1, 2].map((block) => `${block * 65_536} ${block * 65_536 + 65_535} 500`).join(' ');
      const wide = pdfWithTable(onePage('BT /F1 12 Tf 72 700 Td <0041> Tj ET', '/F1 5 0 R', [
        '<< /Type /Font /Subtype /Type0 /BaseFont /Wide /Encoding /Identity-H /DescendantFonts [6 0 R] /ToUnicode 7 0 R >>',
        `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Wide /W [${ranges}] >>`,
        { dictionary: '<< >>', data: 'begincmap 1 beginbfchar <0041> <0041> endbfchar endcmap' },
      ]));
      expect(readDirect(wide)).toEqual({ unsupported: 'font maps too many codes' });
      const wordy = pdfWithTable(onePage(`BT /F1 12 Tf 72 760 Td ${'(word) Tj 0 -7 Td '.repeat(100)}ET`, '/F1 5 0 R', [helvetica]));
      expect(readDirect(wordy, { maxTextChars: 200 })).toEqual({ failure: 'too-much-text' });
    });

    it('a content stream that inflates beyond the limit, more drawing than the budget, more pages than the limit', () => {
      const bomb = pdfWithTable([
        ...onePage('', '/F1 5 0 R', [helvetica]).slice(0, 3),
        { dictionary: '<< /Filter /FlateDecode >>', data: deflateSync(Buffer.alloc(8 * 1024 * 1024, 0x20)) },
        helvetica,
      ]);
      expect(readDirect(bomb, { perStreamBytes: 1024 * 1024 })).toEqual({ failure: 'inflates-too-large' });
      expect(readDirect(bomb, { drawingBytes: 1024 * 1024 })).toEqual({ failure: 'too-much-drawing' });
      const pages = pdfWithTable(onePage('', '/F1 5 0 R', [helvetica]).map((body, index) => (index === 1 ? '<< /Type /Pages /Kids [3 0 R] /Count 51 >>' : body)));
      expect(readDirect(pages)).toEqual({ failure: 'too-many-pages' });
    });
  });
});

describe('the extraction worker', () => {
  it('reads with the direct reader and counts the files it leaves to pdf.js', async () => {
    const before = documentWorkerStats().pdfReaders;
    const plain = pdfWithTable(onePage('BT /F1 12 Tf 72 700 Td (Plain text) Tj ET', '/F1 5 0 R', ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>']));
    const type3 = pdfWithTable(onePage('BT /F1 12 Tf 72 700 Td (AB) Tj ET', '/F1 5 0 R', [
      '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /A 6 0 R /B 6 0 R >> /Encoding << /Type /Encoding /Differences [65 /A /B] >> /FirstChar 65 /LastChar 66 /Widths [600 600] >>',
      { dictionary: '<< >>', data: '600 0 d0' },
    ]));
    expect((await extractDocument({ bytes: plain, filename: 'plain.pdf' })).text).toBe('Plain text');
    expect((await extractDocument({ bytes: type3, filename: 'type3.pdf' })).text).toBe('AB');
    const after = documentWorkerStats().pdfReaders;
    expect({ direct: after.direct - before.direct, pdfjs: after.pdfjs - before.pdfjs }).toEqual({ direct: 1, pdfjs: 1 });
  });
});
