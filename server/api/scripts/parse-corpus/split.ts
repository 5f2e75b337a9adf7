/**
 * Which families the parser may be tuned on. The rule: nobody tunes the parser on HELD-OUT families —
 * do not read their misses, do not add their words or formats to the parser because they appear
 * there. Their score is the honest estimate of how the parser does on layouts it has never seen;
 * once it has been used for tuning it no longer is. The benchmark refuses `--misses` for them.
 *
 * Development families use English, German and French; the held-out ones add Spanish and Dutch,
 * icon and numbered headings, numbered bullets, tab-separated lines, 'yyyy.mm' and season dates,
 * and the 'Career History / Qualifications / Expertise' headings, none of which development has.
 */
import { FAMILIES, type LayoutFamily } from './families';

export type Split = 'dev' | 'held-out';

export const DEVELOPMENT_FAMILIES: readonly string[] = [
  'classic-en', 'classic-title-case', 'formal-headings-numeric', 'creative-headings', 'company-first-right-dates',
  'no-headings-pipes', 'rule-headings', 'two-column-sidebar', 'contact-in-header', 'german-dotted-dates',
  'german-month-names', 'french-classic', 'french-sidebar', 'dates-left-column', 'skills-label-line',
  'education-first', 'docx-table-layout', 'colon-headings-compact', 'contact-in-footer', 'long-airy-cv',
];

export const HELD_OUT_FAMILIES: readonly string[] = [
  'career-headings-dots', 'german-sidebar-table', 'spanish-classic', 'spanish-pipes', 'dutch-classic',
  'dutch-two-column', 'emoji-headings', 'numbered-headings', 'no-headings-tabs', 'french-numbered-pipes',
  'german-header-rule', 'creative-sidebar-emoji', 'dutch-table-footer',
];

export function splitOf(family: LayoutFamily): Split {
  if (DEVELOPMENT_FAMILIES.includes(family.name)) return 'dev';
  if (HELD_OUT_FAMILIES.includes(family.name)) return 'held-out';
  throw new Error(`Family ${family.name} is in neither split; add it to split.ts`);
}

export const familiesIn = (split: Split): LayoutFamily[] => FAMILIES.filter((family) => splitOf(family) === split);
