/**
 * The object layer of a PDF: a lexer for objects and content streams, the cross-reference data
 * (tables, streams, object streams, incremental updates, a scan for `n g obj` when they are
 * broken) and stream decoding. Anything outside what is handled throws `Unsupported`, which sends
 * the whole document to pdf.js; limits that a file must not exceed throw `ExtractionFailure`.
 */
import { constants as zlibConstants, inflateSync } from 'node:zlib';

/** The reader does not handle this file; pdf.js reads it instead. */
export class Unsupported extends Error {}

/** The file breaks a limit: refused whichever reader would read it. */
export class ExtractionFailure extends Error {
  constructor(code, detail) {
    super(detail);
    this.code = code;
  }
}

export class PdfName {
  constructor(name) {
    this.name = name;
  }
}
const NAMES = new Map();
export function pdfName(name) {
  let interned = NAMES.get(name);
  if (!interned) {
    interned = new PdfName(name);
    // Names come from files: the table stays small unless a file invents many, which is bounded below.
    if (NAMES.size < 10_000) NAMES.set(name, interned);
  }
  return interned;
}

/** A string's bytes, one character per byte (latin1). */
export class PdfString {
  constructor(bytes) {
    this.bytes = bytes;
  }
}

export class Ref {
  constructor(num, gen) {
    this.num = num;
    this.gen = gen;
  }
}

/** An operator in a content stream, or a keyword (obj, stream, R, true) in the file. */
export class Command {
  constructor(command) {
    this.command = command;
  }
}
const COMMANDS = new Map();
function command(text) {
  let interned = COMMANDS.get(text);
  if (!interned) {
    interned = new Command(text);
    if (COMMANDS.size < 1000) COMMANDS.set(text, interned);
  }
  return interned;
}

export class PdfStream {
  constructor(dict, data) {
    this.dict = dict;
    /** The stored (still encoded) bytes. */
    this.data = data;
  }
}

export const EOF = Symbol('end of data');
const MAX_NESTING = 64;

// Character classes, by byte: 1 whitespace, 2 delimiter.
const CLASS = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[byte] = 1;
for (const byte of '()<>[]{}/%') CLASS[byte.charCodeAt(0)] = 2;

/** Tokens and objects of PDF syntax over a byte array. */
export class Lexer {
  constructor(bytes, position = 0, end = bytes.length) {
    this.bytes = bytes;
    this.position = position;
    this.end = end;
  }

  skipWhitespace() {
    const { bytes, end } = this;
    let position = this.position;
    while (position < end) {
      const byte = bytes[position];
      if (CLASS[byte] === 1) position += 1;
      else if (byte === 0x25) {
        // A comment runs to the end of the line.
        while (position < end && bytes[position] !== 0x0a && bytes[position] !== 0x0d) position += 1;
      } else break;
    }
    this.position = position;
  }

  /** The next object; `]`, `>>` and operators come back as Commands. `R` references are built here. */
  readObject(depth = 0) {
    if (depth > MAX_NESTING) throw new Unsupported('objects nested too deeply');
    const token = this.readToken(depth);
    if (typeof token === 'number' && Number.isInteger(token) && token >= 0) {
      // `n g R` is a reference; look ahead without consuming anything else.
      const saved = this.position;
      const generation = this.readToken(depth);
      if (typeof generation === 'number' && Number.isInteger(generation) && generation >= 0) {
        const keyword = this.readToken(depth);
        if (keyword instanceof Command && keyword.command === 'R') return new Ref(token, generation);
      }
      this.position = saved;
    }
    return token;
  }

  readToken(depth) {
    this.skipWhitespace();
    const { bytes } = this;
    if (this.position >= this.end) return EOF;
    const byte = bytes[this.position];
    switch (byte) {
      case 0x2f: return this.readName();
      case 0x28: return this.readLiteralString();
      case 0x5b: {
        this.position += 1;
        const array = [];
        for (;;) {
          const item = this.readObject(depth + 1);
          if (item === EOF) return array;
          if (item instanceof Command && item.command === ']') return array;
          array.push(item);
        }
      }
      case 0x5d:
        this.position += 1;
        return command(']');
      case 0x3c:
        if (bytes[this.position + 1] === 0x3c) {
          this.position += 2;
          return this.readDictionary(depth);
        }
        return this.readHexString();
      case 0x3e:
        if (bytes[this.position + 1] === 0x3e) {
          this.position += 2;
          return command('>>');
        }
        this.position += 1;
        return command('>');
      case 0x7b: case 0x7d:
        this.position += 1;
        return command(String.fromCharCode(byte));
      default:
        break;
    }
    if ((byte >= 0x30 && byte <= 0x39) || byte === 0x2b || byte === 0x2d || byte === 0x2e) {
      const number = this.readNumber();
      if (number !== undefined) return number;
    }
    const start = this.position;
    let position = start;
    while (position < this.end && CLASS[bytes[position]] === 0) position += 1;
    if (position === start) position += 1;
    this.position = position;
    const text = latin1(bytes, start, position);
    if (text === 'true') return true;
    if (text === 'false') return false;
    if (text === 'null') return null;
    return command(text);
  }

  readNumber() {
    const { bytes, end } = this;
    let position = this.position;
    let sign = 1;
    if (bytes[position] === 0x2d || bytes[position] === 0x2b) {
      if (bytes[position] === 0x2d) sign = -1;
      position += 1;
      // Producers sometimes write '--5'; read it as -5, as viewers do.
      while (bytes[position] === 0x2d) position += 1;
    }
    let value = 0;
    let digits = 0;
    while (position < end && bytes[position] >= 0x30 && bytes[position] <= 0x39) {
      value = value * 10 + bytes[position] - 0x30;
      position += 1;
      digits += 1;
    }
    if (bytes[position] === 0x2e) {
      position += 1;
      let scale = 0.1;
      while (position < end && bytes[position] >= 0x30 && bytes[position] <= 0x39) {
        value += (bytes[position] - 0x30) * scale;
        scale /= 10;
        position += 1;
        digits += 1;
      }
    }
    if (digits === 0) return undefined;
    this.position = position;
    return sign * value;
  }

  readName() {
    const { bytes, end } = this;
    let position = this.position + 1;
    const start = position;
    let escaped = false;
    while (position < end && CLASS[bytes[position]] === 0) {
      if (bytes[position] === 0x23) escaped = true;
      position += 1;
    }
    this.position = position;
    let text = latin1(bytes, start, position);
    if (escaped) text = text.replace(/#([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    return pdfName(text);
  }

  readLiteralString() {
    const { bytes, end } = this;
    let position = this.position + 1;
    let nesting = 1;
    let out = '';
    let runStart = position;
    while (position < end) {
      const byte = bytes[position];
      if (byte === 0x5c) {
        out += latin1(bytes, runStart, position);
        position += 1;
        const next = bytes[position];
        position += 1;
        switch (next) {
          case 0x6e: out += '\n'; break;
          case 0x72: out += '\r'; break;
          case 0x74: out += '\t'; break;
          case 0x62: out += '\b'; break;
          case 0x66: out += '\f'; break;
          case 0x0d:
            if (bytes[position] === 0x0a) position += 1;
            break;
          case 0x0a: break;
          default:
            if (next >= 0x30 && next <= 0x37) {
              let code = next - 0x30;
              for (let count = 0; count < 2 && bytes[position] >= 0x30 && bytes[position] <= 0x37; count += 1) {
                code = code * 8 + bytes[position] - 0x30;
                position += 1;
              }
              out += String.fromCharCode(code & 0xff);
            } else if (next !== undefined) out += String.fromCharCode(next);
        }
        runStart = position;
        continue;
      }
      if (byte === 0x28) nesting += 1;
      else if (byte === 0x29) {
        nesting -= 1;
        if (nesting === 0) break;
      }
      position += 1;
    }
    out += latin1(bytes, runStart, Math.min(position, end));
    this.position = position + 1;
    return new PdfString(out);
  }

  readHexString() {
    const { bytes, end } = this;
    let position = this.position + 1;
    let out = '';
    let high = -1;
    while (position < end && bytes[position] !== 0x3e) {
      const digit = hexValue(bytes[position]);
      position += 1;
      if (digit < 0) continue;
      if (high < 0) high = digit;
      else {
        out += String.fromCharCode(high * 16 + digit);
        high = -1;
      }
    }
    if (high >= 0) out += String.fromCharCode(high * 16);
    this.position = position + 1;
    return new PdfString(out);
  }

  readDictionary(depth) {
    const dict = Object.create(null);
    for (;;) {
      const key = this.readObject(depth + 1);
      if (key === EOF || (key instanceof Command && key.command === '>>')) return dict;
      if (!(key instanceof PdfName)) continue;
      const value = this.readObject(depth + 1);
      if (value === EOF) return dict;
      if (value instanceof Command && value.command === '>>') return dict;
      dict[key.name] = value;
    }
  }
}

function hexValue(byte) {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

/** Operators and names are a few bytes: building those strings directly beats a Buffer view per token. */
const SHORT_TOKEN = 24;

export function latin1(bytes, start, end) {
  if (end - start <= SHORT_TOKEN) {
    let text = '';
    for (let index = start; index < end; index += 1) text += String.fromCharCode(bytes[index]);
    return text;
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
}

export function isDict(value) {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === null;
}

/** Budgets a document's decoding shares: inflated bytes per stream and in all. */
export class DecodeBudget {
  constructor({ perStream, total }) {
    this.perStream = perStream;
    this.left = total;
  }
}

const MAX_XREF_SECTIONS = 64;
const MAX_REF_CHAIN = 16;

/** The objects of one file, fetched on demand through its cross-reference data. */
export class PdfDocument {
  constructor(bytes, budget) {
    this.bytes = bytes;
    this.budget = budget;
    /** Object number → { offset } or { stream, index } (in an object stream). */
    this.entries = new Map();
    this.cache = new Map();
    this.objectStreams = new Map();
    this.trailer = undefined;
    try {
      this.readCrossReferences();
    } catch (error) {
      if (error instanceof ExtractionFailure) throw error;
      this.entries.clear();
      this.trailer = undefined;
    }
    if (!this.trailer?.Root) this.scanObjects();
    if (this.trailer.Encrypt !== undefined) throw new Unsupported('encrypted');
  }

  readCrossReferences() {
    const { bytes } = this;
    const tail = latin1(bytes, Math.max(0, bytes.length - 1024), bytes.length);
    const at = tail.lastIndexOf('startxref');
    if (at < 0) throw new Unsupported('no startxref');
    let offset = Number(/^startxref\s+(\d+)/.exec(tail.slice(at))?.[1]);
    const seen = new Set();
    while (Number.isFinite(offset) && !seen.has(offset)) {
      if (seen.size >= MAX_XREF_SECTIONS) throw new Unsupported('too many cross-reference sections');
      seen.add(offset);
      const trailer = this.readSection(offset);
      this.trailer ??= trailer;
      // A hybrid file points from its table's trailer to a stream holding the compressed objects.
      if (typeof trailer.XRefStm === 'number' && !seen.has(trailer.XRefStm)) {
        seen.add(trailer.XRefStm);
        this.readSection(trailer.XRefStm);
      }
      offset = typeof trailer.Prev === 'number' ? trailer.Prev : NaN;
    }
  }

  /** Reads one table or stream section; entries already known (from a newer update) win. */
  readSection(offset) {
    const lexer = new Lexer(this.bytes, offset);
    const first = lexer.readToken(0);
    if (first instanceof Command && first.command === 'xref') return this.readTable(lexer);
    lexer.position = offset;
    const object = this.readIndirectAt(offset);
    if (!(object instanceof PdfStream) || object.dict.Type?.name !== 'XRef') throw new Unsupported('bad cross-reference section');
    this.readXrefStream(object);
    return object.dict;
  }

  readTable(lexer) {
    for (;;) {
      const start = lexer.readToken(0);
      if (start instanceof Command && start.command === 'trailer') break;
      const count = lexer.readToken(0);
      if (typeof start !== 'number' || typeof count !== 'number') throw new Unsupported('bad xref table');
      for (let index = 0; index < count; index += 1) {
        const offset = lexer.readToken(0);
        const generation = lexer.readToken(0);
        const kind = lexer.readToken(0);
        if (typeof offset !== 'number' || typeof generation !== 'number' || !(kind instanceof Command)) throw new Unsupported('bad xref entry');
        const num = start + index;
        if (this.entries.has(num)) continue;
        if (kind.command === 'n' && offset > 0) this.entries.set(num, { offset });
        else this.entries.set(num, null);
      }
    }
    const trailer = lexer.readObject(0);
    if (!isDict(trailer)) throw new Unsupported('bad trailer');
    return trailer;
  }

  readXrefStream(stream) {
    const { dict } = stream;
    const widths = dict.W;
    const size = dict.Size;
    if (!Array.isArray(widths) || widths.length < 3 || typeof size !== 'number') throw new Unsupported('bad xref stream');
    const index = Array.isArray(dict.Index) ? dict.Index : [0, size];
    const data = this.decode(stream);
    const [w0, w1, w2] = widths;
    if (![w0, w1, w2].every((width) => Number.isInteger(width) && width >= 0 && width <= 8)) throw new Unsupported('bad xref stream widths');
    const rowLength = w0 + w1 + w2;
    if (rowLength === 0) throw new Unsupported('bad xref stream widths');
    let position = 0;
    for (let pair = 0; pair + 1 < index.length; pair += 2) {
      const start = index[pair];
      const count = index[pair + 1];
      for (let item = 0; item < count; item += 1) {
        if (position + rowLength > data.length) return;
        const type = w0 === 0 ? 1 : readInt(data, position, w0);
        const field2 = readInt(data, position + w0, w1);
        const field3 = readInt(data, position + w0 + w1, w2);
        position += rowLength;
        const num = start + item;
        if (this.entries.has(num)) continue;
        if (type === 1) this.entries.set(num, { offset: field2 });
        else if (type === 2) this.entries.set(num, { stream: field2, index: field3 });
        else this.entries.set(num, null);
      }
    }
  }

  /** Broken cross-references: every `n g obj` in the file, the last one of each number winning. */
  scanObjects() {
    this.entries.clear();
    this.cache.clear();
    const text = latin1(this.bytes, 0, this.bytes.length);
    const pattern = /(?:^|[\s>\]])(\d{1,7})\s+(\d{1,5})\s+obj\b/g;
    let root;
    for (const match of text.matchAll(pattern)) {
      const offset = match.index + match[0].length - match[0].trimStart().length;
      this.entries.set(Number(match[1]), { offset });
    }
    for (const match of text.matchAll(/trailer\s*<</g)) {
      const trailer = new Lexer(this.bytes, match.index + 7).readObject(0);
      if (isDict(trailer) && trailer.Root) this.trailer = trailer;
    }
    if (!this.trailer?.Root) {
      // An xref stream's dictionary names the root as well; failing that, find the catalogue.
      for (const [num, entry] of this.entries) {
        const object = this.fetchEntry(num, entry);
        const dict = object instanceof PdfStream ? object.dict : object;
        if (!isDict(dict)) continue;
        if (dict.Type?.name === 'XRef' && dict.Root) this.trailer = dict;
        else if (dict.Type?.name === 'Catalog') root ??= new Ref(num, 0);
        if (dict.Type?.name === 'XRef' && dict.Encrypt !== undefined) throw new Unsupported('encrypted');
        if (dict.Type?.name === 'ObjStm') this.indexObjectStream(num);
      }
      if (!this.trailer?.Root && root) this.trailer = { Root: root };
    }
    if (!this.trailer?.Root) throw new Unsupported('no document catalogue');
    if (/\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/.test(text)) throw new Unsupported('encrypted');
  }

  /** After a scan, objects held in object streams are found through each stream's own index. */
  indexObjectStream(streamNum) {
    const table = this.objectStream(streamNum);
    for (let index = 0; index < table.offsets.length; index += 1) {
      const num = table.numbers[index];
      if (!this.entries.has(num)) this.entries.set(num, { stream: streamNum, index });
    }
  }

  /** Follows references until a direct object. */
  resolve(value) {
    let current = value;
    for (let step = 0; current instanceof Ref; step += 1) {
      if (step > MAX_REF_CHAIN) throw new Unsupported('reference chain');
      current = this.fetch(current.num);
    }
    return current;
  }

  fetch(num) {
    if (this.cache.has(num)) return this.cache.get(num);
    // Marked before reading, so an object stream that (indirectly) contains itself ends here.
    this.cache.set(num, null);
    const object = this.fetchEntry(num, this.entries.get(num));
    this.cache.set(num, object);
    return object;
  }

  fetchEntry(num, entry) {
    if (!entry) return null;
    if (entry.offset !== undefined) return this.readIndirectAt(entry.offset, num);
    const table = this.objectStream(entry.stream);
    const offset = table.offsets[entry.index];
    if (offset === undefined) return null;
    return new Lexer(table.data, offset).readObject(0);
  }

  objectStream(streamNum) {
    let table = this.objectStreams.get(streamNum);
    if (table) return table;
    table = { data: new Uint8Array(0), offsets: [], numbers: [] };
    this.objectStreams.set(streamNum, table);
    const stream = this.fetch(streamNum);
    if (!(stream instanceof PdfStream)) throw new Unsupported('object stream missing');
    const count = stream.dict.N;
    const first = stream.dict.First;
    if (typeof count !== 'number' || typeof first !== 'number') throw new Unsupported('bad object stream');
    const data = this.decode(stream);
    const lexer = new Lexer(data, 0, Math.min(first, data.length));
    for (let index = 0; index < count; index += 1) {
      const num = lexer.readToken(0);
      const offset = lexer.readToken(0);
      if (typeof num !== 'number' || typeof offset !== 'number') break;
      table.numbers.push(num);
      table.offsets.push(first + offset);
    }
    table.data = data;
    return table;
  }

  /** `n g obj <object> [stream … endstream] endobj` at a byte offset. */
  readIndirectAt(offset, expectedNum) {
    const lexer = new Lexer(this.bytes, offset);
    const num = lexer.readToken(0);
    lexer.readToken(0);
    const keyword = lexer.readToken(0);
    if (typeof num !== 'number' || !(keyword instanceof Command) || keyword.command !== 'obj') throw new Unsupported('bad object offset');
    if (expectedNum !== undefined && num !== expectedNum) throw new Unsupported('object number mismatch');
    const object = lexer.readObject(0);
    if (!isDict(object)) return object;
    const saved = lexer.position;
    const next = lexer.readToken(0);
    if (!(next instanceof Command) || next.command !== 'stream') {
      lexer.position = saved;
      return object;
    }
    let start = lexer.position;
    if (this.bytes[start] === 0x0d) start += 1;
    if (this.bytes[start] === 0x0a) start += 1;
    return new PdfStream(object, this.bytes.subarray(start, this.streamEnd(start, object.Length)));
  }

  /** The stream's end: from /Length when it points at `endstream`, else the next `endstream`. */
  streamEnd(start, lengthValue) {
    const { bytes } = this;
    let length;
    try {
      length = lengthValue instanceof Ref ? this.resolve(lengthValue) : lengthValue;
    } catch {
      length = undefined;
    }
    if (typeof length === 'number' && length >= 0 && start + length <= bytes.length) {
      const after = new Lexer(bytes, start + length);
      const keyword = after.readToken(0);
      if (keyword instanceof Command && keyword.command === 'endstream') return start + length;
    }
    const found = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf('endstream', start, 'latin1');
    if (found < 0) throw new Unsupported('stream without end');
    let end = found;
    if (bytes[end - 1] === 0x0a) end -= 1;
    if (bytes[end - 1] === 0x0d) end -= 1;
    return end;
  }

  /** The stream's decoded bytes, through its filters, within the budget. */
  decode(stream) {
    const filters = toArray(this.resolve(stream.dict.Filter ?? stream.dict.F));
    const parameters = toArray(this.resolve(stream.dict.DecodeParms ?? stream.dict.DP));
    let data = stream.data;
    filters.forEach((filter, index) => {
      const name = this.resolve(filter)?.name;
      const parms = this.resolve(parameters[index]);
      switch (name) {
        case 'FlateDecode': case 'Fl':
          data = this.inflate(data);
          data = applyPredictor(data, isDict(parms) ? parms : undefined, this);
          break;
        case 'ASCIIHexDecode': case 'AHx':
          data = asciiHexDecode(data);
          break;
        case 'ASCII85Decode': case 'A85':
          data = ascii85Decode(data);
          break;
        default:
          throw new Unsupported(`filter ${name}`);
      }
    });
    return data;
  }

  inflate(data) {
    const limit = Math.min(this.budget.perStream, this.budget.left);
    let output;
    try {
      // Tolerate a stream without its end marker, as pdf.js does.
      output = inflateSync(data, { maxOutputLength: Math.max(1, limit), finishFlush: zlibConstants.Z_SYNC_FLUSH });
    } catch (error) {
      if (error?.code === 'ERR_BUFFER_TOO_LARGE') throw new ExtractionFailure('inflates-too-large', 'a stream inflates beyond the limit');
      throw new Unsupported('damaged compressed data');
    }
    this.budget.left -= output.length;
    return output;
  }
}

function toArray(value) {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function readInt(data, position, width) {
  let value = 0;
  for (let index = 0; index < width; index += 1) value = value * 256 + data[position + index];
  return value;
}

/** PNG row filters (Predictor ≥ 10), as xref and object streams use them; TIFF prediction is left to pdf.js. */
function applyPredictor(data, parms, document) {
  const predictor = document.resolve(parms?.Predictor) ?? 1;
  if (predictor === 1) return data;
  if (predictor < 10) throw new Unsupported('TIFF predictor');
  const colors = document.resolve(parms.Colors) ?? 1;
  const bitsPerComponent = document.resolve(parms.BitsPerComponent) ?? 8;
  const columns = document.resolve(parms.Columns) ?? 1;
  const pixelBytes = Math.max(1, Math.ceil((colors * bitsPerComponent) / 8));
  const rowBytes = Math.ceil((colors * bitsPerComponent * columns) / 8);
  if (!(rowBytes > 0)) throw new Unsupported('bad predictor parameters');
  const rows = Math.floor(data.length / (rowBytes + 1));
  const output = new Uint8Array(rows * rowBytes);
  let previous = new Uint8Array(rowBytes);
  for (let row = 0; row < rows; row += 1) {
    const filter = data[row * (rowBytes + 1)];
    const input = data.subarray(row * (rowBytes + 1) + 1, (row + 1) * (rowBytes + 1));
    const current = output.subarray(row * rowBytes, (row + 1) * rowBytes);
    for (let index = 0; index < rowBytes; index += 1) {
      const left = index >= pixelBytes ? current[index - pixelBytes] : 0;
      const up = previous[index];
      const upLeft = index >= pixelBytes ? previous[index - pixelBytes] : 0;
      let value = input[index];
      if (filter === 1) value += left;
      else if (filter === 2) value += up;
      else if (filter === 3) value += (left + up) >> 1;
      else if (filter === 4) {
        const estimate = left + up - upLeft;
        const toLeft = Math.abs(estimate - left);
        const toUp = Math.abs(estimate - up);
        const toUpLeft = Math.abs(estimate - upLeft);
        value += toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
      }
      current[index] = value & 0xff;
    }
    previous = current;
  }
  return output;
}

function asciiHexDecode(data) {
  const output = [];
  let high = -1;
  for (const byte of data) {
    if (byte === 0x3e) break;
    const digit = hexValue(byte);
    if (digit < 0) continue;
    if (high < 0) high = digit;
    else {
      output.push(high * 16 + digit);
      high = -1;
    }
  }
  if (high >= 0) output.push(high * 16);
  return Uint8Array.from(output);
}

function ascii85Decode(data) {
  const output = [];
  const group = [];
  for (let index = 0; index < data.length; index += 1) {
    const byte = data[index];
    if (byte === 0x7e) break;
    if (CLASS[byte] === 1) continue;
    if (byte === 0x7a && group.length === 0) {
      output.push(0, 0, 0, 0);
      continue;
    }
    if (byte < 0x21 || byte > 0x75) throw new Unsupported('bad ASCII85 data');
    group.push(byte - 0x21);
    if (group.length === 5) {
      const value = group.reduce((sum, digit) => sum * 85 + digit, 0);
      output.push((value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
      group.length = 0;
    }
  }
  if (group.length > 1) {
    const kept = group.length - 1;
    while (group.length < 5) group.push(84);
    const value = group.reduce((sum, digit) => sum * 85 + digit, 0);
    const bytes = [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
    output.push(...bytes.slice(0, kept));
  }
  return Uint8Array.from(output);
}
