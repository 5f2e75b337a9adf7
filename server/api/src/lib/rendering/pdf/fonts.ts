import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { TrueTypeFont } from './true-type';

export type FontFamily = 'inter' | 'source-serif-4';
export type FontWeight = 'regular' | 'bold';

const FONT_FILES: Record<FontFamily, Record<FontWeight, string>> = {
  inter: {
    regular: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
    bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  },
  'source-serif-4': {
    regular: '@expo-google-fonts/source-serif-4/400Regular/SourceSerif4_400Regular.ttf',
    bold: '@expo-google-fonts/source-serif-4/700Bold/SourceSerif4_700Bold.ttf',
  },
};

/** The name of each family as Word and browsers know it. */
export const FONT_FAMILY_NAMES: Record<FontFamily, string> = { inter: 'Inter', 'source-serif-4': 'Source Serif 4' };

const requireFromHere = createRequire(import.meta.url);
const parsed = new Map<string, TrueTypeFont>();

/** Parsed once per process: a document only records which glyphs it uses. */
export function loadFont(family: FontFamily, weight: FontWeight): TrueTypeFont {
  const file = FONT_FILES[family][weight];
  let font = parsed.get(file);
  if (!font) {
    font = new TrueTypeFont(readFileSync(requireFromHere.resolve(file)));
    parsed.set(file, font);
  }
  return font;
}

