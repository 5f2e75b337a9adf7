import type { RawPdfPage } from './worker-pool';

/** Reads every page with pdf.js. pdf.js takes over the memory of `bytes` (it is detached afterwards). */
export function readPdfWithPdfjs(bytes: Uint8Array, maxPages: number, maxTextChars: number): Promise<{ pages: RawPdfPage[] }>;
