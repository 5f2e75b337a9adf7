import { straightenApostrophes } from '../text';
import { termsIn } from './terms';

/**
 * Checks that an LLM's rephrasing of a bullet states no fact the original does not: the same
 * numbers, no technology the bullet does not name, no new names (capitalised words) unless the job
 * or the user's skills use them, no dates, no links. Anything doubtful is rejected and the original kept.
 */

export interface RephraseVocabulary {
  /** Lowercased words of the job text and the user's skills: a capitalised word from them is allowed. */
  allowed: Set<string>;
  /** Lowercased words of the hiring company's name and the job title: claiming them would invent an employer or a title. */
  forbidden: Set<string>;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}+#'’-]*(?:\.[\p{L}\p{N}]+)*/gu;
// Digit groups with their currency, decimals, thousands separators and percent: '$1.2', '40%', '3,000'.
const NUMBER = /[$€£¥]?\d+(?:[.,]\d+)*%?/g;
const NUMBER_WORDS =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozens?|twice|double|doubled|triple|tripled|half|halved)\b/gi;
const MONTHS = /\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\b/g;
const LINK = /@|https?:|www\./i;
/** Verbs a rephrased bullet may start with although neither the original nor the job uses them. */
const ACTION_VERBS = new Set(
  `led lead built build designed design developed develop created create implemented implement reduced reduce increased
  increase improved improve launched launch managed manage delivered deliver drove drive migrated migrate automated
  automate owned own shipped ship scaled scale cut grew grow mentored mentor coached coach trained train wrote write
  authored introduced established streamlined optimized optimised analyzed analysed architected rebuilt redesigned
  refactored replaced resolved saved secured spearheaded supported maintained modernized modernised negotiated oversaw
  partnered collaborated coordinated organized organised planned prepared presented produced published ran raised
  recruited hired deployed integrated tested validated monitored handled served administered assessed educated taught
  prepped cooked kept boosted accelerated achieved enabled expanded lowered consolidated converted defined drafted
  ensured facilitated generated guided identified initiated investigated championed standardized standardised unified
  eliminated simplified upgraded documented reviewed piloted tracked measured forecasted budgeted sold closed won
  contributed worked helped provided cared precepted titrated delivering leading building designing developing
  managing owning reducing improving`.split(/\s+/),
);

/** Kinds of dictionary term that are facts about the work; responsibilities ('mentoring') may be reworded. */
const FACT_KINDS = ['skill', 'tool', 'qualification'] as const;

const MAX_LENGTH = 500;
/** A rephrasing may be longer than its original by this factor, or by `EXTRA_CHARACTERS`, whichever allows more. */
const LENGTH_FACTOR = 2;
const EXTRA_CHARACTERS = 80;

/** The numbers a text states ('40%', '$1.2', '3,000'). */
export function numbersIn(text: string): string[] {
  return text.match(NUMBER) ?? [];
}

/** Whether a text holds a link or an email address. */
export function hasLink(text: string): boolean {
  return LINK.test(text);
}

export function wordsOf(text: string): string[] {
  return [...text.matchAll(WORD)].map(([word]) => straightenApostrophes(word.toLowerCase()));
}

function sorted(values: Iterable<string>): string {
  return [...values].sort().join('|');
}

/** Capitalised words with whether each starts a sentence (where ordinary verbs are capitalised too). */
function capitalisedWords(text: string): { word: string; sentenceStart: boolean }[] {
  const result: { word: string; sentenceStart: boolean }[] = [];
  for (const match of text.matchAll(WORD)) {
    const [word] = match;
    if (!/\p{Lu}/u.test(word)) continue;
    const before = text.slice(0, match.index).trimEnd();
    result.push({ word, sentenceStart: before === '' || /[.!?:;]$/.test(before) });
  }
  return result;
}

/** Null when the rephrasing may replace the original; otherwise why not. */
export function rephrasingProblem(original: string, rephrased: string, vocabulary: RephraseVocabulary): string | null {
  const text = rephrased.trim();
  if (!text) return 'empty';
  if (/[\r\n]/.test(text)) return 'spans several lines';
  if (text.length > Math.min(MAX_LENGTH, Math.max(original.length * LENGTH_FACTOR, original.length + EXTRA_CHARACTERS))) return 'too long';
  if (sorted(numbersIn(text)) !== sorted(numbersIn(original))) return 'changes a number';
  const originalNumberWords = new Set((original.match(NUMBER_WORDS) ?? []).map((word) => word.toLowerCase()));
  if ((text.match(NUMBER_WORDS) ?? []).some((word) => !originalNumberWords.has(word.toLowerCase()))) return 'adds a number';
  const originalMonths = new Set(original.match(MONTHS) ?? []);
  if ((text.match(MONTHS) ?? []).some((month) => !originalMonths.has(month))) return 'adds a date';
  if (hasLink(text) && !hasLink(original)) return 'adds a link or address';
  // 'Built pipelines' must not become 'Built Kafka pipelines', even when the job or the skills name Kafka.
  const originalTerms = termsIn(original, FACT_KINDS);
  const addedTerm = [...termsIn(text, FACT_KINDS)].find((term) => !originalTerms.has(term));
  if (addedTerm) return `adds ${addedTerm}`;
  const originalWords = new Set(wordsOf(original));
  for (const { word, sentenceStart } of capitalisedWords(text)) {
    const lower = straightenApostrophes(word.toLowerCase());
    if (originalWords.has(lower)) continue;
    if (vocabulary.forbidden.has(lower)) return `adds '${word}'`;
    if (vocabulary.allowed.has(lower) || (sentenceStart && ACTION_VERBS.has(lower))) continue;
    return `adds '${word}'`;
  }
  return null;
}
