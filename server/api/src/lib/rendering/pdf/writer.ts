import { deflateSync } from 'node:zlib';
import type { Rgb } from '../styles';
import { hasArabicLetters, shapeArabic, type ShapedCharacter } from './arabic-shaping';
import { embeddingLevels, hasRightToLeft, visualOrder } from './bidi';
import { fallbackFonts, type FallbackFont } from './fonts';
import { StructureElement, type StructureTree } from './structure';
import type { TrueTypeFont } from './true-type';

const QUESTION_MARK = 0x3f;
/** Characters with no width of their own: joiners, variation selectors, other format characters. */
const INVISIBLE = /[\p{Cf}\p{Mn}\p{Me}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]/u;
/** Spaces, digits, punctuation, marks. */
const NOT_A_LETTER = /^\P{L}/u;
const FIRST_LETTER = /\p{L}/u;

/**
 * One embedded font resource: its own subset, widths and ToUnicode map. Glyphs are numbered
 * (as CIDs) in the order the document first uses them, so the subset holds only those.
 */
export class FontFace {
  /** CID → the font's glyph id; CID 0 is .notdef. */
  readonly glyphs: number[] = [0];
  /** CID → the text it stands for, for the ToUnicode map that makes the text extractable. */
  readonly texts: string[] = [''];
  private readonly cids = new Map<number, number>();

  constructor(
    readonly resourceName: string,
    readonly font: TrueTypeFont,
  ) {}

  cidOf(glyph: number, text: string): number {
    let cid = this.cids.get(glyph);
    if (cid === undefined) {
      cid = this.glyphs.length;
      this.cids.set(glyph, cid);
      this.glyphs.push(glyph);
      this.texts.push(text);
    }
    return cid;
  }

  get used(): boolean {
    return this.glyphs.length > 1;
  }
}

/** One character of a line as drawn: its face, glyph and width, and the logical text it stands for. */
interface PlacedGlyph {
  face: FontFace;
  glyph: number;
  text: string;
  /** UTF-16 index of the text in the line. */
  index: number;
  /** Advance in points per point of font size. */
  advance: number;
}

/** A piece of a line in one face, ready to draw. */
interface GlyphRun {
  face: FontFace;
  cids: number[];
  advance: number;
}

/**
 * One style of text (regular or bold) as a document uses it: the style's own font first, then
 * fallback faces (Hebrew, Arabic, CJK, emoji) for characters it lacks, each loaded only when a
 * character needs it and embedded as its own font resource. Arabic letters take their contextual
 * forms; right-to-left text is drawn in display order while each glyph extracts as its own letters.
 */
export class DocumentFont {
  private readonly primary: FontFace;
  private readonly fallbacks: { fallback: FallbackFont; face?: FontFace }[];

  constructor(
    readonly resourceName: string,
    readonly font: TrueTypeFont,
    fallbacks: FallbackFont[] = fallbackFonts(font.weightClass >= 600 ? 'bold' : 'regular'),
  ) {
    this.primary = new FontFace(resourceName, font);
    this.fallbacks = fallbacks.map((fallback) => ({ fallback }));
  }

  /** The faces this font has drawn with, in the order they were first used. */
  get faces(): FontFace[] {
    const loaded = this.fallbacks.flatMap(({ face }) => (face ? [face] : []));
    return [this.primary, ...loaded];
  }

  /** Width in points of text at a size, as `runsOf` would draw it. */
  widthOf(text: string, size: number): number {
    let advance = 0;
    for (const placed of this.place(text)) advance += placed.advance;
    return advance * size;
  }

  /** The line as runs of glyphs, one per face, in display order (right-to-left text reordered). */
  runsOf(text: string): GlyphRun[] {
    const logical = this.place(text);
    const placed = hasRightToLeft(text) ? visualOrder(text, logical, (glyph) => glyph.index) : logical;
    const runs: GlyphRun[] = [];
    for (const { face, glyph, text: glyphText, advance } of placed) {
      let run = runs.at(-1);
      if (run?.face !== face) {
        run = { face, cids: [], advance: 0 };
        runs.push(run);
      }
      run.cids.push(face.cidOf(glyph, glyphText));
      run.advance += advance;
    }
    return runs;
  }

  /**
   * Each character's face and glyph, in logical order: the style's font when it has the glyph, else
   * the first fallback that does; a character no face has is drawn as '?' (and extracts as '?'),
   * and an invisible one no face has is dropped, so an emoji sequence never garbles its neighbours.
   */
  private place(line: string): PlacedGlyph[] {
    const characters = hasArabicLetters(line) ? shapeArabic(line) : logicalCharacters(line);
    const placed: PlacedGlyph[] = [];
    // A right-to-left line is drawn in its script's face wherever that face has the glyph (Latin
    // words and digits included): extractors order the runs of other fonts by position, which
    // would read a right-to-left line's runs backwards, but reorder one run correctly.
    const firstLetter = FIRST_LETTER.exec(line)?.[0];
    const lineFace = firstLetter && hasRightToLeft(firstLetter) ? this.faceFor(firstLetter.codePointAt(0) as number)[0] : undefined;
    const levels = hasRightToLeft(line) ? embeddingLevels(line) : undefined;
    let previous: FontFace = this.primary;
    let previousRightToLeft = false;
    for (const { codePoint, text, index } of characters) {
      let face: FontFace | undefined;
      let glyph = 0;
      let character = text;
      // Spaces, digits and punctuation inside a right-to-left run stay in its face, for the same reason.
      const insideRightToLeft = previousRightToLeft && NOT_A_LETTER.test(character) && (levels?.[index] ?? 0) % 2 === 1;
      const preferred = lineFace ?? (insideRightToLeft ? previous : undefined);
      if (preferred) {
        glyph = preferred.font.glyphOf(codePoint);
        if (glyph !== 0) face = preferred;
      }
      if (!face) [face, glyph] = this.faceFor(codePoint);
      if (glyph === 0) {
        if (INVISIBLE.test(character)) continue;
        character = '?';
        glyph = this.font.glyphOf(QUESTION_MARK);
      }
      placed.push({ face, glyph, text: character, index, advance: face.font.advanceOf(glyph) / face.font.unitsPerEm });
      previous = face;
      if (!NOT_A_LETTER.test(character)) previousRightToLeft = hasRightToLeft(character);
    }
    return placed;
  }

  private faceFor(codePoint: number): [FontFace, number] {
    const glyph = this.font.glyphOf(codePoint);
    if (glyph !== 0) return [this.primary, glyph];
    for (const entry of this.fallbacks) {
      if (!entry.fallback.covers(codePoint)) continue;
      const font = entry.face?.font ?? entry.fallback.load();
      const fallbackGlyph = font.glyphOf(codePoint);
      if (fallbackGlyph === 0) continue;
      entry.face ??= new FontFace(`${this.resourceName}-${this.fallbacks.indexOf(entry) + 1}`, font);
      return [entry.face, fallbackGlyph];
    }
    return [this.primary, 0];
  }
}

function logicalCharacters(text: string): ShapedCharacter[] {
  const characters: ShapedCharacter[] = [];
  let index = 0;
  for (const character of text) {
    characters.push({ codePoint: character.codePointAt(0) as number, text: character, index });
    index += character.length;
  }
  return characters;
}

const number = (value: number) => {
  const fixed = value.toFixed(2);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
};

const hex4 = (value: number) => value.toString(16).padStart(4, '0');

/** A page's drawing operators, in PDF user space (origin bottom left). */
export class PageContent {
  private readonly operators: string[] = [];
  readonly faces = new Set<FontFace>();
  /** MCID → the structure element its marked content belongs to (the page's entry in the parent tree). */
  readonly marked: StructureElement[] = [];

  /**
   * One line of text from x, runs of other faces (fallbacks, right-to-left text) placed one after
   * another, as one marked-content sequence of `element`.
   */
  text(font: DocumentFont, size: number, x: number, y: number, text: string, color: Rgb, element: StructureElement): void {
    const mcid = this.marked.length;
    this.marked.push(element);
    element.kids.push({ page: this, mcid });
    this.operators.push(`/${element.type} <</MCID ${mcid}>> BDC`);
    let runX = x;
    for (const { face, cids, advance } of font.runsOf(text)) {
      this.faces.add(face);
      this.operators.push(
        `${number(color.r)} ${number(color.g)} ${number(color.b)} rg BT /${face.resourceName} ${number(size)} Tf ${number(runX)} ${number(y)} Td <${cids.map(hex4).join('')}> Tj ET`,
      );
      runX += advance * size;
    }
    this.operators.push('EMC');
  }

  /** A decorative line (a rule under a heading): an artifact, which screen readers skip. */
  line(x1: number, y1: number, x2: number, y2: number, width: number, color: Rgb): void {
    this.operators.push(
      `/Artifact BMC ${number(color.r)} ${number(color.g)} ${number(color.b)} RG ${number(width)} w ${number(x1)} ${number(y1)} m ${number(x2)} ${number(y2)} l S EMC`,
    );
  }

  toString(): string {
    return this.operators.join('\n');
  }
}

export interface DocumentInfo {
  title: string;
  /** BCP 47 language of the text, e.g. 'en' or 'de-CH'. */
  lang: string;
  structure: StructureTree;
}

/** A language tag as PDF/UA readers expect it; checked so that it can be written as a literal string. */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

/**
 * Serialises pages and fonts into a tagged PDF 1.7 file (aiming at PDF/UA-1): Type0/CIDFontType2
 * fonts with Identity-H encoding, the used glyphs embedded as a TrueType subset, a ToUnicode map
 * for text extraction, and the structure tree with every page's marked content mapped back to its
 * element. Only glyph ids and numbers reach the content streams; the title is written as UTF-16 hex
 * and as escaped XML in the metadata.
 */
export function writePdf(
  pages: PageContent[],
  fonts: DocumentFont[],
  { title, lang, structure }: DocumentInfo,
  page: { width: number; height: number },
): Buffer {
  if (!LANGUAGE_TAG.test(lang)) throw new Error(`"${lang}" is not a language tag.`);
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
  const structTreeRoot = reserve();
  const metadata = add(stream('/Type /Metadata /Subtype /XML', Buffer.from(xmpMetadata(title, lang), 'utf8')));
  set(
    catalog,
    `<< /Type /Catalog /Pages ${pageTree} 0 R /MarkInfo << /Marked true >> /StructTreeRoot ${structTreeRoot} 0 R /Lang (${lang}) ` +
      `/ViewerPreferences << /DisplayDocTitle true >> /Metadata ${metadata} 0 R >>`,
  );
  const info = add(`<< /Title <FEFF${utf16Hex(title)}> /Producer (CareerForge) >>`);

  const fontRefs = new Map<FontFace, number>();
  fonts
    .flatMap((font) => font.faces)
    .filter((face) => face.used)
    .forEach((face, index) => fontRefs.set(face, writeFont(face, index, add, stream)));

  const pageRefs = new Map<PageContent, number>();
  pages.forEach((content, index) => {
    const contentStream = add(stream('/Filter /FlateDecode', deflateSync(Buffer.from(content.toString(), 'latin1'))));
    const fontEntries = [...content.faces].map((face) => `/${face.resourceName} ${fontRefs.get(face)} 0 R`).join(' ');
    pageRefs.set(
      content,
      add(
        `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << ${fontEntries} >> >> ` +
          `/Contents ${contentStream} 0 R /StructParents ${index} /Tabs /S >>`,
      ),
    );
  });
  set(pageTree, `<< /Type /Pages /Kids [${[...pageRefs.values()].map((ref) => `${ref} 0 R`).join(' ')}] /Count ${pages.length} >>`);

  const elementRefs = writeStructure(structure.root, structTreeRoot, pageRefs, reserve, set);
  // The parent tree: for each page (its StructParents key), the element of each MCID.
  const parentTree = add(
    `<< /Nums [${pages.map((content, index) => `${index} [${content.marked.map((element) => `${elementRefs.get(element)} 0 R`).join(' ')}]`).join(' ')}] >>`,
  );
  set(
    structTreeRoot,
    `<< /Type /StructTreeRoot /K [${elementRefs.get(structure.root)} 0 R] /ParentTree ${parentTree} 0 R /ParentTreeNextKey ${pages.length} >>`,
  );

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
  face: FontFace,
  index: number,
  add: (body: string | Buffer) => number,
  stream: (dictionary: string, data: Buffer) => Buffer,
): number {
  const { font, glyphs, texts } = face;
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
  // CIDs are consecutive from 0: one run of widths.
  const widths = `0 [${glyphs.map((glyph) => Math.round(font.advanceOf(glyph) * scale)).join(' ')}]`;
  const descendant = add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
      `/FontDescriptor ${descriptor} 0 R /CIDToGIDMap /Identity /DW 0 /W [${widths}] >>`,
  );
  const toUnicode = add(stream('/Filter /FlateDecode', deflateSync(Buffer.from(toUnicodeMap(texts), 'latin1'))));
  return add(`<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${descendant} 0 R] /ToUnicode ${toUnicode} 0 R >>`);
}

/**
 * The element and its descendants with content as StructElem objects; their object numbers. A
 * kid on the element's own page is its bare MCID, one on another page (a paragraph continued
 * overleaf) a marked-content reference naming its page.
 */
function writeStructure(
  root: StructureElement,
  rootParent: number,
  pageRefs: Map<PageContent, number>,
  reserve: () => number,
  set: (id: number, body: string) => void,
): Map<StructureElement, number> {
  const refs = new Map<StructureElement, number>();
  const write = (element: StructureElement, parent: number) => {
    const ref = reserve();
    refs.set(element, ref);
    const contentPages = new Set(element.kids.flatMap((kid) => (kid instanceof StructureElement ? [] : [kid.page])));
    const ownPage = contentPages.size === 1 ? [...contentPages][0] : undefined;
    const kids = element.kids.flatMap((kid) => {
      if (kid instanceof StructureElement) return kid.hasContent ? [`${write(kid, ref)} 0 R`] : [];
      return kid.page === ownPage ? [String(kid.mcid)] : [`<< /Type /MCR /Pg ${pageRefs.get(kid.page)} 0 R /MCID ${kid.mcid} >>`];
    });
    const pageEntry = ownPage ? ` /Pg ${pageRefs.get(ownPage)} 0 R` : '';
    set(ref, `<< /Type /StructElem /S /${element.type} /P ${parent} 0 R${pageEntry} /K [${kids.join(' ')}] >>`);
    return ref;
  };
  write(root, rootParent);
  return refs;
}

/** XMP metadata: the title, language and the PDF/UA part this file claims. */
function xmpMetadata(title: string, lang: string): string {
  const escaped = title.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">',
    '<dc:format>application/pdf</dc:format>',
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escaped}</rdf:li></rdf:Alt></dc:title>`,
    `<dc:language><rdf:Bag><rdf:li>${lang}</rdf:li></rdf:Bag></dc:language>`,
    '<pdf:Producer>CareerForge</pdf:Producer>',
    '<pdfuaid:part>1</pdfuaid:part>',
    '</rdf:Description></rdf:RDF></x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

function toUnicodeMap(texts: readonly string[]): string {
  // At most 100 entries per bfchar block (ISO 32000-1, 9.10.3); CID 0 (.notdef) stands for no text.
  const blocks: string[] = [];
  for (let start = 1; start < texts.length; start += 100) {
    const entries = texts.slice(start, start + 100).map((text, offset) => `<${hex4(start + offset)}> <${utf16Hex(text)}>`);
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
