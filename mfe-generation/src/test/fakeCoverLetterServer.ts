import {
  createCoverLetter,
  editCoverLetter,
  formatCoverLetter,
  getCoverLetterStatus,
  type CoverLetterContent,
  type CoverLetterFormatBody,
  type CoverLetterStatusResponse,
  type CreateCoverLetterBody,
} from '@careerforge/contract';
import { FakeGenerationServer, type GenerationSeed } from './fakeGenerationServer';

/** A letter with plain defaults; tests name only the fields they look at. */
export function buildCoverLetter(overrides: Partial<CoverLetterContent> = {}): CoverLetterContent {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '555-0100',
    location: null,
    greeting: 'Dear Acme team,',
    paragraphs: ['I am writing to apply for the Data Engineer position at Acme.', 'A few results from my work: Cut nightly load time by 60% (Data Engineer at Acme).'],
    closing: 'Sincerely,',
    signature: 'Ada Lovelace',
    ...overrides,
  };
}

/**
 * The generation API plus cover letters, in memory. A letter stays 'processing' until the test calls
 * `completeLetter` or `failLetter`.
 */
export class FakeCoverLetterServer extends FakeGenerationServer {
  readonly letters = new Map<number, CoverLetterStatusResponse>();
  readonly createRequests: CreateCoverLetterBody[] = [];
  readonly letterEdits: { id: number; content: CoverLetterContent }[] = [];
  readonly letterFormatRequests: CoverLetterFormatBody[] = [];
  private nextLetterId = 1;

  constructor(seed: GenerationSeed = {}) {
    super(seed);
    this.on(createCoverLetter, ({ body }) => {
      this.createRequests.push(body);
      const coverLetterId = this.nextLetterId++;
      this.letters.set(coverLetterId, { status: 'processing', cover_letter: null, error: null });
      return { status: 201, body: { coverLetterId } };
    });
    this.on(getCoverLetterStatus, ({ params }) => {
      const letter = this.letters.get(params.id);
      return letter ? { status: 200, body: letter } : { status: 404, body: { error: 'Cover letter not found.' } };
    });
    this.on(editCoverLetter, ({ params, body }) => {
      this.letterEdits.push({ id: params.id, content: body });
      this.letters.set(params.id, { status: 'completed', cover_letter: body, error: null });
      return { status: 200, body: { cover_letter: body } };
    });
    this.on(formatCoverLetter, ({ body }) => {
      this.letterFormatRequests.push(body);
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: `letter as ${body.formatType}` };
    });
  }

  completeLetter(id: number, letter: CoverLetterContent = buildCoverLetter()): void {
    this.letters.set(id, { status: 'completed', cover_letter: letter, error: null });
  }

  failLetter(id: number, error: string): void {
    this.letters.set(id, { status: 'failed', cover_letter: null, error });
  }
}
