import { constants as zlibConstants, inflateSync } from 'node:zlib';
import { DOCUMENT_LIMITS } from './limits';
import { documentErrors } from './messages';

const STREAM_KEYWORD = /stream(?:\r\n|\n|\r)/g;
/** How far back from `stream` to look for the stream's dictionary. */
const DICTIONARY_LOOKBACK = 4096;
/** The encryption dictionary is named in the trailer or in a cross-reference stream's dictionary. */
const ENCRYPT_ENTRY = /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/;

/**
 * Checks a PDF before pdf.js sees it: not truncated, not encrypted, and no compressed stream
 * inflating beyond the caps (a 3 MB file can hold a stream that inflates to 1 GB). Runs in the
 * parent; inflating with `maxOutputLength` stops at the cap, so a bomb is refused in milliseconds.
 */
export function preflightPdf(bytes: Buffer): void {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!tail.includes('%%EOF')) throw documentErrors.corrupt();

  // latin1 keeps one character per byte, so string offsets are byte offsets.
  const source = bytes.toString('latin1');
  if (ENCRYPT_ENTRY.test(source)) throw documentErrors.encrypted();

  let inflatedTotal = 0;
  for (const match of source.matchAll(STREAM_KEYWORD)) {
    const keywordAt = match.index;
    if (source.startsWith('end', keywordAt - 3)) continue;
    const dataStart = keywordAt + match[0].length;
    const dictionary = source.slice(Math.max(0, keywordAt - DICTIONARY_LOOKBACK), keywordAt);
    const dictionaryStart = dictionary.lastIndexOf(' obj');
    const streamDictionary = dictionaryStart >= 0 ? dictionary.slice(dictionaryStart) : dictionary;
    if (!isFlateFirst(streamDictionary)) continue;
    const dataEnd = source.indexOf('endstream', dataStart);
    if (dataEnd < 0) throw documentErrors.corrupt();
    inflatedTotal += inflatedSize(bytes.subarray(dataStart, dataEnd));
    if (inflatedTotal > DOCUMENT_LIMITS.pdf.inflatedBytesTotal) throw documentErrors.inflatesTooLarge();
  }
}

/** Only a stream whose first filter is Flate holds zlib data as stored. */
function isFlateFirst(dictionary: string): boolean {
  const filter = /\/Filter\s*(\[\s*)?\/(\w+)/.exec(dictionary);
  return filter?.[2] === 'FlateDecode' || filter?.[2] === 'Fl';
}

function inflatedSize(data: Buffer): number {
  try {
    return inflateSync(data, {
      maxOutputLength: DOCUMENT_LIMITS.pdf.inflatedBytesPerStream,
      // Tolerate a stream without its end marker, as pdf.js does.
      finishFlush: zlibConstants.Z_SYNC_FLUSH,
    }).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw documentErrors.inflatesTooLarge();
    // Damaged data is left to pdf.js, which skips what it cannot read.
    return 0;
  }
}
