import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { HttpError } from '../errors';
import { DOCUMENT_LIMITS } from './limits';
import { documentErrors } from './messages';

/** One positioned run of text on a PDF page (PDF user space: y grows upwards). */
export interface RawTextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  bold: boolean;
}

export interface RawPdfPage {
  width: number;
  height: number;
  items: RawTextItem[];
}

/** Which reader gave a PDF's text: the direct one (pdf-text/) or pdf.js, when the direct one does not handle the file. */
export type PdfReader = 'direct' | 'pdfjs';

export interface RawPdf {
  pages: RawPdfPage[];
  reader: PdfReader;
  /** Why the direct reader left the file to pdf.js. */
  fallbackReason?: string;
}

export type WorkerOutput = { pdf: RawPdf } | { docx: { html: string } };

/** What a PDF's reading may cost, beyond the page and text limits. */
export interface PdfReadLimits {
  drawingBytes: number;
}

/** `cpuMs`: the worker's CPU time for the file. */
type WorkerResponse = { id: number; cpuMs: number } & (
  | { ok: true; pdf: RawPdf }
  | { ok: true; docx: { html: string } }
  | { ok: false; code: string; detail: string }
);

interface Job {
  id: number;
  format: 'pdf' | 'docx';
  bytes: Uint8Array;
  drawingBytes: number;
  resolve: (output: WorkerOutput) => void;
  reject: (error: Error) => void;
}

interface Worker {
  process: ChildProcess;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const WORKER_FILE = fileURLToPath(new URL('./extract-worker.mjs', import.meta.url));

const FAILURES: Record<string, () => HttpError> = {
  encrypted: documentErrors.encrypted,
  'too-many-pages': documentErrors.tooManyPages,
  'too-much-text': documentErrors.tooMuchText,
  'too-much-drawing': documentErrors.tooMuchDrawing,
  'inflates-too-large': documentErrors.inflatesTooLarge,
  corrupt: documentErrors.corrupt,
};

export interface WorkerPoolOptions {
  size: number;
  maxQueued: number;
  maxQueuedBytes: number;
  timeoutMs: number;
  heapMb: number;
}

export interface WorkerPoolStats {
  /** The most workers the pool runs at once. */
  workers: number;
  /** Jobs that waited for a worker since the pool started. */
  queued: number;
  longestQueue: number;
  /** CPU time the workers spent on the files they answered, in all (their idle time not counted). */
  cpuMs: number;
  /** PDFs read by each reader. */
  pdfReaders: Record<PdfReader, number>;
}

/**
 * Warm child processes that run pdf.js and mammoth one file at a time. A worker that overruns the
 * timeout is killed; one that dies (out of memory) fails its job; either is replaced on demand.
 * Idle workers do not keep the event loop alive.
 */
export class ExtractionWorkerPool {
  private readonly workers: Worker[] = [];
  private readonly queue: Job[] = [];
  private nextJobId = 1;
  private closed = false;
  private queuedBytes = 0;
  private waitedCount = 0;
  private longestQueue = 0;
  private cpuMs = 0;
  private readonly pdfReaders: Record<PdfReader, number> = { direct: 0, pdfjs: 0 };

  constructor(private readonly options: WorkerPoolOptions) {}

  run(format: 'pdf' | 'docx', bytes: Uint8Array, { drawingBytes }: PdfReadLimits = { drawingBytes: DOCUMENT_LIMITS.pdf.drawingBytesTotal }): Promise<WorkerOutput> {
    if (this.closed) return Promise.reject(documentErrors.closed());
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.nextJobId++, format, bytes, drawingBytes, resolve, reject };
      this.prestart();
      const idle = this.idleWorker();
      if (idle) return this.start(idle, job);
      const full = this.queue.length >= this.options.maxQueued || this.queuedBytes + bytes.length > this.options.maxQueuedBytes;
      if (full) return reject(documentErrors.busy());
      this.queue.push(job);
      this.queuedBytes += bytes.length;
      this.waitedCount += 1;
      this.longestQueue = Math.max(this.longestQueue, this.queue.length);
    });
  }

  /** How busy the pool has been: for benchmarks and logs. */
  stats(): WorkerPoolStats {
    return { workers: this.options.size, queued: this.waitedCount, longestQueue: this.longestQueue, cpuMs: this.cpuMs, pdfReaders: { ...this.pdfReaders } };
  }

  /** Kills every worker and fails queued and running jobs; the pool refuses work from then on. */
  close(): void {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(documentErrors.closed());
    this.queuedBytes = 0;
    for (const worker of [...this.workers]) this.retire(worker, documentErrors.closed());
  }

  /**
   * Starts every worker with the first job, so a burst finds them all loaded (starting one and
   * loading pdf.js takes longer than reading a resume).
   */
  private prestart(): void {
    while (this.workers.length < this.options.size) this.spawn();
  }

  private idleWorker(): Worker | undefined {
    const idle = this.workers.find((worker) => worker.job === null);
    if (idle) return idle;
    if (this.workers.length < this.options.size) return this.spawn();
    return undefined;
  }

  private spawn(): Worker {
    const child = fork(WORKER_FILE, [], {
      // Not the parent's flags: under tsx they would load the TypeScript loader for nothing.
      execArgv: [`--max-old-space-size=${this.options.heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    const worker: Worker = { process: child, job: null, timer: null };
    child.on('message', (message: WorkerResponse) => this.finish(worker, message));
    child.on('exit', (code, signal) => {
      // V8 aborts the process when the heap cap is reached; any other exit is our fault, not the file's.
      if (signal === 'SIGABRT' || code === 134) this.retire(worker, documentErrors.outOfMemory(), { replace: true });
      else this.retire(worker, new Error(`Extraction worker exited (code ${code}, signal ${signal}).`));
    });
    child.on('error', (error) => this.retire(worker, new Error('Extraction worker failed.', { cause: error })));
    this.workers.push(worker);
    this.setIdle(worker, true);
    return worker;
  }

  private start(worker: Worker, job: Job): void {
    worker.job = job;
    this.setIdle(worker, false);
    worker.timer = setTimeout(() => this.retire(worker, documentErrors.timeout(), { replace: true }), this.options.timeoutMs);
    worker.process.send({
      id: job.id,
      format: job.format,
      bytes: job.bytes,
      limits: {
        maxPages: DOCUMENT_LIMITS.maxPages,
        maxTextChars: DOCUMENT_LIMITS.maxTextChars,
        drawingBytes: job.drawingBytes,
        perStreamBytes: DOCUMENT_LIMITS.pdf.inflatedBytesPerStream,
        totalInflatedBytes: DOCUMENT_LIMITS.pdf.inflatedBytesTotal,
      },
    });
  }

  private finish(worker: Worker, response: WorkerResponse): void {
    const job = worker.job;
    if (!job || job.id !== response.id) return;
    if (worker.timer) clearTimeout(worker.timer);
    worker.timer = null;
    worker.job = null;
    this.setIdle(worker, true);
    this.cpuMs += response.cpuMs;
    if (!response.ok) {
      const error = (FAILURES[response.code] ?? documentErrors.corrupt)();
      // The library's own words, for whoever debugs a refused file.
      error.cause = new Error(response.detail);
      job.reject(error);
    } else if ('pdf' in response) {
      this.pdfReaders[response.pdf.reader] += 1;
      job.resolve({ pdf: response.pdf });
    }
    else job.resolve({ docx: response.docx });
    this.startNext();
  }

  /**
   * Removes a worker for good (kill, crash, timeout), failing its job with `reason`. A worker the
   * file broke (timeout, heap) is replaced at once so the pool stays warm; after an unexpected
   * exit the next job starts one, so a worker that cannot start does not respawn in a loop.
   */
  private retire(worker: Worker, reason: Error, { replace = false }: { replace?: boolean } = {}): void {
    const index = this.workers.indexOf(worker);
    if (index < 0) return;
    this.workers.splice(index, 1);
    if (worker.timer) clearTimeout(worker.timer);
    worker.process.removeAllListeners('exit');
    worker.process.kill('SIGKILL');
    worker.job?.reject(reason);
    worker.job = null;
    if (replace && !this.closed && this.workers.length < this.options.size) this.spawn();
    this.startNext();
  }

  private startNext(): void {
    if (this.closed) return;
    if (this.queue.length === 0) return;
    const worker = this.idleWorker();
    const job = worker && this.queue.shift();
    if (!worker || !job) return;
    this.queuedBytes -= job.bytes.length;
    this.start(worker, job);
  }

  private setIdle(worker: Worker, idle: boolean): void {
    const channel = worker.process.channel;
    if (idle) {
      worker.process.unref();
      channel?.unref();
    } else {
      worker.process.ref();
      channel?.ref();
    }
  }
}

/** The pool's settings that configuration may change: EXTRACTION_WORKERS and EXTRACTION_TIMEOUT_MS. */
export interface ConfiguredPoolOptions {
  workers: number;
  timeoutMs: number;
}

export function defaultPoolOptions(): ConfiguredPoolOptions {
  // One per core: the parent's own share (preflight, layout, parsing) is small beside pdf.js.
  return { workers: availableParallelism(), timeoutMs: DOCUMENT_LIMITS.extractionTimeoutMs };
}

export function poolOptions({ workers, timeoutMs }: ConfiguredPoolOptions): WorkerPoolOptions {
  return {
    size: workers,
    maxQueued: DOCUMENT_LIMITS.maxQueued,
    maxQueuedBytes: DOCUMENT_LIMITS.maxQueuedBytes,
    timeoutMs,
    heapMb: DOCUMENT_LIMITS.workerHeapMb,
  };
}
