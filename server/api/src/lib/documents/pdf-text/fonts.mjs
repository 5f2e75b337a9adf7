/**
 * What text extraction needs of a font: each code's text and advance width, and whether the font
 * is bold. The font programs themselves are never read. Simple fonts (Type1, TrueType, MMType1)
 * through ToUnicode or their encoding, widths from /Widths or, for the standard 14 fonts, from
 * pdfkit's metrics; Type0 fonts with Identity-H through ToUnicode and the CIDFont's /W widths.
 * Anything else (Type3, vertical writing, symbolic fonts without ToUnicode, unknown glyph names)
 * throws Unsupported.
 */
import Courier from 'pdfkit/standard-fonts/Courier';
import CourierBold from 'pdfkit/standard-fonts/CourierBold';
import CourierBoldOblique from 'pdfkit/standard-fonts/CourierBoldOblique';
import CourierOblique from 'pdfkit/standard-fonts/CourierOblique';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import HelveticaBold from 'pdfkit/standard-fonts/HelveticaBold';
import HelveticaBoldOblique from 'pdfkit/standard-fonts/HelveticaBoldOblique';
import HelveticaOblique from 'pdfkit/standard-fonts/HelveticaOblique';
import TimesBold from 'pdfkit/standard-fonts/TimesBold';
import TimesBoldItalic from 'pdfkit/standard-fonts/TimesBoldItalic';
import TimesItalic from 'pdfkit/standard-fonts/TimesItalic';
import TimesRoman from 'pdfkit/standard-fonts/TimesRoman';
import { baseEncoding, unicodeOfGlyph } from './encodings.mjs';
import { Lexer, PdfName, PdfStream, PdfString, Unsupported, Command, EOF, isDict } from './objects.mjs';

/** The same test the pdf.js path applies to a font's name. */
export const BOLD_FONT_NAME = /bold|black|heavy|semibold|demibold/i;
const FORCE_BOLD_FLAG = 1 << 18;
const SYMBOLIC_FLAG = 1 << 2;
const NONSYMBOLIC_FLAG = 1 << 5;

const STANDARD_METRICS = {
  Courier, 'Courier-Bold': CourierBold, 'Courier-BoldOblique': CourierBoldOblique, 'Courier-Oblique': CourierOblique,
  Helvetica, 'Helvetica-Bold': HelveticaBold, 'Helvetica-BoldOblique': HelveticaBoldOblique, 'Helvetica-Oblique': HelveticaOblique,
  'Times-Roman': TimesRoman, 'Times-Bold': TimesBold, 'Times-BoldItalic': TimesBoldItalic, 'Times-Italic': TimesItalic,
};
/** Names producers use for the standard fonts (the ones pdf.js also maps). */
const STANDARD_ALIASES = {
  Arial: 'Helvetica', ArialMT: 'Helvetica', 'Arial-BoldMT': 'Helvetica-Bold', 'Arial,Bold': 'Helvetica-Bold', 'Arial-ItalicMT': 'Helvetica-Oblique',
  'Arial-BoldItalicMT': 'Helvetica-BoldOblique', TimesNewRoman: 'Times-Roman', TimesNewRomanPSMT: 'Times-Roman',
  'TimesNewRomanPS-BoldMT': 'Times-Bold', 'TimesNewRomanPS-ItalicMT': 'Times-Italic', 'TimesNewRomanPS-BoldItalicMT': 'Times-BoldItalic',
  CourierNew: 'Courier', CourierNewPSMT: 'Courier', 'CourierNew,Bold': 'Courier-Bold', 'CourierNewPS-BoldMT': 'Courier-Bold',
};
const widthTables = new Map();
function standardWidths(fontName) {
  const metrics = STANDARD_METRICS[STANDARD_ALIASES[fontName] ?? fontName];
  if (!metrics) return undefined;
  let table = widthTables.get(metrics);
  if (!table) {
    const names = metrics.glyphNames.split(' ');
    table = new Map(names.map((name, index) => [name, metrics.glyphWidths[index]]));
    widthTables.set(metrics, table);
  }
  return table;
}

// Same classes as pdf.js gives a glyph's text: white space is skipped, marks add no width, format marks are dropped.
const SPECIAL_CHARACTER = /^(\s)|(\p{Mn})|(\p{Cf})$/u;

class Glyph {
  constructor(code, unicode, width) {
    this.code = code;
    this.unicode = unicode;
    this.width = width;
    const groups = SPECIAL_CHARACTER.exec(unicode);
    this.isWhitespace = Boolean(groups?.[1]);
    this.isZeroWidthDiacritic = Boolean(groups?.[2]);
    this.isInvisibleFormatMark = Boolean(groups?.[3]);
  }
}

/** A font as the text reader uses it. */
export class TextFont {
  constructor({ bold, twoByte, glyphOf }) {
    this.bold = bold;
    this.twoByte = twoByte;
    this.glyphOf = glyphOf;
    this.glyphs = new Map();
  }

  /** The glyphs of a shown string (bytes as latin1 characters). */
  glyphsOf(bytes) {
    const glyphs = [];
    const step = this.twoByte ? 2 : 1;
    for (let index = 0; index + step <= bytes.length; index += step) {
      const code = this.twoByte ? (bytes.charCodeAt(index) << 8) | bytes.charCodeAt(index + 1) : bytes.charCodeAt(index);
      let glyph = this.glyphs.get(code);
      if (!glyph) {
        glyph = this.glyphOf(code);
        this.glyphs.set(code, glyph);
      }
      glyphs.push(glyph);
    }
    return glyphs;
  }
}

/** Builds the TextFont of a font dictionary. */
export function loadFont(document, fontDict) {
  const dict = document.resolve(fontDict);
  if (!isDict(dict)) throw new Unsupported('font is not a dictionary');
  const subtype = document.resolve(dict.Subtype)?.name;
  if (subtype === 'Type0') return loadCompositeFont(document, dict);
  if (subtype !== 'Type1' && subtype !== 'TrueType' && subtype !== 'MMType1') throw new Unsupported(`font ${subtype}`);
  return loadSimpleFont(document, dict);
}

function baseFontName(document, dict) {
  const name = document.resolve(dict.BaseFont);
  // The subset tag ('ABCDEF+') says nothing about the font.
  return name instanceof PdfName ? name.name.replace(/^[A-Z]{6}\+/, '') : '';
}

function isBold(document, name, descriptor) {
  if (BOLD_FONT_NAME.test(name)) return true;
  if (!isDict(descriptor)) return false;
  const weight = document.resolve(descriptor.FontWeight);
  const flags = document.resolve(descriptor.Flags);
  return (typeof weight === 'number' && weight >= 600) || (typeof flags === 'number' && (flags & FORCE_BOLD_FLAG) !== 0);
}

function loadSimpleFont(document, dict) {
  const name = baseFontName(document, dict);
  const descriptor = document.resolve(dict.FontDescriptor);
  const flags = isDict(descriptor) ? document.resolve(descriptor.Flags) : undefined;
  const toUnicode = readToUnicode(document, dict.ToUnicode, 1);
  const encodingValue = document.resolve(dict.Encoding);
  let encodingName = encodingValue instanceof PdfName ? encodingValue.name : undefined;
  const differences = new Map();
  if (isDict(encodingValue)) {
    encodingName = document.resolve(encodingValue.BaseEncoding)?.name;
    const list = document.resolve(encodingValue.Differences);
    let code = 0;
    for (const entry of Array.isArray(list) ? list : []) {
      const value = document.resolve(entry);
      if (typeof value === 'number') code = value;
      else if (value instanceof PdfName) differences.set(code++, value.name);
    }
  }
  const standard = standardWidths(name);
  const embedded = isDict(descriptor) && (descriptor.FontFile || descriptor.FontFile2 || descriptor.FontFile3);
  const symbolic = typeof flags === 'number' ? (flags & SYMBOLIC_FLAG) !== 0 && (flags & NONSYMBOLIC_FLAG) === 0 : !standard;
  // Without an /Encoding a font uses its built-in one: Standard for the standard fonts, unknown otherwise.
  const base = baseEncoding(encodingName ?? (standard && !embedded ? 'StandardEncoding' : ''));
  if (!toUnicode && (symbolic || !base) && differences.size === 0) throw new Unsupported(`font ${name}: no ToUnicode and a symbolic or built-in encoding`);

  const widths = document.resolve(dict.Widths);
  const firstChar = document.resolve(dict.FirstChar);
  const missingWidth = isDict(descriptor) ? document.resolve(descriptor.MissingWidth) : undefined;
  if (!Array.isArray(widths) && !standard) throw new Unsupported(`font ${name}: no widths`);

  const glyphOf = (code) => {
    const glyphName = differences.get(code) ?? base?.[code];
    let unicode = toUnicode?.get(code);
    if (unicode === undefined) {
      unicode = glyphName === undefined ? undefined : unicodeOfGlyph(glyphName);
      if (unicode === undefined) throw new Unsupported(`font ${name}: no text for code ${code}`);
    }
    let width;
    if (Array.isArray(widths)) {
      const index = code - (typeof firstChar === 'number' ? firstChar : 0);
      const value = index >= 0 && index < widths.length ? document.resolve(widths[index]) : undefined;
      width = typeof value === 'number' ? value : typeof missingWidth === 'number' ? missingWidth : 0;
    } else {
      width = standard.get(glyphName) ?? 0;
    }
    return new Glyph(code, unicode, width);
  };
  return new TextFont({ bold: isBold(document, name, descriptor), twoByte: false, glyphOf });
}

function loadCompositeFont(document, dict) {
  const encoding = document.resolve(dict.Encoding);
  if (!(encoding instanceof PdfName) || encoding.name !== 'Identity-H') throw new Unsupported('composite font encoding');
  const descendants = document.resolve(dict.DescendantFonts);
  const cidFont = document.resolve(Array.isArray(descendants) ? descendants[0] : undefined);
  if (!isDict(cidFont)) throw new Unsupported('composite font without a CIDFont');
  const toUnicode = readToUnicode(document, dict.ToUnicode, 2);
  if (!toUnicode) throw new Unsupported('composite font without ToUnicode');
  const defaultWidth = document.resolve(cidFont.DW);
  const widths = cidWidths(document, document.resolve(cidFont.W));
  const descriptor = document.resolve(cidFont.FontDescriptor);
  const name = baseFontName(document, dict);
  const glyphOf = (code) => {
    const unicode = toUnicode.get(code);
    if (unicode === undefined) throw new Unsupported(`font ${name}: no text for code ${code}`);
    return new Glyph(code, unicode, widths.get(code) ?? (typeof defaultWidth === 'number' ? defaultWidth : 1000));
  };
  return new TextFont({ bold: isBold(document, name, descriptor), twoByte: true, glyphOf });
}

const MAX_CID_RANGE = 65_536;
/** Codes a font's widths or ToUnicode map may list in all: every code of a two-byte font, twice over. */
const MAX_MAPPED_CODES = 2 * 65_536;

function checkMappedCodes(map) {
  if (map.size > MAX_MAPPED_CODES) throw new Unsupported('font maps too many codes');
}

/** /W: `c [w1 w2 …]` or `cFirst cLast w`. */
function cidWidths(document, list) {
  const widths = new Map();
  if (!Array.isArray(list)) return widths;
  for (let index = 0; index < list.length;) {
    const first = document.resolve(list[index]);
    const next = document.resolve(list[index + 1]);
    if (typeof first !== 'number') break;
    if (Array.isArray(next)) {
      next.forEach((width, offset) => widths.set(first + offset, document.resolve(width)));
      index += 2;
    } else {
      const width = document.resolve(list[index + 2]);
      if (typeof next !== 'number' || typeof width !== 'number' || next - first > MAX_CID_RANGE) break;
      for (let cid = first; cid <= next; cid += 1) widths.set(cid, width);
      index += 3;
    }
    checkMappedCodes(widths);
  }
  return widths;
}

/** A ToUnicode CMap: code → text, for codes of `codeBytes` bytes. Undefined when absent. */
function readToUnicode(document, value, codeBytes) {
  const stream = document.resolve(value);
  if (stream === undefined || stream === null) return undefined;
  if (!(stream instanceof PdfStream)) throw new Unsupported('ToUnicode is not a stream');
  const data = document.decode(stream);
  const map = new Map();
  const lexer = new Lexer(data);
  const operands = [];
  let mode = '';
  for (;;) {
    const token = lexer.readObject(0);
    if (token === EOF) break;
    if (token instanceof Command) {
      const keyword = token.command;
      if (keyword === 'beginbfchar' || keyword === 'beginbfrange') mode = keyword;
      else if (keyword === 'endbfchar') {
        for (let index = 0; index + 1 < operands.length; index += 2) {
          const code = codeOf(operands[index], codeBytes);
          if (code !== undefined && operands[index + 1] instanceof PdfString) map.set(code, utf16(operands[index + 1].bytes));
        }
        mode = '';
      } else if (keyword === 'endbfrange') {
        for (let index = 0; index + 2 < operands.length; index += 3) {
          addRange(map, operands[index], operands[index + 1], operands[index + 2], codeBytes);
          checkMappedCodes(map);
        }
        mode = '';
      } else if (keyword === 'usecmap') throw new Unsupported('ToUnicode uses another CMap');
      operands.length = 0;
      continue;
    }
    if (mode !== '') operands.push(token);
  }
  return map;
}

function codeOf(value, codeBytes) {
  if (!(value instanceof PdfString) || value.bytes.length !== codeBytes) return undefined;
  let code = 0;
  for (let index = 0; index < value.bytes.length; index += 1) code = code * 256 + value.bytes.charCodeAt(index);
  return code;
}

function addRange(map, low, high, target, codeBytes) {
  const first = codeOf(low, codeBytes);
  const last = codeOf(high, codeBytes);
  if (first === undefined || last === undefined || last < first || last - first > MAX_CID_RANGE) return;
  if (Array.isArray(target)) {
    target.forEach((item, offset) => {
      if (item instanceof PdfString && first + offset <= last) map.set(first + offset, utf16(item.bytes));
    });
    return;
  }
  if (!(target instanceof PdfString) || target.bytes.length === 0) return;
  // The last UTF-16 unit counts up through the range.
  const prefix = target.bytes.slice(0, -2);
  const start = (target.bytes.charCodeAt(target.bytes.length - 2) << 8) | target.bytes.charCodeAt(target.bytes.length - 1);
  for (let code = first; code <= last; code += 1) {
    const unit = start + code - first;
    map.set(code, utf16(`${prefix}${String.fromCharCode((unit >> 8) & 0xff, unit & 0xff)}`));
  }
}

/** UTF-16BE bytes (as latin1 characters) → text. */
function utf16(bytes) {
  let text = '';
  for (let index = 0; index + 1 < bytes.length; index += 2) text += String.fromCharCode((bytes.charCodeAt(index) << 8) | bytes.charCodeAt(index + 1));
  return text;
}
