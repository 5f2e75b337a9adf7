import { coverLetterContentSchema, type CoverLetterContent } from '@careerforge/contract';
import { cleanText } from './outline';

/** A cover letter as display text: what every letter renderer draws, never the raw model. */
export interface LetterOutline {
  name: string;
  /** Email, phone and location, those that are given. */
  contact: string[];
  greeting: string;
  paragraphs: string[];
  closing: string;
  signature: string;
}

/** The stored letter, checked (a malformed one fails here, not deep in a renderer) and turned into display text. */
export function buildLetterOutline(letter: CoverLetterContent): LetterOutline {
  const content = coverLetterContentSchema.parse(letter);
  return {
    name: cleanText(content.name),
    contact: [content.email, content.phone, content.location].map((value) => cleanText(value ?? '')).filter(Boolean),
    greeting: cleanText(content.greeting),
    paragraphs: content.paragraphs.map(cleanText).filter(Boolean),
    closing: cleanText(content.closing),
    signature: cleanText(content.signature),
  };
}
