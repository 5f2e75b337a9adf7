import type { RawPdfPage } from '../worker-pool';

/** The reader does not handle this file; pdf.js reads it instead. */
export class Unsupported extends Error {}

/** The file breaks a limit, whichever reader would read it: `code` names which. */
export class ExtractionFailure extends Error {
  constructor(code: string, detail: string);
  code: string;
}

export interface PdfTextLimits {
  maxPages: number;
  maxTextChars: number;
  /** Decoded page contents and forms, in all. */
  drawingBytes: number;
  perStreamBytes: number;
  totalInflatedBytes: number;
}

export function readPdfText(bytes: Uint8Array, limits: PdfTextLimits): { pages: RawPdfPage[] };
