import type { ResumeTemplate } from '@careerforge/contract';
import { DEFAULT_SECTION_ORDER, type OutlineSection, type SectionKind } from './outline';
import type { RenderStyle, Rgb } from './styles';

/**
 * How a template lays a resume out in pdf and docx. Every layout is read in the order it is
 * written: one column top to bottom, or a narrow left column then the main one, each top to bottom
 * (no text boxes, no floating frames), so applicant tracking systems read it as it looks.
 */
export interface TemplateLayout {
  /** Name and contact: left, centred, or name left with the contact details right on the same line. */
  header: 'left' | 'center' | 'split';
  sectionOrder: readonly SectionKind[];
  /** Dates right-aligned beside the title, on a line below it, on a line above it, or after the company on the line below the title. */
  dates: 'right' | 'below' | 'above' | 'after-subtitle';
  /** Company (institution) after the title on its line, or on the line below. */
  subtitle: 'same-line' | 'next-line';
  /** A thin rule under each section heading. */
  headingRule: boolean;
  /** Space between sections and between entries, as a multiple of the style's. */
  spacing: number;
  /** What separates the contact details (and the links) on their line. */
  separator: ' | ' | ' · ';
  /** What separates the skills on their line. */
  skillSeparator: ', ' | ' · ';
  /**
   * The accent of headings and the name when the style's own accent is its text colour (the plain
   * styles), so the template's coloured headings show in every style.
   */
  accent: Rgb | null;
  /**
   * Two columns: these sections (and the contact details, under a 'Contact' heading) in a narrow
   * left column taking `share` of the text width, the others in the main column beside it.
   */
  sidebar: { sections: readonly SectionKind[]; share: number } | null;
}

/** '(None)': the plain layout. */
export const PLAIN_LAYOUT: TemplateLayout = {
  header: 'left',
  sectionOrder: DEFAULT_SECTION_ORDER,
  dates: 'right',
  subtitle: 'same-line',
  headingRule: false,
  spacing: 1,
  separator: ' | ',
  skillSeparator: ', ',
  accent: null,
  sidebar: null,
};

const TEAL = { r: 0x0f / 255, g: 0x76 / 255, b: 0x6e / 255 };

const TEMPLATES: readonly (ResumeTemplate & { layout: TemplateLayout })[] = [
  {
    templateId: 'classic',
    name: 'Classic',
    description: 'Centred name, ruled section headings, dates right-aligned beside each title and the company on the line below.',
    layout: { ...PLAIN_LAYOUT, header: 'center', subtitle: 'next-line', headingRule: true },
  },
  {
    templateId: 'modern',
    name: 'Modern',
    description: 'Skills first, then experience and education; title and company on one line with the dates below.',
    layout: { ...PLAIN_LAYOUT, sectionOrder: ['summary', 'skills', 'experience', 'education'], dates: 'below' },
  },
  {
    templateId: 'executive',
    name: 'Executive',
    description: 'Name and contact details on one line, ruled headings, dates leading each entry, skills before education.',
    layout: { ...PLAIN_LAYOUT, header: 'split', sectionOrder: ['summary', 'experience', 'skills', 'education'], dates: 'above', headingRule: true },
  },
  {
    templateId: 'minimal',
    name: 'Minimal',
    description: 'Generous white space and accent-coloured headings; the company and dates share the line under each title, skills form one compact line.',
    layout: { ...PLAIN_LAYOUT, dates: 'after-subtitle', subtitle: 'next-line', spacing: 1.5, separator: ' · ', skillSeparator: ' · ', accent: TEAL },
  },
  {
    templateId: 'sidebar',
    name: 'Sidebar',
    description: 'Two columns: contact details, skills and education in a narrow left column; summary and experience beside it.',
    layout: { ...PLAIN_LAYOUT, dates: 'below', sidebar: { sections: ['skills', 'education'], share: 0.3 } },
  },
];

export const RESUME_TEMPLATES: readonly ResumeTemplate[] = TEMPLATES.map(({ templateId, name, description }) => ({ templateId, name, description }));

export function isKnownTemplate(templateId: string): boolean {
  return TEMPLATES.some((template) => template.templateId === templateId);
}

/** The layout of a template; null (no template) is the plain layout. */
export function templateLayout(templateId: string | null): TemplateLayout {
  if (templateId === null) return PLAIN_LAYOUT;
  const template = TEMPLATES.find((candidate) => candidate.templateId === templateId);
  if (!template) throw new Error(`Unknown template "${templateId}".`);
  return template.layout;
}

/** The sections of the sidebar and of the main column, each in the resume's order. */
export function splitSidebar(sections: OutlineSection[], layout: TemplateLayout): { sidebar: OutlineSection[]; main: OutlineSection[] } {
  const inSidebar = (section: OutlineSection) => layout.sidebar?.sections.includes(section.kind) ?? false;
  return { sidebar: sections.filter(inSidebar), main: sections.filter((section) => !inSidebar(section)) };
}

/**
 * The layout inside the narrow column: title, institution and dates a line each. Its text is
 * flush against the divider (right-aligned), so every line of the column ends at the gutter: text
 * extraction then sees an empty band between the columns on every line and reads them one after
 * the other.
 */
export function sidebarLayout(layout: TemplateLayout): TemplateLayout {
  return { ...layout, dates: 'below', subtitle: 'next-line' };
}

/** What pdf and docx lay a page out with: the style, the template's layout and the paper in points. */
export interface PageOptions {
  style: RenderStyle;
  layout: TemplateLayout;
  page: { width: number; height: number };
}
