/**
 * Arabic contextual forms without OpenType shaping: each letter is replaced by its presentation
 * form (isolated, final, initial or medial, from the Arabic Presentation Forms blocks) by whether
 * it joins the letters before and after it, and lam + alef become their ligature. Marks (harakat)
 * are transparent to joining and stay as they are; letters outside the table stay unshaped.
 */

/** One drawn character and the text it stands for (two letters for a lam-alef ligature). */
export interface ShapedCharacter {
  codePoint: number;
  text: string;
  /** Index of the text's first UTF-16 unit in the line. */
  index: number;
}

/**
 * Letter → its first presentation form and how many follow (2: isolated and final, the letter
 * joins only the one before it; 4: isolated, final, initial, medial, it joins both sides).
 */
const FORMS = new Map<number, readonly [number, 1 | 2 | 4]>();
// U+0621..U+064A: their forms are consecutive in Presentation Forms-B, in this order.
const FORMS_B: readonly [number, 1 | 2 | 4][] = [
  [0x0621, 1], [0x0622, 2], [0x0623, 2], [0x0624, 2], [0x0625, 2], [0x0626, 4], [0x0627, 2], [0x0628, 4],
  [0x0629, 2], [0x062a, 4], [0x062b, 4], [0x062c, 4], [0x062d, 4], [0x062e, 4], [0x062f, 2], [0x0630, 2],
  [0x0631, 2], [0x0632, 2], [0x0633, 4], [0x0634, 4], [0x0635, 4], [0x0636, 4], [0x0637, 4], [0x0638, 4],
  [0x0639, 4], [0x063a, 4], [0x0641, 4], [0x0642, 4], [0x0643, 4], [0x0644, 4], [0x0645, 4], [0x0646, 4],
  [0x0647, 4], [0x0648, 2], [0x0649, 2], [0x064a, 4],
];
let nextForm = 0xfe80;
for (const [letter, count] of FORMS_B) {
  FORMS.set(letter, [nextForm, count]);
  nextForm += count;
}
// Persian and Urdu letters, in Presentation Forms-A.
for (const [letter, first] of [
  [0x067e, 0xfb56], // peh
  [0x0686, 0xfb7a], // tcheh
  [0x06a9, 0xfb8e], // keheh
  [0x06af, 0xfb92], // gaf
  [0x06cc, 0xfbfc], // farsi yeh
] as const) {
  FORMS.set(letter, [first, 4]);
}
FORMS.set(0x0698, [0xfb8a, 2]); // jeh

const TATWEEL = 0x0640;
const ZERO_WIDTH_JOINER = 0x200d;
const LAM = 0x0644;
/** Alef variants → the isolated form of their lam-alef ligature (the final form follows it). */
const LAM_ALEF = new Map([
  [0x0622, 0xfef5],
  [0x0623, 0xfef7],
  [0x0625, 0xfef9],
  [0x0627, 0xfefb],
]);

const TRANSPARENT = /\p{Mn}/u;
const ARABIC_LETTER = /[\u0620-\u06ff]/;

/** Joins the character after it. */
const joinsForward = (codePoint: number | undefined) =>
  codePoint === TATWEEL || codePoint === ZERO_WIDTH_JOINER || (codePoint !== undefined && FORMS.get(codePoint)?.[1] === 4);
/** Joins the character before it. */
const joinsBackward = (codePoint: number | undefined) =>
  codePoint === TATWEEL || codePoint === ZERO_WIDTH_JOINER || (codePoint !== undefined && (FORMS.get(codePoint)?.[1] ?? 1) > 1);

export function hasArabicLetters(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

/** The line's characters in logical order, Arabic letters replaced by their contextual forms. */
export function shapeArabic(text: string): ShapedCharacter[] {
  const characters: { codePoint: number; text: string; index: number }[] = [];
  let index = 0;
  for (const character of text) {
    characters.push({ codePoint: character.codePointAt(0) as number, text: character, index });
    index += character.length;
  }
  // The nearest non-transparent neighbours decide joining.
  const neighbour = (from: number, step: 1 | -1): number | undefined => {
    for (let at = from + step; at >= 0 && at < characters.length; at += step) {
      const { text: character, codePoint } = characters[at] as ShapedCharacter;
      if (!TRANSPARENT.test(character)) return codePoint;
    }
    return undefined;
  };

  const shaped: ShapedCharacter[] = [];
  for (let at = 0; at < characters.length; at += 1) {
    const current = characters[at] as ShapedCharacter;
    const forms = FORMS.get(current.codePoint);
    if (!forms) {
      shaped.push(current);
      continue;
    }
    const joinsBefore = joinsForward(neighbour(at, -1));
    const next = characters[at + 1];
    const ligature = current.codePoint === LAM && next ? LAM_ALEF.get(next.codePoint) : undefined;
    if (ligature !== undefined && next) {
      // Its text is written alef first: extractors read a right-to-left run's glyphs and reverse
      // the whole string, characters of one glyph included, which puts lam back first.
      shaped.push({ codePoint: ligature + (joinsBefore ? 1 : 0), text: next.text + current.text, index: current.index });
      at += 1;
      continue;
    }
    const [first, count] = forms;
    const joinsAfter = count === 4 && joinsBackward(neighbour(at, 1));
    let form = 0; // isolated
    if (count > 1 && joinsBefore) form = joinsAfter ? 3 : 1; // medial or final
    else if (joinsAfter) form = 2; // initial
    shaped.push({ ...current, codePoint: first + form });
  }
  return shaped;
}
