import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { MatchTermKind } from '@careerforge/contract';
import { straightenApostrophes } from '../text';

/**
 * How words and names are compared: one key per word that ignores case, apostrophes' form,
 * plurals and common inflections, so 'APIs' = 'API', 'Data Engineer' = 'data engineering',
 * 'managed' = 'manage' and 'reconciliations' = 'reconciliation'. Also the alias data
 * (`aliases.json`) that widens the dictionary beyond software: more spellings of known terms,
 * terms from other fields, vendor prefixes and umbrella terms.
 */

const termLines = z.array(z.string().regex(/^[^|]+(?:\|[^|]+)*$/, 'each entry is "Canonical|alias|alias"'));

const aliasDataSchema = z
  .object({
    /** Words that may stand before a product's name without changing it ('Apache Kafka' = 'Kafka'). */
    vendorPrefixes: z.array(z.string().min(1)),
    /** Words the stemmer leaves whole: their stem is another word ('accounting' is not 'account', 'booking' not 'book'). */
    wholeWords: z.array(z.string().regex(/^[a-z]+$/, 'a lowercase word')),
    /** More spellings of terms, by canonical name. */
    aliases: z.record(z.string().min(1), z.array(z.string().min(1))),
    /** Terms of their own, by kind, written 'Canonical|alias|alias'. */
    terms: z.object({ skill: termLines, tool: termLines, qualification: termLines }).partial(),
    /** A term covered by evidence of any of the listed ones ('AWS Lambda' shows 'Serverless'). */
    umbrellas: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)),
  })
  .strict();

export type AliasData = z.infer<typeof aliasDataSchema>;

/** Reads and checks the alias data; a malformed file fails loudly at start-up, naming the problem. */
export function parseAliasData(json: unknown): AliasData {
  const parsed = aliasDataSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`aliases.json is invalid at ${issue?.path.join('.') || 'its top level'}: ${issue?.message ?? 'unknown problem'}`);
  }
  return parsed.data;
}

export const ALIAS_DATA: AliasData = parseAliasData(JSON.parse(readFileSync(new URL('./aliases.json', import.meta.url), 'utf8')));

const WHOLE_WORDS = new Set(ALIAS_DATA.wholeWords);

/** Words as keys, for sets compared with tokens' keys: 'service code developer' → keys of each. */
export function keySet(words: string): Set<string> {
  return new Set(words.split(/\s+/).filter(Boolean).map(normaliseWord));
}

export function aliasTermLines(kind: MatchTermKind): string[] {
  return kind === 'responsibility' ? [] : (ALIAS_DATA.terms[kind] ?? []);
}

/** Endings that look like inflections but are part of the word ('business', 'status', 'analysis'). */
const KEEP_S = /(?:ss|us|is)$/;
const VOWEL = /[aeiouy]/;
/** A doubled final consonant left by '-ing'/'-ed' ('planning' → 'plann' → 'plan'); 'll', 'ss', 'ff', 'zz' stay ('billing'). */
const DOUBLED = /([bdgmnprt])\1$/;

/**
 * A small English stemmer for matching, not for display: plural '-s'/'-es'/'-ies', then '-ing' and
 * '-ed' (the stem keeps at least four letters and a vowel, so 'string', 'during' and 'speed' stay),
 * then a final silent 'e', so 'nurse'/'nursing', 'manage'/'managed' and 'engineer'/'engineering'
 * meet. Words with digits or symbols ('Node.js', 'C++', 'S3') only lose a plural 's'.
 */
export function normaliseWord(text: string): string {
  const lower = straightenApostrophes(text.toLowerCase());
  const singular = lower.endsWith('s') && WHOLE_WORDS.has(lower.slice(0, -1)) ? lower.slice(0, -1) : lower;
  if (WHOLE_WORDS.has(singular)) return singular;
  if (!/^[a-z]+$/.test(lower)) {
    return lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss') && !lower.endsWith("'s") ? lower.slice(0, -1) : lower;
  }
  let word = lower;
  if (word.length > 4 && word.endsWith('ies')) word = `${word.slice(0, -3)}y`;
  else if (/(?:ch|sh|x|ss)es$/.test(word)) word = word.slice(0, -2);
  else if (word.length > 3 && word.endsWith('s') && !KEEP_S.test(word)) word = word.slice(0, -1);
  for (const suffix of ['ing', 'ed']) {
    const stem = word.slice(0, -suffix.length);
    if (word.endsWith(suffix) && stem.length >= 4 && VOWEL.test(stem)) {
      word = DOUBLED.test(stem) ? stem.slice(0, -1) : stem;
      break;
    }
  }
  return word.length >= 5 && word.endsWith('e') && !word.endsWith('ee') ? word.slice(0, -1) : word;
}

/**
 * A word's key without a version glued to it ('python3.11' → 'python', 'vue3' → 'vue'), or null
 * when it has none. Only tried when the word as written is no known spelling, so 'S3', 'EC2' and
 * 'HTML5' keep their own meaning.
 */
export function withoutVersion(key: string): string | null {
  const match = /^([a-z][a-z+#]*[a-z+#])-?v?\d+(?:\.\d+)*$/.exec(key);
  return match?.[1] ?? null;
}

const VENDOR_KEYS = new Set(ALIAS_DATA.vendorPrefixes.map(normaliseWord));

export function isVendorPrefix(key: string): boolean {
  return VENDOR_KEYS.has(key);
}
