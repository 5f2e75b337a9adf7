/**
 * A minimal TrueType reader and subsetter: just what embedding a font in a PDF needs (metrics,
 * the character map, advance widths, and the glyph outlines of the glyphs a document uses).
 * Each font file is parsed once per process; subsetting copies raw glyph records, so it costs a
 * fraction of a millisecond instead of re-encoding the font.
 */

interface TableRecord {
  offset: number;
  length: number;
}

/** Composite glyph flags, as the OpenType format defines them for the 'glyf' table. */
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

/**
 * Hinting tables, copied unchanged: they never name a glyph. With the tables a subset rebuilds
 * (head, hhea, maxp, hmtx, glyf, loca) they are what a PDF viewer needs from an embedded TrueType
 * program (ISO 32000-1, 9.9); cmap is not used with Identity CIDs.
 */
const HINTING_TABLES = ['cvt ', 'fpgm', 'prep'] as const;

export class TrueTypeFont {
  readonly postscriptName: string;
  readonly unitsPerEm: number;
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  readonly bbox: readonly [number, number, number, number];
  readonly italicAngle: number;
  readonly isFixedPitch: boolean;
  readonly isSerif: boolean;
  readonly numGlyphs: number;
  /** usWeightClass: 400 regular, 700 bold. */
  readonly weightClass: number;

  private readonly tables = new Map<string, TableRecord>();
  private readonly glyphByCodePoint: Map<number, number>;
  private readonly advances: Uint16Array;
  private readonly numberOfHMetrics: number;
  private readonly glyphOffsets: Uint32Array;

  constructor(private readonly data: Buffer) {
    const numTables = data.readUInt16BE(4);
    for (let index = 0; index < numTables; index += 1) {
      const record = 12 + index * 16;
      this.tables.set(data.toString('latin1', record, record + 4), {
        offset: data.readUInt32BE(record + 8),
        length: data.readUInt32BE(record + 12),
      });
    }
    const head = this.table('head');
    this.unitsPerEm = data.readUInt16BE(head + 18);
    this.bbox = [data.readInt16BE(head + 36), data.readInt16BE(head + 38), data.readInt16BE(head + 40), data.readInt16BE(head + 42)];
    const hhea = this.table('hhea');
    this.ascent = data.readInt16BE(hhea + 4);
    this.descent = data.readInt16BE(hhea + 6);
    this.numGlyphs = data.readUInt16BE(this.table('maxp') + 4);
    const os2 = this.table('OS/2');
    this.capHeight = data.readUInt16BE(os2) >= 2 ? data.readInt16BE(os2 + 88) : this.ascent;
    // sFamilyClass 1-7 are the serif classes.
    const familyClass = data.readInt16BE(os2 + 30) >> 8;
    this.isSerif = familyClass >= 1 && familyClass <= 7;
    this.weightClass = data.readUInt16BE(os2 + 4);
    const post = this.table('post');
    this.italicAngle = data.readInt32BE(post + 4) / 65536;
    this.isFixedPitch = data.readUInt32BE(post + 12) !== 0;

    this.numberOfHMetrics = data.readUInt16BE(hhea + 34);
    this.advances = this.readAdvances(this.numberOfHMetrics);
    this.glyphOffsets = this.readGlyphOffsets(data.readInt16BE(head + 50));
    this.glyphByCodePoint = this.readCharacterMap();
    this.postscriptName = this.readPostscriptName();
  }

  /** The glyph for a code point; 0 (.notdef) when the font has none. */
  glyphOf(codePoint: number): number {
    return this.glyphByCodePoint.get(codePoint) ?? 0;
  }

  /** Advance width in font units. */
  advanceOf(glyph: number): number {
    return this.advances[glyph] ?? 0;
  }

  /**
   * A font program holding only the given glyphs, renumbered: `glyphs[i]` becomes glyph i (the
   * caller's CID; `glyphs[0]` is 0, .notdef), and the components of composite glyphs (accented letters) follow them. A subset
   * of a CJK face is then a few kilobytes instead of 'loca' and 'hmtx' entries for 30 000 glyphs.
   */
  subset(glyphs: readonly number[]): Buffer {
    const order = [...glyphs];
    const newId = new Map<number, number>(order.map((glyph, index) => [glyph, index]));
    for (let index = 0; index < order.length; index += 1) {
      for (const { glyph } of this.componentsOf(order[index] as number)) {
        if (glyph < this.numGlyphs && !newId.has(glyph)) {
          newId.set(glyph, order.length);
          order.push(glyph);
        }
      }
    }

    // Glyph records stay 4-byte aligned: long 'loca' offsets allow any value, but viewers expect alignment.
    const alignedLength = (glyph: number) => ((this.glyphLength(glyph) + 3) & ~3);
    const glyfTable = Buffer.alloc(order.reduce((size, glyph) => size + alignedLength(glyph), 0));
    const loca = Buffer.alloc((order.length + 1) * 4);
    const hmtx = Buffer.alloc(order.length * 4);
    const source = this.table('glyf');
    let offset = 0;
    order.forEach((glyph, index) => {
      loca.writeUInt32BE(offset, index * 4);
      hmtx.writeUInt16BE(this.advanceOf(glyph), index * 4);
      hmtx.writeInt16BE(this.leftSideBearingOf(glyph), index * 4 + 2);
      const start = source + (this.glyphOffsets[glyph] ?? 0);
      this.data.copy(glyfTable, offset, start, start + this.glyphLength(glyph));
      for (const component of this.componentsOf(glyph)) {
        glyfTable.writeUInt16BE(newId.get(component.glyph) ?? 0, offset + component.at);
      }
      offset += alignedLength(glyph);
    });
    loca.writeUInt32BE(offset, order.length * 4);

    const head = Buffer.from(this.tableBytes('head'));
    head.writeUInt32BE(0, 8); // checkSumAdjustment: not checked by PDF viewers
    head.writeInt16BE(1, 50); // long 'loca' offsets
    const hhea = Buffer.from(this.tableBytes('hhea'));
    hhea.writeUInt16BE(order.length, 34); // numberOfHMetrics: one full metric per glyph
    const maxp = Buffer.from(this.tableBytes('maxp'));
    maxp.writeUInt16BE(order.length, 4);
    const tables = new Map<string, Buffer>([
      ['head', head],
      ['hhea', hhea],
      ['maxp', maxp],
      ['hmtx', hmtx],
      ['glyf', glyfTable],
      ['loca', loca],
    ]);
    for (const tag of HINTING_TABLES) {
      if (this.tables.has(tag)) tables.set(tag, this.tableBytes(tag));
    }
    return assembleFont(tables);
  }

  private leftSideBearingOf(glyph: number): number {
    const hmtx = this.table('hmtx');
    const at = glyph < this.numberOfHMetrics ? hmtx + glyph * 4 + 2 : hmtx + this.numberOfHMetrics * 4 + (glyph - this.numberOfHMetrics) * 2;
    return this.data.readInt16BE(at);
  }

  private glyphLength(glyph: number): number {
    return (this.glyphOffsets[glyph + 1] ?? 0) - (this.glyphOffsets[glyph] ?? 0);
  }

  private table(tag: string): number {
    const record = this.tables.get(tag);
    if (!record) throw new Error(`Font has no '${tag}' table.`);
    return record.offset;
  }

  private tableBytes(tag: string): Buffer {
    const record = this.tables.get(tag);
    if (!record) throw new Error(`Font has no '${tag}' table.`);
    return this.data.subarray(record.offset, record.offset + record.length);
  }

  private readAdvances(numberOfHMetrics: number): Uint16Array {
    const hmtx = this.table('hmtx');
    const advances = new Uint16Array(this.numGlyphs);
    let last = 0;
    for (let glyph = 0; glyph < this.numGlyphs; glyph += 1) {
      if (glyph < numberOfHMetrics) last = this.data.readUInt16BE(hmtx + glyph * 4);
      advances[glyph] = last;
    }
    return advances;
  }

  private readGlyphOffsets(indexToLocFormat: number): Uint32Array {
    const loca = this.table('loca');
    const offsets = new Uint32Array(this.numGlyphs + 1);
    for (let glyph = 0; glyph <= this.numGlyphs; glyph += 1) {
      offsets[glyph] = indexToLocFormat === 0 ? this.data.readUInt16BE(loca + glyph * 2) * 2 : this.data.readUInt32BE(loca + glyph * 4);
    }
    return offsets;
  }

  /** The components of a composite glyph, with where each one's glyph id sits in the glyph record. */
  private componentsOf(glyph: number): { glyph: number; at: number }[] {
    if (this.glyphLength(glyph) < 10) return [];
    const record = this.table('glyf') + (this.glyphOffsets[glyph] ?? 0);
    if (this.data.readInt16BE(record) >= 0) return [];
    let at = record + 10;
    const components: { glyph: number; at: number }[] = [];
    for (;;) {
      const flags = this.data.readUInt16BE(at);
      components.push({ glyph: this.data.readUInt16BE(at + 2), at: at + 2 - record });
      at += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
      if (flags & WE_HAVE_A_SCALE) at += 2;
      else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) at += 4;
      else if (flags & WE_HAVE_A_TWO_BY_TWO) at += 8;
      if (!(flags & MORE_COMPONENTS)) return components;
    }
  }

  /** The Unicode map: format 12 (full Unicode) when present, else format 4 (BMP). */
  private readCharacterMap(): Map<number, number> {
    const cmap = this.table('cmap');
    const count = this.data.readUInt16BE(cmap + 2);
    const subtables: { format: number; offset: number }[] = [];
    for (let index = 0; index < count; index += 1) {
      const record = cmap + 4 + index * 8;
      const platform = this.data.readUInt16BE(record);
      const encoding = this.data.readUInt16BE(record + 2);
      const offset = cmap + this.data.readUInt32BE(record + 4);
      if ((platform === 3 && (encoding === 1 || encoding === 10)) || platform === 0) {
        subtables.push({ format: this.data.readUInt16BE(offset), offset });
      }
    }
    const best = subtables.find((subtable) => subtable.format === 12) ?? subtables.find((subtable) => subtable.format === 4);
    if (!best) throw new Error('Font has no Unicode character map.');
    return best.format === 12 ? this.readFormat12(best.offset) : this.readFormat4(best.offset);
  }

  private readFormat12(offset: number): Map<number, number> {
    const map = new Map<number, number>();
    const groups = this.data.readUInt32BE(offset + 12);
    for (let index = 0; index < groups; index += 1) {
      const group = offset + 16 + index * 12;
      const first = this.data.readUInt32BE(group);
      const last = this.data.readUInt32BE(group + 4);
      const glyph = this.data.readUInt32BE(group + 8);
      for (let codePoint = first; codePoint <= last; codePoint += 1) map.set(codePoint, glyph + codePoint - first);
    }
    return map;
  }

  private readFormat4(offset: number): Map<number, number> {
    const map = new Map<number, number>();
    const segments = this.data.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let segment = 0; segment < segments; segment += 1) {
      const end = this.data.readUInt16BE(ends + segment * 2);
      const start = this.data.readUInt16BE(starts + segment * 2);
      const delta = this.data.readInt16BE(deltas + segment * 2);
      const rangeOffsetAt = rangeOffsets + segment * 2;
      const rangeOffset = this.data.readUInt16BE(rangeOffsetAt);
      for (let codePoint = start; codePoint <= end && codePoint !== 0xffff; codePoint += 1) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (codePoint + delta) & 0xffff;
        else {
          const raw = this.data.readUInt16BE(rangeOffsetAt + rangeOffset + (codePoint - start) * 2);
          glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
        }
        if (glyph !== 0) map.set(codePoint, glyph);
      }
    }
    return map;
  }

  private readPostscriptName(): string {
    const name = this.table('name');
    const count = this.data.readUInt16BE(name + 2);
    const strings = name + this.data.readUInt16BE(name + 4);
    for (let index = 0; index < count; index += 1) {
      const record = name + 6 + index * 12;
      const platform = this.data.readUInt16BE(record);
      if (this.data.readUInt16BE(record + 6) !== 6) continue;
      const length = this.data.readUInt16BE(record + 8);
      const start = strings + this.data.readUInt16BE(record + 10);
      const bytes = this.data.subarray(start, start + length);
      const text = platform === 3 || platform === 0 ? Buffer.from(bytes).swap16().toString('utf16le') : bytes.toString('latin1');
      return text.replace(/[^A-Za-z0-9-]/g, '');
    }
    return 'Font';
  }
}

/** Writes an sfnt file: table directory (tags sorted, as the OpenType format requires) and 4-byte aligned tables with checksums. */
function assembleFont(tables: Map<string, Buffer>): Buffer {
  const tags = [...tables.keys()].sort();
  const headerSize = 12 + tags.length * 16;
  const header = Buffer.alloc(headerSize);
  const entrySelector = Math.floor(Math.log2(tags.length));
  const searchRange = 2 ** entrySelector * 16;
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(tags.length * 16 - searchRange, 10);
  const body: Buffer[] = [header];
  let offset = headerSize;
  tags.forEach((tag, index) => {
    const table = tables.get(tag) as Buffer;
    const record = 12 + index * 16;
    header.write(tag, record, 'latin1');
    header.writeUInt32BE(checksum(table), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.length, record + 12);
    const padding = (4 - (table.length % 4)) % 4;
    body.push(table, Buffer.alloc(padding));
    offset += table.length + padding;
  });
  return Buffer.concat(body, offset);
}

function checksum(table: Buffer): number {
  let sum = 0;
  const whole = table.length - (table.length % 4);
  for (let at = 0; at < whole; at += 4) sum = (sum + table.readUInt32BE(at)) >>> 0;
  if (whole < table.length) {
    const tail = Buffer.alloc(4);
    table.copy(tail, 0, whole);
    sum = (sum + tail.readUInt32BE(0)) >>> 0;
  }
  return sum;
}
