import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import type { HttpError } from '../errors';
import { DOCUMENT_LIMITS } from './limits';
import { documentErrors } from './messages';

const MAIN_PART = 'word/document.xml';
/** Parts read in the parent as well: mammoth skips headers and footers, where contact details often are. */
const KEPT_PART = /^word\/(?:document\.xml|_rels\/document\.xml\.rels|(?:header|footer)\d*\.xml)$/;
const MARGIN_PART = /^word\/(?:header|footer)\d*\.xml$/;
const LIMITS = DOCUMENT_LIMITS.docx;
const UNSAFE_NAME_ERROR = /absolute path|invalid relative path|invalid characters in fileName/i;

/** Inflated zip entries by name. */
export type DocxParts = ReadonlyMap<string, Buffer>;

/**
 * Reads the whole zip before mammoth does: entry count, safe names, declared sizes and ratio, and
 * the actual inflated bytes of every entry, counted while streaming and cut off at the caps, since
 * declared sizes can lie. Requires word/document.xml. Returns the main part, its relationships and
 * the headers and footers of normal size, as inflated on the way.
 */
export async function preflightDocx(bytes: Buffer): Promise<DocxParts> {
  const zip = await openZip(bytes);
  try {
    return await checkEntries(zip);
  } finally {
    zip.close();
  }
}

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) => {
      if (error || !zip) reject(documentErrors.corrupt());
      else resolve(zip);
    });
  });
}

function checkEntries(zip: ZipFile): Promise<DocxParts> {
  return new Promise((resolve, reject) => {
    const kept = new Map<string, Buffer>();
    let entryCount = 0;
    let inflatedTotal = 0;
    let hasMainPart = false;
    let settled = false;
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      reject(error);
    };

    // yauzl itself refuses absolute and `..` names before our own check sees them.
    zip.on('error', (error: Error) =>
      fail(UNSAFE_NAME_ERROR.test(error.message) ? documentErrors.unsafeZip() : documentErrors.corrupt()),
    );
    zip.on('end', () => {
      if (settled) return;
      settled = true;
      if (hasMainPart) resolve(kept);
      else reject(documentErrors.noWordDocument());
    });
    zip.on('entry', (entry: Entry) => {
      entryCount += 1;
      if (entryCount > LIMITS.maxEntries) return fail(documentErrors.tooManyZipEntries());
      if (!isSafeEntryName(entry.fileName)) return fail(documentErrors.unsafeZip());
      if (entry.fileName === MAIN_PART) hasMainPart = true;
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      const isMainPart = entry.fileName === MAIN_PART;
      if (isMainPart && entry.uncompressedSize > LIMITS.mainPartBytes) return fail(documentErrors.tooMuchText());
      if (declaresTooMuch(entry, inflatedTotal)) return fail(documentErrors.inflatesTooLarge());

      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return fail(documentErrors.corrupt());
        let entryBytes = 0;
        let chunks: Buffer[] | null = KEPT_PART.test(entry.fileName) ? [] : null;
        const keptBytes = MARGIN_PART.test(entry.fileName) ? LIMITS.marginPartBytes : LIMITS.mainPartBytes;
        stream.on('data', (chunk: Buffer) => {
          entryBytes += chunk.length;
          if (entryBytes > keptBytes) chunks = null;
          chunks?.push(chunk);
          inflatedTotal += chunk.length;
          if (isMainPart && entryBytes > LIMITS.mainPartBytes) {
            stream.destroy();
            return fail(documentErrors.tooMuchText());
          }
          if (entryBytes > LIMITS.inflatedBytesPerEntry || inflatedTotal > LIMITS.inflatedBytesTotal) {
            stream.destroy();
            fail(documentErrors.inflatesTooLarge());
          }
        });
        stream.on('error', (streamError: Error) =>
          // yauzl reports more bytes than declared as an error: that is a size lie, not damage.
          fail(/too many bytes/i.test(streamError.message) ? documentErrors.inflatesTooLarge() : documentErrors.corrupt()),
        );
        stream.on('end', () => {
          if (chunks) kept.set(entry.fileName, Buffer.concat(chunks));
          if (!settled) zip.readEntry();
        });
      });
    });
    if (zip.entryCount > LIMITS.maxEntries) fail(documentErrors.tooManyZipEntries());
    else zip.readEntry();
  });
}

function declaresTooMuch(entry: Entry, inflatedSoFar: number): boolean {
  const declared = entry.uncompressedSize;
  if (declared > LIMITS.inflatedBytesPerEntry || inflatedSoFar + declared > LIMITS.inflatedBytesTotal) return true;
  return declared >= LIMITS.ratioCheckFromBytes && declared / Math.max(1, entry.compressedSize) > LIMITS.maxCompressionRatio;
}

/** Relative, forward-slash names without `..` segments or drive letters. */
function isSafeEntryName(name: string): boolean {
  if (name === '' || name.startsWith('/') || name.includes('\\') || /^[a-zA-Z]:/.test(name) || name.includes('\0')) {
    return false;
  }
  return !name.split('/').some((segment) => segment === '..');
}
