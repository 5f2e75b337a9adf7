/**
 * pdf.js as the extraction worker's second reader: for every PDF the direct reader (pdf-text/)
 * does not handle. Positioned text items of each page with the font facts the layout needs.
 */
import { pdfjs } from './pdfjs-text-only.mjs';
import { BOLD_FONT_NAME } from './pdf-text/fonts.mjs';
import { ExtractionFailure } from './pdf-text/objects.mjs';

/**
 * pdf.js names a page's fonts only while building its operator list. With font faces disabled it
 * also turns every glyph drawn into an outline there (for painting on a canvas), a fifth of the
 * whole extraction; with them enabled it hands each font to the document's font loader instead.
 * This process draws nothing, so a stand-in document and FontFace take the fonts and drop them.
 * Standard fonts (Helvetica, Times) are left without their font data, which pdf.js then never
 * loads: their names and widths are built in, and that is all text extraction needs.
 */
class DiscardedFontFace {
  constructor(family) {
    this.family = family;
    this.loaded = Promise.resolve(this);
  }
}
globalThis.FontFace ??= DiscardedFontFace;
const FONT_DISCARDING_DOCUMENT = { fonts: { add() {}, delete() {} } };

/** Positioned text items of each page, read by pdf.js. */
export async function readPdfWithPdfjs(bytes, maxPages, maxTextChars) {
  const loadingTask = pdfjs.getDocument({
    // pdf.js refuses Buffer, which is what the IPC channel delivers.
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    isEvalSupported: false,
    disableFontFace: false,
    ownerDocument: FONT_DISCARDING_DOCUMENT,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
  });
  let pdf;
  try {
    pdf = await loadingTask.promise;
  } catch (error) {
    if (error?.name === 'PasswordException') throw new ExtractionFailure('encrypted', error.message);
    throw new ExtractionFailure('corrupt', String(error?.message ?? error));
  }
  try {
    if (pdf.numPages > maxPages) throw new ExtractionFailure('too-many-pages', String(pdf.numPages));
    const pages = [];
    let textChars = 0;
    // pdf.js names a font the same on every page of a document, so each is looked at once.
    const boldByFont = new Map();
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      const textItems = content.items.filter((item) => typeof item.str === 'string' && item.str.trim() !== '');
      for (const item of textItems) {
        textChars += item.str.length;
        if (textChars > maxTextChars) throw new ExtractionFailure('too-much-text', String(textChars));
      }
      // Text content leaves the fonts' names unresolved; the operator list loads them, but costs
      // more than the text itself, so it runs only for a page that brings fonts not seen yet.
      if (textItems.some((item) => !boldByFont.has(item.fontName))) {
        await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
        for (const item of textItems) {
          if (!boldByFont.has(item.fontName)) boldByFont.set(item.fontName, isBoldFont(page, item.fontName));
        }
      }
      const items = [];
      for (const item of textItems) {
        const [a, b, , , x, y] = item.transform;
        items.push({
          text: item.str,
          x,
          y,
          width: item.width,
          fontSize: Math.hypot(a, b) || item.height,
          bold: boldByFont.get(item.fontName),
        });
      }
      const [left, bottom, right, top] = page.view;
      pages.push({ width: right - left, height: top - bottom, items });
      page.cleanup();
    }
    return { pages };
  } finally {
    await pdf.destroy();
  }
}

function isBoldFont(page, fontName) {
  try {
    const font = page.commonObjs.get(fontName);
    return BOLD_FONT_NAME.test(font?.name ?? '') || font?.bold === true;
  } catch {
    return false;
  }
}

