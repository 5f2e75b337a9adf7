import { constants as zlibConstants, inflateSync } from 'node:zlib';
import { DOCUMENT_LIMITS } from './limits';
import { documentErrors } from './messages';

const STREAM_KEYWORD = /stream(?:\r\n|\n|\r)/g;
/** How far back from `stream` to look for the stream's dictionary. */
const DICTIONARY_LOOKBACK = 4096;
/** The encryption dictionary is named in the trailer or in a cross-reference stream's dictionary. */
const ENCRYPT_ENTRY = /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/;

/**
 * Checks a PDF before pdf.js sees it: not truncated, not encrypted, no compressed stream inflating
 * beyond the caps (a 3 MB file can hold a stream that inflates to 1 GB), and no more drawing
 * operators than a resume holds (a 60 KB file can hold 30 MB of them, ten seconds of a worker's
 * time). Runs in the parent; inflating with `maxOutputLength` stops at the cap, so a bomb is
 * refused in milliseconds.
 */
export function preflightPdf(bytes: Buffer, drawingBytesLimit: number = DOCUMENT_LIMITS.pdf.drawingBytesTotal): void {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!tail.includes('%%EOF')) throw documentErrors.corrupt();

  // latin1 keeps one character per byte, so string offsets are byte offsets.
  const source = bytes.toString('latin1');
  if (ENCRYPT_ENTRY.test(source)) throw documentErrors.encrypted();

  let inflatedTotal = 0;
  let drawingTotal = 0;
  for (const match of source.matchAll(STREAM_KEYWORD)) {
    const keywordAt = match.index;
    if (source.startsWith('end', keywordAt - 3)) continue;
    const dataStart = keywordAt + match[0].length;
    const dictionary = source.slice(Math.max(0, keywordAt - DICTIONARY_LOOKBACK), keywordAt);
    const dictionaryStart = dictionary.lastIndexOf(' obj');
    const streamDictionary = dictionaryStart >= 0 ? dictionary.slice(dictionaryStart) : dictionary;
    const flate = isFlateFirst(streamDictionary);
    const drawing = isDrawingStream(streamDictionary);
    if (!flate && !drawing) continue;
    const dataEnd = source.indexOf('endstream', dataStart);
    if (dataEnd < 0) throw documentErrors.corrupt();
    const data = bytes.subarray(dataStart, dataEnd);
    // A drawing stream is inflated no further than the drawing budget left, so a flood of them costs little.
    const drawingLeft = drawingBytesLimit - drawingTotal;
    const decodedSize = !flate
      ? data.length
      : drawing && drawingLeft < DOCUMENT_LIMITS.pdf.inflatedBytesPerStream
        ? inflatedSize(data, drawingLeft, documentErrors.tooMuchDrawing)
        : inflatedSize(data, DOCUMENT_LIMITS.pdf.inflatedBytesPerStream, documentErrors.inflatesTooLarge);
    if (flate) inflatedTotal += decodedSize;
    if (inflatedTotal > DOCUMENT_LIMITS.pdf.inflatedBytesTotal) throw documentErrors.inflatesTooLarge();
    if (drawing) drawingTotal += decodedSize;
    if (drawingTotal > drawingBytesLimit) throw documentErrors.tooMuchDrawing();
  }
}

/**
 * A page's content or a form, pattern or glyph procedure: operators pdf.js interprets one by one,
 * so their decoded size is what reading the file costs. Images, fonts, colour profiles,
 * cross-reference and object streams, metadata and functions are data and are not counted.
 */
function isDrawingStream(dictionary: string): boolean {
  if (/\/Subtype\s*\/(?!Form\b)\w+/.test(dictionary)) return false;
  if (/\/Type\s*\/(XRef|ObjStm|Metadata|EmbeddedFile|CMap)\b/.test(dictionary)) return false;
  return !/\/(Length1|Length2|Length3|N|FunctionType|BitsPerSample)\b/.test(dictionary);
}

/** Only a stream whose first filter is Flate holds zlib data as stored. */
function isFlateFirst(dictionary: string): boolean {
  const filter = /\/Filter\s*(\[\s*)?\/(\w+)/.exec(dictionary);
  return filter?.[2] === 'FlateDecode' || filter?.[2] === 'Fl';
}

/** The stream's inflated size; `tooLarge()` is thrown as soon as it would exceed `limit`. */
function inflatedSize(data: Buffer, limit: number, tooLarge: () => Error): number {
  try {
    return inflateSync(data, {
      maxOutputLength: Math.max(1, limit),
      // Tolerate a stream without its end marker, as pdf.js does.
      finishFlush: zlibConstants.Z_SYNC_FLUSH,
    }).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
    // Damaged data is left to pdf.js, which skips what it cannot read.
    return 0;
  }
}
