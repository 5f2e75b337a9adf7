import type { MatchTermKind } from '@careerforge/contract';
import { DICTIONARY, type AmbiguousAlias, type DictionaryTerm } from './dictionary';
import { isVendorPrefix, keySet, normaliseWord, withoutVersion } from './normalise';

/**
 * Finds dictionary terms in text. Text is split into tokens once; every run of up to
 * `longestAlias` word tokens is looked up in a map of normalised aliases, longest first, so
 * 'React Native' wins over 'React' and the cost stays linear in the text's length.
 */

type TokenType = 'word' | 'joiner' | 'separator' | 'boundary';

interface Token {
  text: string;
  /** The word's matching key (see `normaliseWord`): what aliases are compared by. */
  key: string;
  type: TokenType;
  /** Where the token starts in its line. */
  offset: number;
}

/** One recognised term in a line, over tokens [start, end). */
export interface TermOccurrence {
  term: DictionaryTerm;
  start: number;
  end: number;
}

// A word may hold inner dots and apostrophes ('Node.js', "driver's") and end in '+' or '#' ('C++',
// 'C#'); a leading dot only starts '.NET'. Joiners ('/', '&', and a hyphen between two words) may
// sit inside a term ('CI/CD', 'R&D', 'on-call'), and split compounds so 'PostgreSQL-to-Redshift'
// and 'Docker-based' name PostgreSQL, Redshift and Docker; separators and sentence punctuation
// never sit inside a term.
const TOKEN = /\.?[\p{L}\p{N}][\p{L}\p{N}+#]*(?:[.'’][\p{L}\p{N}+#]+)*|[/&,()]|(?<=[\p{L}\p{N}+#])-(?=[\p{L}\p{N}])|[.!?;:](?=\s|$)/gu;

function typeOf(text: string): TokenType {
  if (text.length > 1 || /[\p{L}\p{N}]/u.test(text)) return 'word';
  if (text === '/' || text === '&' || text === '-') return 'joiner';
  return text === ',' || text === '(' || text === ')' ? 'separator' : 'boundary';
}

export function tokenise(line: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(line); match; match = TOKEN.exec(line)) {
    const [text] = match;
    const type = typeOf(text);
    tokens.push({ text, key: type === 'word' ? normaliseWord(text) : text, type, offset: match.index });
  }
  return tokens;
}

/** The normalised keys of a text's words, punctuation left out. */
export function wordKeys(text: string): string[] {
  return tokenise(text).flatMap((token) => (token.type === 'word' ? [token.key] : []));
}

/** A text's word keys as ' key key | key … ', lines apart, for finding a phrase by `includes(' phrase ')`. */
export function wordSequence(text: string): string {
  return ` ${text.split(/\r?\n/).map((line) => wordKeys(line).join(' ')).join(' | ')} `;
}

function aliasKey(alias: string): string {
  return tokenise(alias)
    .map((token) => token.key)
    .join(' ');
}

const TERMS_BY_ALIAS = new Map<string, DictionaryTerm>();
/** Every leading run of tokens of an alias ('ci', 'ci /', 'ci / cd'): a lookup stops as soon as the run is none of them. */
const ALIAS_PREFIXES = new Set<string>();
const AMBIGUOUS_BY_TEXT = new Map<string, { term: DictionaryTerm; alias: AmbiguousAlias }>();
let longestAlias = 1;
for (const term of DICTIONARY) {
  for (const alias of term.aliases) {
    const key = aliasKey(alias);
    if (!TERMS_BY_ALIAS.has(key)) TERMS_BY_ALIAS.set(key, term);
    const parts = key.split(' ');
    for (let length = 1; length <= parts.length; length += 1) ALIAS_PREFIXES.add(parts.slice(0, length).join(' '));
    longestAlias = Math.max(longestAlias, parts.length);
  }
  for (const alias of term.ambiguous) AMBIGUOUS_BY_TEXT.set(alias.text, { term, alias });
}

/** Words that join list items: 'Python, R and SQL', 'Go or Rust'. */
const LIST_WORDS = keySet('and or');
/** Words after which a capitalised ambiguous name is the language: 'APIs in Go', 'experience with Rust'. */
const LANGUAGE_WORDS = keySet('in with using');

/** Nouns after which a capitalised ambiguous name is the language: 'Go services', 'Rust developer'. */
const LANGUAGE_NOUNS = keySet(
  `service microservice code codebase backend api module library program programming application app tooling cli
  developer engineer server sdk binary`,
);

/** Words after which a sentence's capitalised first word is a verb: 'Excel at', 'React to feedback'. */
const VERB_FOLLOWERS = keySet('at to in on upon quickly fast calmly well the a an your our their');

function isSentenceStart(tokens: Token[], index: number): boolean {
  const previous = tokens[index - 1];
  return previous === undefined || previous.type === 'boundary';
}

/**
 * Whether a recognised term stands next to `index` in a list: one step away across ',', '/', '&',
 * 'and', 'or' (at least one of them, at most two), e.g. 'Python, R' or 'C/C++'.
 */
function inList(tokens: Token[], index: number, recognised: Set<number>, direction: -1 | 1): boolean {
  let position = index + direction;
  let skipped = 0;
  while (skipped < 2) {
    const token = tokens[position];
    if (!token) return false;
    const isListMark = (token.type === 'joiner' && token.text !== '-') || token.text === ',' || (token.type === 'word' && LIST_WORDS.has(token.key));
    if (!isListMark) break;
    skipped += 1;
    position += direction;
  }
  return skipped > 0 && recognised.has(position);
}

function ambiguousAccepted(tokens: Token[], index: number, context: AmbiguousAlias['context'], recognised: Set<number>): boolean {
  const next = tokens[index + 1];
  if (context === 'capitalised') return !(isSentenceStart(tokens, index) && next?.type === 'word' && VERB_FOLLOWERS.has(next.key));
  if (context === 'language' && next?.type === 'word' && LANGUAGE_NOUNS.has(next.key)) return true;
  const before = inList(tokens, index, recognised, -1);
  const after = inList(tokens, index, recognised, 1);
  if (isSentenceStart(tokens, index)) return after;
  if (before || after) return true;
  const previous = tokens[index - 1];
  return context === 'language' && previous?.type === 'word' && LANGUAGE_WORDS.has(previous.key);
}

/** The terms in one line, in order; ambiguous spellings are judged after the unambiguous terms around them are known. */
export function findTermsInLine(line: string): TermOccurrence[] {
  const tokens = tokenise(line);
  const found: TermOccurrence[] = [];
  const recognised = new Set<number>();
  const ambiguousCandidates: number[] = [];
  let index = 0;
  while (index < tokens.length) {
    const match = longestMatchAt(tokens, index) ?? afterVendorPrefix(tokens, index);
    if (match) {
      found.push(match);
      for (let covered = match.start; covered < match.end; covered += 1) recognised.add(covered);
      index = match.end;
      continue;
    }
    const token = tokens[index];
    if (token && AMBIGUOUS_BY_TEXT.has(token.text)) ambiguousCandidates.push(index);
    index += 1;
  }
  for (const candidate of ambiguousCandidates) {
    const entry = AMBIGUOUS_BY_TEXT.get(tokens[candidate]?.text ?? '');
    if (entry && ambiguousAccepted(tokens, candidate, entry.alias.context, recognised)) {
      found.push({ term: entry.term, start: candidate, end: candidate + 1 });
      recognised.add(candidate);
    }
  }
  return found.sort((left, right) => left.start - right.start);
}

/** 'Apache Flink', 'Microsoft Dynamics': a vendor's name before a product the dictionary knows by itself. */
function afterVendorPrefix(tokens: Token[], index: number): TermOccurrence | null {
  const token = tokens[index];
  if (token?.type !== 'word' || !isVendorPrefix(token.key)) return null;
  const product = longestMatchAt(tokens, index + 1);
  return product ? { ...product, start: index } : null;
}

/** A word's key as aliases know it: as written, else without a glued version ('Python3.11', 'Vue3'). */
function lookupKey(prefix: string, token: Token): string {
  const key = prefix ? `${prefix} ${token.key}` : token.key;
  if (ALIAS_PREFIXES.has(key) || token.type !== 'word') return key;
  const versionless = withoutVersion(token.key);
  return versionless ? (prefix ? `${prefix} ${versionless}` : versionless) : key;
}

function longestMatchAt(tokens: Token[], start: number): TermOccurrence | null {
  if (tokens[start]?.type !== 'word') return null;
  let key = '';
  let best: TermOccurrence | null = null;
  for (let end = start; end < tokens.length && end - start < longestAlias; end += 1) {
    const token = tokens[end];
    if (!token || (token.type !== 'word' && token.type !== 'joiner')) break;
    key = lookupKey(key, token);
    if (!ALIAS_PREFIXES.has(key)) break;
    const term = token.type === 'word' ? TERMS_BY_ALIAS.get(key) : undefined;
    if (term) best = { term, start, end: end + 1 };
  }
  return best;
}

const CANONICAL_NAMES = new Set(DICTIONARY.map((term) => term.term));
const AMBIGUOUS_BY_LOWERCASE = new Map([...AMBIGUOUS_BY_TEXT].map(([text, entry]) => [text.toLowerCase(), entry.term]));

export function isDictionaryTerm(name: string): boolean {
  return CANONICAL_NAMES.has(name);
}

/**
 * The terms a skill names. A skill is a name on its own, so an ambiguous spelling that makes up the
 * whole of it counts ('Go', 'R', 'Excel' in the skills list are the technologies).
 */
export function termsInSkill(skill: string): Set<string> {
  const names = termsIn(skill);
  const whole = AMBIGUOUS_BY_LOWERCASE.get(skill.trim().toLowerCase());
  if (whole) names.add(whole.term);
  return names;
}

/**
 * How a text spells the terms it mentions: canonical name → the first spelling written
 * ('k8s' for Kubernetes, 'code reviews' for Code review). A skill that is a whole ambiguous name
 * ('Go') spells its term. With `midSentence`, a spelling that starts a sentence is passed over: its
 * capital may be the sentence's, not the term's ('Backend services …').
 */
export function termSpellings(text: string, { isSkill = false, midSentence = false } = {}): Map<string, string> {
  const spellings = new Map<string, string>();
  const whole = isSkill ? AMBIGUOUS_BY_LOWERCASE.get(text.trim().toLowerCase()) : undefined;
  if (whole) spellings.set(whole.term, text.trim());
  for (const line of text.split(/\r?\n/)) {
    const tokens = tokenise(line);
    for (const { term, start, end } of findTermsInLine(line)) {
      const first = tokens[start];
      const last = tokens[end - 1];
      if (!first || !last || spellings.has(term.term) || (midSentence && isSentenceStart(tokens, start))) continue;
      spellings.set(term.term, line.slice(first.offset, last.offset + last.text.length));
    }
  }
  return spellings;
}

/** The canonical names of the terms a text mentions, line by line. */
export function termsIn(text: string, kinds?: readonly MatchTermKind[]): Set<string> {
  const names = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    for (const { term } of findTermsInLine(line)) if (!kinds || kinds.includes(term.kind)) names.add(term.term);
  }
  return names;
}
