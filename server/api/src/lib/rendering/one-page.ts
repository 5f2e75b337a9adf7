import type { ResumeOutline } from './outline';
import { layOutResume, type ResumeLayout } from './pdf/render';
import type { RenderStyle } from './styles';
import type { PageOptions } from './templates';

/** The tightest a one-page resume gets: these shares of the style's gaps and font sizes. */
const MIN_GAP_SHARE = 0.6;
const MIN_SIZE_SHARE = 0.85;
/** Margins are narrowed down to this (a style with narrower ones keeps its own). */
const MIN_MARGIN = 36;
/** Line height, as a multiple of the font size, lines are brought down to (a style with tighter lines keeps its own). */
const MIN_LEADING = 1.15;
/** Halvings of the tightness range after the loosest and the tightest tries: 7 layouts at most. */
const SEARCH_STEPS = 5;
/** 0 to 1 tightens the spacing (gaps, margins, line height), 1 to 2 then the font sizes. */
const TIGHTEST = 2;

/**
 * The style tightened by `tightness` (0: as it is, 2: the tightest): spacing first, then font
 * sizes, each scaled linearly towards its limit.
 */
export function tightenedStyle(style: RenderStyle, tightness: number): RenderStyle {
  const spacing = Math.min(Math.max(tightness, 0), 1);
  const sizing = Math.min(Math.max(tightness - 1, 0), 1);
  const gapShare = 1 - (1 - MIN_GAP_SHARE) * spacing;
  const sizeShare = 1 - (1 - MIN_SIZE_SHARE) * sizing;
  const toward = (value: number, limit: number, share: number) => (value > limit ? value - (value - limit) * share : value);
  return {
    ...style,
    size: {
      name: style.size.name * sizeShare,
      heading: style.size.heading * sizeShare,
      title: style.size.title * sizeShare,
      body: style.size.body * sizeShare,
    },
    leading: toward(style.leading, MIN_LEADING, spacing),
    gap: { section: style.gap.section * gapShare, entry: style.gap.entry * gapShare, heading: style.gap.heading * gapShare },
    margin: toward(style.margin, MIN_MARGIN, spacing),
  };
}

export interface FittedResume {
  /** The options the resume was laid out with: the style as tightened. */
  options: PageOptions;
  layout: ResumeLayout;
  pages: number;
}

/**
 * The resume laid out on one page if it can be: as the style sets it when it fits so, else as
 * loosely as still fits (a binary search over the tightness), else at the tightest, which then
 * still takes more than one page and says how many.
 */
export function fitOnePage(outline: ResumeOutline, options: PageOptions): FittedResume {
  const attempt = (tightness: number): FittedResume => {
    const tightened = { ...options, style: tightenedStyle(options.style, tightness) };
    const layout = layOutResume(outline, tightened);
    return { options: tightened, layout, pages: layout.sheet.pages.length };
  };
  const natural = attempt(0);
  if (natural.pages === 1) return natural;
  let fitting = attempt(TIGHTEST);
  if (fitting.pages > 1) return fitting;
  let loose = 0;
  let tight = TIGHTEST;
  for (let step = 0; step < SEARCH_STEPS; step += 1) {
    const middle = (loose + tight) / 2;
    const tried = attempt(middle);
    if (tried.pages === 1) {
      fitting = tried;
      tight = middle;
    } else {
      loose = middle;
    }
  }
  return fitting;
}
