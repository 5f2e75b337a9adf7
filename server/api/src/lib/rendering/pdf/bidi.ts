import bidiFactory, { type Bidi } from 'bidi-js';

/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko… and their presentation forms). */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

let bidi: Bidi | undefined;

export function hasRightToLeft(text: string): boolean {
  return RIGHT_TO_LEFT.test(text);
}

/** Each UTF-16 unit's bidi embedding level (odd: right to left), the base direction from the first strong character. */
export function embeddingLevels(text: string): Uint8Array {
  bidi ??= bidiFactory();
  return bidi.getEmbeddingLevels(text).levels;
}

/**
 * Display order of one line's pieces by the Unicode bidirectional algorithm: embedding levels of the
 * logical text (the base direction from its first strong character), then every run at a level or
 * higher reversed, from the highest level down to the lowest odd one. `indexOf` gives each
 * piece's position (UTF-16 index) in `text`; pieces come in logical order.
 */
export function visualOrder<Piece>(text: string, pieces: readonly Piece[], indexOf: (piece: Piece) => number): Piece[] {
  const levels = embeddingLevels(text);
  const pieceLevels = pieces.map((piece) => levels[indexOf(piece)] ?? 0);
  const ordered = pieces.map((piece, index) => ({ piece, level: pieceLevels[index] ?? 0 }));
  const highest = Math.max(0, ...pieceLevels);
  const lowestOdd = Math.min(...pieceLevels.map((level) => (level % 2 === 1 ? level : Infinity)));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    let start = 0;
    while (start < ordered.length) {
      if ((ordered[start]?.level ?? 0) < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < ordered.length && (ordered[end]?.level ?? 0) >= level) end += 1;
      ordered.splice(start, end - start, ...ordered.slice(start, end).reverse());
      start = end;
    }
  }
  return ordered.map(({ piece }) => piece);
}
