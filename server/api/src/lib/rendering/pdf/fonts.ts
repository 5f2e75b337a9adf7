import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
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

/** Inclusive code point ranges. */
type Ranges = readonly (readonly [number, number])[];

const HEBREW: Ranges = [
  [0x0590, 0x05ff],
  [0xfb1d, 0xfb4f],
];
const ARABIC: Ranges = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x08a0, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];
const HANGUL: Ranges = [
  [0x1100, 0x11ff],
  [0x3130, 0x318f],
  [0xa960, 0xa97f],
  [0xac00, 0xd7ff],
];
/** Han, kana, bopomofo, CJK punctuation and symbols, full-width forms. */
const CJK: Ranges = [
  [0x2e80, 0x2fff],
  [0x3000, 0x312f],
  [0x3190, 0x9fff],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
  [0x20000, 0x3ffff],
];
/** Symbols and pictographs (the emoji blocks); the emoji face's own cmap decides what it has. */
const SYMBOLS: Ranges = [
  [0x2000, 0x2bff],
  [0x1f000, 0x1faff],
];

/**
 * Faces tried, in order, for a character the style's font lacks: only faces whose ranges hold the
 * character are loaded, so a Latin resume never reads a fallback file. All are TrueType (glyf)
 * builds, which the subsetter embeds. Heebo and Noto Sans Arabic also have Latin letters, digits and
 * punctuation, so a right-to-left line is drawn in one face (see `DocumentFont`). Noto Sans SC has Han and kana but no Hangul; Noto Sans KR
 * has Hangul (and Han for what SC lacks). Noto Emoji is the monochrome outline face: colour emoji
 * fonts (CBDT bitmaps, COLR layers) have no TrueType outlines to embed.
 */
const FALLBACK_FONTS: readonly { ranges: Ranges; files: Record<FontWeight, string> }[] = [
  {
    ranges: HEBREW,
    files: { regular: '@expo-google-fonts/heebo/400Regular/Heebo_400Regular.ttf', bold: '@expo-google-fonts/heebo/700Bold/Heebo_700Bold.ttf' },
  },
  {
    ranges: ARABIC,
    files: {
      regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
      bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
    },
  },
  {
    ranges: CJK,
    files: {
      regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
      bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
    },
  },
  {
    ranges: [...HANGUL, ...CJK],
    files: {
      regular: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
      bold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
    },
  },
  {
    ranges: SYMBOLS,
    files: {
      regular: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
      bold: '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf',
    },
  },
];

/** A fallback face: loaded (and parsed) on first use. */
export interface FallbackFont {
  covers(codePoint: number): boolean;
  load(): TrueTypeFont;
}

const requireFromHere = createRequire(import.meta.url);
const parsed = new Map<string, TrueTypeFont>();

/**
 * A file inside an installed package, found through the package folders Node would search (a
 * package's `exports` map may not list its font files, so `require.resolve` cannot name them).
 */
function installedFile(file: string): string {
  for (const folder of requireFromHere.resolve.paths(file) ?? []) {
    if (existsSync(join(folder, file))) return join(folder, file);
  }
  throw new Error(`Font file ${file} is not installed.`);
}

function loadFile(file: string): TrueTypeFont {
  let font = parsed.get(file);
  if (!font) {
    font = new TrueTypeFont(readFileSync(installedFile(file)));
    parsed.set(file, font);
  }
  return font;
}

/** Parsed once per process: a document only records which glyphs it uses. */
export function loadFont(family: FontFamily, weight: FontWeight): TrueTypeFont {
  return loadFile(FONT_FILES[family][weight]);
}

/** The fallback faces of a weight, in the order they are tried. */
export function fallbackFonts(weight: FontWeight): FallbackFont[] {
  return FALLBACK_FONTS.map(({ ranges, files }) => ({
    covers: (codePoint) => ranges.some(([first, last]) => codePoint >= first && codePoint <= last),
    load: () => loadFile(files[weight]),
  }));
}
