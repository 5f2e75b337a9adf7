import { z } from 'zod';
import { requestLlmJson, type LlmConfig } from '../llm';
import { collapseSpaces } from '../text';
import { isPresentWord, parseDatePoint } from './dates';
import { DocumentText } from './grounding';
import { parsedResumeSchema, type ParsedResume } from './types';

/**
 * The model answers in the parsed resume's own shape, except that it copies dates as the resume
 * writes them ('März 2019', 'heute'): a copied date can be found in the text, and the local date
 * reader turns it into the stored form, so the model never computes a date.
 */
const writtenDates = { start: z.string().nullable(), end: z.string().nullable() };
/** Models write null for what is not there; the parsed resume leaves such a field out. */
const absentAsNull = z.string().nullable().optional();
const { career: careerSchema, education: educationSchema, contact: contactSchema } = parsedResumeSchema.shape;
const extractionReplySchema = parsedResumeSchema.extend({
  contact: contactSchema.omit({ headline: true }).extend({ location: absentAsNull }),
  summary: absentAsNull,
  education: z.array(educationSchema.element.omit({ startDate: true, endDate: true }).extend(writtenDates)),
  career: z.array(careerSchema.element.omit({ startDate: true, endDate: true }).extend(writtenDates)),
});
type ExtractionReply = z.infer<typeof extractionReplySchema>;

/** Longer texts are read by the local parser alone: the model would see only part of them. */
export const MAX_RESUME_TEXT_FOR_LLM = 40_000;

const SYSTEM_PROMPT = [
  'You read one resume and return what it says as JSON. Copy every value exactly as the resume writes it,',
  'character for character: names, email, phone, place, links, companies, positions, degrees, institutions, skills,',
  'dates and bullet points. Never translate, correct, complete, shorten or reword a value, and never add one the resume',
  'does not contain; leave out what is not there (null, an empty string or an empty list).',
  'Answer with JSON only, in this shape:',
  '{"contact":{"name":null,"email":null,"phone":null,"location":"...","links":["..."]},"summary":"...","skills":["..."],',
  '"education":[{"degree":"...","institution":"...","start":null,"end":null,"gpa":null}],',
  '"career":[{"position":"...","company":"...","start":"...","end":"...","description":"...","accomplishments":["..."]}]}.',
  'start and end are one date each as written ("Jan 2020", "04.2019", "2019"); end is the word the resume uses for an',
  'ongoing role ("Present", "heute") when it has one, or null. A range written once for one degree or role belongs to it;',
  'a role with a single date has it as end. Each role under one employer is its own career entry naming that employer.',
  'summary: the profile or summary paragraph, if any. description: text about a role that is not a bullet point.',
  'accomplishments: the role\'s bullet points, one string each. skills: each skill once, without its category label.',
].join(' ');

type Written<T> = { kept: true; value: T } | { kept: false };

/** Checks each value of the reply against the document; a value the document does not contain is dropped and counted. */
class GroundingCheck {
  dropped = 0;

  constructor(private readonly document: DocumentText) {}

  /** The value, whitespace collapsed, when the document contains it; else null. */
  text(value: string | null | undefined): string | null {
    const clean = collapseSpaces(value ?? '');
    if (!clean) return null;
    if (this.document.has(clean)) return clean;
    this.dropped += 1;
    return null;
  }

  /** The values the document contains, in order. */
  list(values: string[]): string[] {
    return this.kept(values, (value) => this.document.has(value));
  }

  /** The web addresses the document contains, with or without the scheme it may leave out. */
  links(values: string[]): string[] {
    return this.kept(values, (value) => this.document.hasLink(value));
  }

  private kept(values: string[], contains: (value: string) => boolean): string[] {
    return values.map(collapseSpaces).filter((value) => {
      if (!value) return false;
      if (contains(value)) return true;
      this.dropped += 1;
      return false;
    });
  }

  /**
   * A date the document writes, in stored form; a word for 'Present' is null, as is a missing date.
   * Not kept when the document does not write it or it is not a date.
   */
  date(written: string | null): Written<string | null> {
    const clean = collapseSpaces(written ?? '');
    if (!clean) return { kept: true, value: null };
    if (this.document.has(clean)) {
      if (isPresentWord(clean)) return { kept: true, value: null };
      const date = parseDatePoint(clean);
      if (date) return { kept: true, value: date };
    }
    this.dropped += 1;
    return { kept: false };
  }

  gpa(value: number | null): number | null {
    if (value === null || this.document.hasNumber(value)) return value;
    this.dropped += 1;
    return null;
  }
}

function groundedContact(contact: ExtractionReply['contact'], check: GroundingCheck): ParsedResume['contact'] {
  const location = check.text(contact.location);
  return {
    name: check.text(contact.name),
    email: check.text(contact.email),
    phone: check.text(contact.phone),
    links: check.links(contact.links),
    ...(location ? { location } : {}),
  };
}

/**
 * A role is kept only with its position, company and dates found in the document: without them it
 * cannot be imported, and an end date that is not the document's must not turn into 'Present'.
 */
function groundedCareer(entry: ExtractionReply['career'][number], check: GroundingCheck): ParsedResume['career'][number] | null {
  const position = check.text(entry.position);
  const company = check.text(entry.company);
  const start = check.date(entry.start);
  const end = check.date(entry.end);
  if (!position || !company || !start.kept || !end.kept) return null;
  return {
    position,
    company,
    startDate: start.value,
    endDate: end.value,
    description: check.text(entry.description) ?? '',
    accomplishments: check.list(entry.accomplishments),
  };
}

/** A degree is kept with its degree and institution found; a date or GPA the document lacks is left unknown. */
function groundedEducation(entry: ExtractionReply['education'][number], check: GroundingCheck): ParsedResume['education'][number] | null {
  const degree = check.text(entry.degree);
  const institution = check.text(entry.institution);
  if (!degree || !institution) return null;
  const start = check.date(entry.start);
  const end = check.date(entry.end);
  return { degree, institution, startDate: start.kept ? start.value : null, endDate: end.kept ? end.value : null, gpa: check.gpa(entry.gpa) };
}

export type LlmExtractionResult = { ok: true; parsed: ParsedResume; dropped: number } | { ok: false; reason: string };

/**
 * The LLM reads the resume's text into a parsed resume; every value it gives must occur in that
 * text or it is dropped. Never throws: any failure, or a reply with no career, education or skill
 * left, is returned as a reason.
 */
export async function llmParsedResume(text: string, config: LlmConfig, signal?: AbortSignal): Promise<LlmExtractionResult> {
  if (text.length > MAX_RESUME_TEXT_FOR_LLM) return { ok: false, reason: 'the resume text is too long to send to the LLM' };
  const reply = await requestLlmJson({ system: SYSTEM_PROMPT, user: text }, extractionReplySchema, config, signal);
  if (!reply.ok) return reply;
  const check = new GroundingCheck(new DocumentText(text));
  const summary = check.text(reply.json.summary);
  const found = parsedResumeSchema.safeParse({
    contact: groundedContact(reply.json.contact, check),
    ...(summary ? { summary } : {}),
    skills: [...new Map(check.list(reply.json.skills).map((skill) => [skill.toLowerCase(), skill])).values()],
    education: reply.json.education.flatMap((entry) => groundedEducation(entry, check) ?? []),
    career: reply.json.career.flatMap((entry) => groundedCareer(entry, check) ?? []),
  });
  if (!found.success) return { ok: false, reason: 'the values the LLM found do not make a parsed resume' };
  const { career, education, skills } = found.data;
  if (career.length + education.length + skills.length === 0) return { ok: false, reason: 'the LLM found no career, education or skill in the resume text' };
  return { ok: true, parsed: found.data, dropped: check.dropped };
}
