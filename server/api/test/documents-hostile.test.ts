import { randomBytes } from 'node:crypto';
import { PDFDocument as PdfLibDocument, StandardFonts } from 'pdf-lib';
import { HttpError } from '../src/lib/errors';
import { closeDocumentWorkers, extractDocument } from '../src/lib/documents';
import { ExtractionWorkerPool } from '../src/lib/documents/worker-pool';
import {
  buildZip,
  deflatedZeros,
  encryptedPdf,
  handWrittenPdf,
  minimalDocxEntries,
  tinyPng,
} from './support/hostile-files';

afterAll(() => closeDocumentWorkers());

const MB = 1024 * 1024;

async function textPdf(pageCount: number): Promise<Buffer> {
  const pdf = await PdfLibDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pageCount; page += 1) {
    pdf.addPage([595, 842]).drawText(`Page ${page}: Jane Doe, Software Engineer`, { x: 50, y: 780, size: 12, font });
  }
  return Buffer.from(await pdf.save());
}

async function imageOnlyPdf(): Promise<Buffer> {
  const pdf = await PdfLibDocument.create();
  const image = await pdf.embedPng(tinyPng());
  pdf.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return Buffer.from(await pdf.save());
}

/** A valid word/document.xml of about `bytes` bytes of paragraphs. */
function longDocumentXml(bytes: number): string {
  const paragraph = '<w:p><w:r><w:t>Led the migration of forty services to Kubernetes and cut costs.</w:t></w:r></w:p>';
  return (
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
    paragraph.repeat(Math.ceil(bytes / paragraph.length)) +
    '</w:body></w:document>'
  );
}

interface HostileCase {
  name: string;
  file: () => Promise<{ bytes: Buffer; filename: string }>;
  status: number;
  message: RegExp;
}

const file = (bytes: Buffer, filename: string) => ({ bytes, filename });

const CASES: HostileCase[] = [
  { name: 'a file over 10 MB', file: async () => file(Buffer.alloc(10 * MB + 1), 'big.pdf'), status: 413, message: /larger than 10 MB/ },
  { name: 'a .txt file', file: async () => file(Buffer.from('hello'), 'resume.txt'), status: 415, message: /Only \.pdf and \.docx/ },
  { name: 'a file without extension', file: async () => file(Buffer.from('%PDF-1.4'), 'resume'), status: 415, message: /Only \.pdf and \.docx/ },
  { name: 'a text file renamed .pdf', file: async () => file(Buffer.from('Jane Doe\nEngineer\n'), 'resume.pdf'), status: 415, message: /not a real PDF/ },
  { name: 'a PDF renamed .docx', file: async () => file(await textPdf(1), 'resume.docx'), status: 415, message: /not a real Word \(\.docx\)/ },
  { name: 'an empty .pdf', file: async () => file(Buffer.alloc(0), 'resume.pdf'), status: 422, message: /file is empty/ },
  { name: 'an empty .docx', file: async () => file(Buffer.alloc(0), 'resume.docx'), status: 422, message: /file is empty/ },
  {
    name: 'a truncated PDF',
    file: async () => {
      const whole = await textPdf(2);
      return file(whole.subarray(0, Math.floor(whole.length / 2)), 'resume.pdf');
    },
    status: 422,
    message: /damaged or incomplete/,
  },
  {
    name: 'a truncated DOCX',
    file: async () => {
      const whole = buildZip(minimalDocxEntries());
      return file(whole.subarray(0, whole.length - 30), 'resume.docx');
    },
    status: 422,
    message: /damaged or incomplete/,
  },
  {
    name: 'a PDF with a page content stream inflating to 100 MB',
    file: async () => file(handWrittenPdf({ contentStream: await deflatedZeros(100 * MB, 'zlib'), flate: true }), 'bomb.pdf'),
    status: 422,
    // Page content is held to the drawing budget, which is far below the inflation caps.
    message: /far more drawing than a resume/,
  },
  { name: 'a 60-page PDF', file: async () => file(await textPdf(60), 'long.pdf'), status: 422, message: /more than 50 pages/ },
  { name: 'an encrypted PDF', file: async () => file(encryptedPdf(), 'locked.pdf'), status: 422, message: /password-protected/ },
  { name: 'a scanned PDF (image, no text)', file: async () => file(await imageOnlyPdf(), 'scan.pdf'), status: 422, message: /^This PDF has no text we can read \(it may be a scan\)\.$/ },
  {
    name: 'a DOCX zip bomb declaring its size',
    file: async () =>
      file(buildZip(minimalDocxEntries([{ name: 'word/media/zeros.bin', deflated: await deflatedZeros(100 * MB, 'raw'), declaredSize: 100 * MB }])), 'bomb.docx'),
    status: 422,
    message: /expands to too much data/,
  },
  {
    name: 'a DOCX zip bomb lying about its size',
    file: async () =>
      file(buildZip(minimalDocxEntries([{ name: 'word/media/zeros.bin', deflated: await deflatedZeros(100 * MB, 'raw'), declaredSize: 1000 }])), 'bomb.docx'),
    status: 422,
    message: /expands to too much data/,
  },
  {
    name: 'a DOCX whose parts add up past the total cap',
    file: async () => {
      const part = await deflatedZeros(15 * MB, 'raw');
      const parts = [1, 2, 3, 4].map((index) => ({ name: `word/media/part${index}.bin`, deflated: part, declaredSize: 1000 }));
      return file(buildZip(minimalDocxEntries(parts)), 'bomb.docx');
    },
    status: 422,
    message: /expands to too much data/,
  },
  {
    name: 'a DOCX with a ../ entry name',
    file: async () => file(buildZip(minimalDocxEntries([{ name: '../../etc/evil.xml', content: '<x/>' }])), 'traversal.docx'),
    status: 422,
    message: /unsafe file names/,
  },
  {
    name: 'a DOCX with an absolute entry name',
    file: async () => file(buildZip(minimalDocxEntries([{ name: '/tmp/evil.xml', content: '<x/>' }])), 'absolute.docx'),
    status: 422,
    message: /unsafe file names/,
  },
  {
    name: 'a DOCX with 1001 entries',
    file: async () =>
      file(buildZip(minimalDocxEntries(Array.from({ length: 1001 }, (_, index) => ({ name: `word/part${index}.xml`, content: '<x/>' })))), 'many.docx'),
    status: 422,
    message: /too many parts/,
  },
  {
    name: 'a DOCX whose document.xml exceeds 4 MB',
    file: async () => file(buildZip([{ name: 'word/document.xml', content: longDocumentXml(5 * MB) }]), 'long.docx'),
    status: 422,
    message: /far more text than a resume/,
  },
  {
    name: 'a DOCX whose document.xml exceeds 4 MB but declares 1 KB',
    file: async () => file(buildZip([{ name: 'word/document.xml', content: longDocumentXml(5 * MB), declaredSize: 1024 }]), 'long.docx'),
    status: 422,
    message: /expands to too much data/,
  },
  {
    name: 'a zip without word/document.xml',
    file: async () => file(buildZip([{ name: 'notes.txt', content: 'hello' }]), 'notes.docx'),
    status: 422,
    message: /no word\/document\.xml/,
  },
];

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the extraction to be refused');
}

describe('extractDocument: hostile files', () => {
  // Jest reuses its worker processes across test files, so the bound is on growth during this set.
  const startRss = process.memoryUsage().rss;
  const peakRss = { bytes: startRss };
  const sampler = setInterval(() => {
    peakRss.bytes = Math.max(peakRss.bytes, process.memoryUsage().rss);
  }, 5);
  afterAll(() => clearInterval(sampler));

  const rejectionMs: string[] = [];

  it.each(CASES)('refuses $name quickly, and the pool keeps working', async ({ name, file: build, status, message }) => {
    const upload = await build();
    const started = performance.now();
    const error = await rejection(extractDocument(upload));
    const elapsedMs = performance.now() - started;
    expect({ status: error.statusCode, message: error.message }).toEqual({ status, message: expect.stringMatching(message) });
    rejectionMs.push(`${name}: ${elapsedMs.toFixed(0)} ms`);
    expect(elapsedMs).toBeLessThan(1000);

    const healthy = await extractDocument({ bytes: await textPdf(1), filename: 'ok.pdf' });
    expect(healthy.lines[0]?.text).toBe('Page 1: Jane Doe, Software Engineer');
  });

  it('reads a DOCX whose header is 5 MB of text without parsing that header', async () => {
    // Varied text, so the part does not compress like a bomb.
    const paragraphs = Array.from({ length: 5 * 1024 }, () => `<w:p><w:r><w:t>${randomBytes(480).toString('hex')}</w:t></w:r></w:p>`);
    const header = `<w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${paragraphs.join('')}</w:hdr>`;
    const result = await extractDocument({ bytes: buildZip(minimalDocxEntries([{ name: 'word/header1.xml', content: header }])), filename: 'r.docx' });
    expect(result.lines.map((line) => line.text)).toEqual(['Hello']);
  });

  it('kept the RSS growth of the test process under 200 MB', () => {
    peakRss.bytes = Math.max(peakRss.bytes, process.memoryUsage().rss);
    const growth = peakRss.bytes - startRss;
    console.log(
      `hostile set: test process RSS ${(startRss / MB).toFixed(0)} MB at start, peak ${(peakRss.bytes / MB).toFixed(0)} MB\n` +
        rejectionMs.join('\n'),
    );
    expect(growth).toBeLessThan(200 * MB);
  });
});

describe('extraction worker pool', () => {
  it('reads a burst of 50 uploads at once: each waits its turn, none is refused', async () => {
    const bytes = await textPdf(2);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => extractDocument({ bytes, filename: 'r.pdf' })));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(results[49]).toMatchObject({ value: { pages: 2 } });
  });

  it('refuses work beyond the queue with 503 and Retry-After', async () => {
    const pool = new ExtractionWorkerPool({ size: 1, maxQueued: 2, maxQueuedBytes: 10 * MB, timeoutMs: 10_000, heapMb: 128 });
    try {
      const bytes = await textPdf(3);
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => pool.run('pdf', bytes)));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
      for (const result of results.filter((settled) => settled.status === 'rejected')) {
        const error = result.reason as HttpError;
        expect({ status: error.statusCode, message: error.message, headers: error.headers }).toEqual({
          status: 503,
          message: 'The server is busy reading other uploads; try again in 5 seconds.',
          headers: { 'retry-after': '5' },
        });
      }
      await expect(pool.run('pdf', bytes)).resolves.toHaveProperty('pdf.pages.length', 3);
    } finally {
      pool.close();
    }
  });

  it('refuses work with 503 when the queued files hold too many bytes', async () => {
    const bytes = await textPdf(1);
    const pool = new ExtractionWorkerPool({ size: 1, maxQueued: 100, maxQueuedBytes: bytes.length * 2, timeoutMs: 10_000, heapMb: 128 });
    try {
      const results = await Promise.allSettled(Array.from({ length: 4 }, () => pool.run('pdf', bytes)));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    } finally {
      pool.close();
    }
  });

  it('fails a job with 422 when its worker runs out of heap, and starts a new worker for the next job', async () => {
    const pool = new ExtractionWorkerPool({ size: 1, maxQueued: 2, maxQueuedBytes: 10 * MB, timeoutMs: 10_000, heapMb: 64 });
    try {
      const heavy = buildZip([{ name: 'word/document.xml', content: longDocumentXml(3 * MB) }]);
      const error = await rejection(pool.run('docx', heavy));
      expect({ status: error.statusCode, message: error.message }).toEqual({
        status: 422,
        message: 'Reading the document needed too much memory; paste the text instead.',
      });
      await expect(pool.run('pdf', await textPdf(1))).resolves.toHaveProperty('pdf.pages.length', 1);
    } finally {
      pool.close();
    }
  });

  it('fails a job with 422 when its worker overruns the timeout, killing that worker', async () => {
    const pool = new ExtractionWorkerPool({ size: 1, maxQueued: 2, maxQueuedBytes: 10 * MB, timeoutMs: 1, heapMb: 128 });
    try {
      const bytes = await textPdf(1);
      const error = await rejection(pool.run('pdf', bytes));
      expect({ status: error.statusCode, message: error.message }).toEqual({
        status: 422,
        message: 'Reading the document took too long; paste the text instead.',
      });
    } finally {
      pool.close();
    }
    const patient = new ExtractionWorkerPool({ size: 1, maxQueued: 2, maxQueuedBytes: 10 * MB, timeoutMs: 10_000, heapMb: 128 });
    try {
      await expect(patient.run('pdf', await textPdf(1))).resolves.toHaveProperty('pdf.pages.length', 1);
    } finally {
      patient.close();
    }
  });

  it('fails queued and new work once closed', async () => {
    const pool = new ExtractionWorkerPool({ size: 1, maxQueued: 2, maxQueuedBytes: 10 * MB, timeoutMs: 10_000, heapMb: 128 });
    const bytes = await textPdf(1);
    const running = pool.run('pdf', bytes);
    const queued = pool.run('pdf', bytes);
    pool.close();
    await expect(running).rejects.toMatchObject({ statusCode: 503 });
    await expect(queued).rejects.toMatchObject({ statusCode: 503 });
    await expect(pool.run('pdf', bytes)).rejects.toMatchObject({ statusCode: 503 });
  });
});
