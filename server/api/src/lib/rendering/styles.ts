import type { StyleId } from '@careerforge/contract';
import type { FontFamily } from './pdf/fonts';

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** Visual choices shared by pdf, docx and html; sizes in points. */
export interface RenderStyle {
  family: FontFamily;
  size: { name: number; heading: number; title: number; body: number };
  /** Line height as a multiple of the font size. */
  leading: number;
  /** Space before a section heading, between entries, and after a heading, in points. */
  gap: { section: number; entry: number; heading: number };
  margin: number;
  color: { text: Rgb; muted: Rgb; accent: Rgb };
  /** Section headings in capitals or as written. */
  headingCase: 'upper' | 'title';
}

const rgb = (hex: string): Rgb => ({
  r: Number.parseInt(hex.slice(1, 3), 16) / 255,
  g: Number.parseInt(hex.slice(3, 5), 16) / 255,
  b: Number.parseInt(hex.slice(5, 7), 16) / 255,
});

export const RENDER_STYLES: Record<StyleId, RenderStyle> = {
  default: {
    family: 'inter',
    size: { name: 20, heading: 11.5, title: 10.5, body: 10 },
    leading: 1.3,
    gap: { section: 12, entry: 8, heading: 4 },
    margin: 54,
    color: { text: rgb('#1a1a1a'), muted: rgb('#555555'), accent: rgb('#1a1a1a') },
    headingCase: 'upper',
  },
  sans_modern: {
    family: 'inter',
    size: { name: 26, heading: 12, title: 11, body: 10 },
    leading: 1.35,
    gap: { section: 14, entry: 9, heading: 5 },
    margin: 50,
    color: { text: rgb('#1f2933'), muted: rgb('#5f6b7a'), accent: rgb('#1d4ed8') },
    headingCase: 'upper',
  },
  serif_classic: {
    family: 'source-serif-4',
    size: { name: 22, heading: 13, title: 11, body: 10.5 },
    leading: 1.3,
    gap: { section: 13, entry: 8, heading: 4 },
    margin: 60,
    color: { text: rgb('#000000'), muted: rgb('#444444'), accent: rgb('#7a1f1f') },
    headingCase: 'title',
  },
  compact: {
    family: 'inter',
    size: { name: 16, heading: 10, title: 9.5, body: 9 },
    leading: 1.2,
    gap: { section: 7, entry: 4, heading: 2 },
    margin: 36,
    color: { text: rgb('#111111'), muted: rgb('#555555'), accent: rgb('#111111') },
    headingCase: 'upper',
  },
};

export function headingText(style: RenderStyle, heading: string): string {
  return style.headingCase === 'upper' ? heading.toUpperCase() : heading;
}

/** '#1d4ed8' for CSS and Word. */
export function hexColor(color: Rgb): string {
  const channel = (value: number) => Math.round(value * 255).toString(16).padStart(2, '0');
  return `${channel(color.r)}${channel(color.g)}${channel(color.b)}`;
}

/** The colour of the name and headings: the style's accent, or the template's where the style has none of its own. */
export function accentColor(style: RenderStyle, templateAccent: Rgb | null): Rgb {
  const { accent, text } = style.color;
  const plain = accent.r === text.r && accent.g === text.g && accent.b === text.b;
  return plain && templateAccent ? templateAccent : accent;
}
