import { RESUME_LIMITS } from '@careerforge/contract';

/** Every bound applied to an uploaded document, in one place. */
export const DOCUMENT_LIMITS = {
  uploadBytes: RESUME_LIMITS.uploadBytes,
  maxPages: 50,
  /** A resume is a few thousand characters; this stops text-stuffed files early. */
  maxTextChars: 300_000,
  extractionTimeoutMs: 10_000,
  /** Heap of each extraction process; pdf.js and mammoth need well under 100 MB for a resume. */
  workerHeapMb: 256,
  /**
   * Waiting extractions beyond the busy workers: enough for a burst of uploads (a warm worker reads
   * a two-page resume in about 25 ms), bounded in count and bytes so a flood cannot hold the
   * server's memory. Beyond either bound an upload is refused with 503 and Retry-After.
   */
  maxQueued: 200,
  maxQueuedBytes: 200 * 1024 * 1024,
  retryAfterSeconds: 5,
  pdf: {
    inflatedBytesPerStream: 32 * 1024 * 1024,
    inflatedBytesTotal: 96 * 1024 * 1024,
    /**
     * Decoded page contents, forms and patterns in all: a text page holds 5-30 KB of them, a page
     * drawn in a design tool a few hundred KB; pdf.js interprets about 3 MB a second.
     */
    drawingBytesTotal: 4 * 1024 * 1024,
  },
  docx: {
    maxEntries: 1000,
    inflatedBytesPerEntry: 20 * 1024 * 1024,
    inflatedBytesTotal: 50 * 1024 * 1024,
    /**
     * word/document.xml of a long resume is well under 1 MB; mammoth needs about 3.5 s and most
     * of the worker heap for 4 MB, and runs out of heap at 13 MB.
     */
    mainPartBytes: 4 * 1024 * 1024,
    /**
     * A header or footer holds a few lines (a few KB of XML); a larger one is left unread rather
     * than parsed on the API's own thread.
     */
    marginPartBytes: 512 * 1024,
    /** Word XML compresses 5-20x; a bomb of repeated bytes reaches 1000x. */
    maxCompressionRatio: 200,
    /** Small entries may compress extremely well without being a threat. */
    ratioCheckFromBytes: 1024 * 1024,
  },
} as const;
