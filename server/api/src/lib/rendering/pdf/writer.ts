import { deflateSync } from 'node:zlib';
import type { Rgb } from '../styles';
import type { TrueTypeFont } from './true-type';

/** A4 in points. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;

const QUESTION_MARK = 0x3f;
/** Characters with no width of their own: joiners, variation selectors, other format characters. */
const INVISIBLE = /[\p{Cf}\p{Mn}\p{Me}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]/u;

/**
 * One font as a document uses it: text becomes glyph ids (the font's own, used as CIDs) and the
 * glyphs used are remembered for the subset and the ToUnicode map written at the end.
 */
export class DocumentFont {
  /** Glyph id → the text it stands for, for the ToUnicode map that makes the text extractable. */
  private readonly used = new Map<number, string>();

  constructor(
    readonly resourceName: string,
    readonly font: TrueTypeFont,
  ) {}

  /** The text's glyphs; a character the font cannot show becomes '?' and invisible ones are dropped. */
  glyphsOf(text: string): number[] {
    const glyphs: number[] = [];
    for (const character of text) {
      const glyph = this.glyphFor(character);
      if (glyph === null) continue;
      if (!this.used.has(glyph)) this.used.set(glyph, glyph === this.font.glyphOf(character.codePointAt(0) as number) ? character : '?');
      glyphs.push(glyph);
    }
    return glyphs;
  }

  /** Width in points of text at a size, as `glyphsOf` would draw it. */
  widthOf(text: string, size: number): number {
    let units = 0;
    for (const character of text) {
      const glyph = this.glyphFor(character);
      if (glyph !== null) units += this.font.advanceOf(glyph);
    }
    return (units * size) / this.font.unitsPerEm;
  }

  /** The character's own glyph, '?' when the font has none, null for an invisible character. */
  private glyphFor(character: string): number | null {
    const glyph = this.font.glyphOf(character.codePointAt(0) as number);
    if (glyph !== 0) return glyph;
    return INVISIBLE.test(character) ? null : this.font.glyphOf(QUESTION_MARK);
  }

  get usedGlyphs(): ReadonlyMap<number, string> {
    return this.used;
  }
}

const number = (value: number) => {
  const fixed = value.toFixed(2);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
};

const hex4 = (value: number) => value.toString(16).padStart(4, '0');

/** A page's drawing operators, in PDF user space (origin bottom left). */
export class PageContent {
  private readonly operators: string[] = [];
  readonly fonts = new Set<DocumentFont>();

  text(font: DocumentFont, size: number, x: number, y: number, text: string, color: Rgb): void {
    const glyphs = font.glyphsOf(text);
    if (glyphs.length === 0) return;
    this.fonts.add(font);
    this.operators.push(
      `${number(color.r)} ${number(color.g)} ${number(color.b)} rg BT /${font.resourceName} ${number(size)} Tf ${number(x)} ${number(y)} Td <${glyphs.map(hex4).join('')}> Tj ET`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, width: number, color: Rgb): void {
    this.operators.push(
      `${number(color.r)} ${number(color.g)} ${number(color.b)} RG ${number(width)} w ${number(x1)} ${number(y1)} m ${number(x2)} ${number(y2)} l S`,
    );
  }

  toString(): string {
    return this.operators.join('\n');
  }
}

/**
 * Serialises pages and fonts into a PDF 1.7 file: Type0/CIDFontType2 fonts with Identity-H
 * encoding, the used glyphs embedded as a TrueType subset, and a ToUnicode map for text extraction.
 * Only glyph ids and numbers reach the content streams; the title is written as UTF-16 hex.
 */
export function writePdf(pages: PageContent[], fonts: DocumentFont[], title: string): Buffer {
  const objects: (string | Buffer)[] = [];
  const reserve = () => objects.push('');
  const set = (id: number, body: string | Buffer) => {
    objects[id - 1] = body;
  };
  const add = (body: string | Buffer) => objects.push(body);
  const stream = (dictionary: string, data: Buffer) =>
    Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);

  const catalog = reserve();
  const pageTree = reserve();
  set(catalog, `<< /Type /Catalog /Pages ${pageTree} 0 R >>`);
  const info = add(`<< /Title <FEFF${utf16Hex(title)}> /Producer (CareerForge) >>`);

  const fontRefs = new Map<DocumentFont, number>();
  fonts.forEach((font, index) => {
    if (font.usedGlyphs.size > 0) fontRefs.set(font, writeFont(font, index, add, stream));
  });

  const pageRefs = pages.map((page) => {
    const content = add(stream('/Filter /FlateDecode', deflateSync(Buffer.from(page.toString(), 'latin1'))));
    const fontEntries = [...page.fonts].map((font) => `/${font.resourceName} ${fontRefs.get(font)} 0 R`).join(' ');
    return add(
      `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << ${fontEntries} >> >> /Contents ${content} 0 R >>`,
    );
  });
  set(pageTree, `<< /Type /Pages /Kids [${pageRefs.map((ref) => `${ref} 0 R`).join(' ')}] /Count ${pageRefs.length} >>`);

  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}

function writeFont(
  documentFont: DocumentFont,
  index: number,
  add: (body: string | Buffer) => number,
  stream: (dictionary: string, data: Buffer) => Buffer,
): number {
  const { font, usedGlyphs } = documentFont;
  const glyphs = [...usedGlyphs.keys()].sort((a, b) => a - b);
  const scale = 1000 / font.unitsPerEm;
  // Subset fonts are named with six capital letters and '+' (ISO 32000-1, 9.6.4).
  const tag = String.fromCharCode(...[...`${index}${glyphs.length}`.padStart(6, '0')].map((digit) => 65 + Number(digit)));
  const name = `${tag}+${font.postscriptName}`;

  const program = font.subset(glyphs);
  const fontFile = add(stream(`/Filter /FlateDecode /Length1 ${program.length}`, deflateSync(program)));
  const flags = (font.isFixedPitch ? 1 : 0) | (font.isSerif ? 2 : 0) | 4 | (font.italicAngle !== 0 ? 64 : 0);
  const [xMin, yMin, xMax, yMax] = font.bbox.map((value) => Math.round(value * scale));
  const descriptor = add(
    `<< /Type /FontDescriptor /FontName /${name} /Flags ${flags} /FontBBox [${xMin} ${yMin} ${xMax} ${yMax}] /ItalicAngle ${number(font.italicAngle)} ` +
      `/Ascent ${Math.round(font.ascent * scale)} /Descent ${Math.round(font.descent * scale)} /CapHeight ${Math.round(font.capHeight * scale)} /StemV 80 /FontFile2 ${fontFile} 0 R >>`,
  );
  const widths = glyphs.map((glyph) => `${glyph} [${Math.round(font.advanceOf(glyph) * scale)}]`).join(' ');
  const descendant = add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
      `/FontDescriptor ${descriptor} 0 R /CIDToGIDMap /Identity /DW 0 /W [${widths}] >>`,
  );
  const toUnicode = add(stream('/Filter /FlateDecode', deflateSync(Buffer.from(toUnicodeMap(glyphs, usedGlyphs), 'latin1'))));
  return add(`<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${descendant} 0 R] /ToUnicode ${toUnicode} 0 R >>`);
}

function toUnicodeMap(glyphs: number[], text: ReadonlyMap<number, string>): string {
  // At most 100 entries per bfchar block (ISO 32000-1, 9.10.3).
  const blocks: string[] = [];
  for (let start = 0; start < glyphs.length; start += 100) {
    const entries = glyphs.slice(start, start + 100).map((glyph) => `<${hex4(glyph)}> <${utf16Hex(text.get(glyph) ?? '')}>`);
    blocks.push(`${entries.length} beginbfchar\n${entries.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    ...blocks,
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
}

function utf16Hex(text: string): string {
  const bytes = Buffer.from(text, 'utf16le').swap16();
  return bytes.toString('hex').toUpperCase();
}
