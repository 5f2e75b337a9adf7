import { coverLetterContentSchema, type CoverLetterContent } from '@careerforge/contract';
import { collapseSpaces } from '../text';

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

// Control characters (but tab, LF, CR), lone surrogates and noncharacters: nothing any format can show.
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cs}\uFFFE\uFFFF]/gu;

/** One line of display text: NFC-composed, unsafe characters removed, runs of white space as one space. */
function displayText(text: string): string {
  return collapseSpaces(text.normalize('NFC').replace(UNSAFE_CHARACTERS, ''));
}

/** The stored letter, checked (a malformed one fails here, not deep in a renderer) and turned into display text. */
export function buildLetterOutline(letter: CoverLetterContent): LetterOutline {
  const content = coverLetterContentSchema.parse(letter);
  return {
    name: displayText(content.name),
    contact: [content.email, content.phone, content.location].map((value) => displayText(value ?? '')).filter(Boolean),
    greeting: displayText(content.greeting),
    paragraphs: content.paragraphs.map(displayText).filter(Boolean),
    closing: displayText(content.closing),
    signature: displayText(content.signature),
  };
}
