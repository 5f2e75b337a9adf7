import type { ResumeTemplate } from '@careerforge/contract';
import { DEFAULT_SECTION_ORDER, type SectionKind } from './outline';

/**
 * How a template lays a resume out in pdf and docx. Every layout is one column in reading order
 * (no text boxes, no side columns), so applicant tracking systems read it as it looks.
 */
export interface TemplateLayout {
  /** Name and contact: left, centred, or name left with the contact details right on the same line. */
  header: 'left' | 'center' | 'split';
  sectionOrder: readonly SectionKind[];
  /** Dates right-aligned beside the title, on a line below it, or on a line above it. */
  dates: 'right' | 'below' | 'above';
  /** Company (institution) after the title on its line, or on the line below. */
  subtitle: 'same-line' | 'next-line';
  /** A thin rule under each section heading. */
  headingRule: boolean;
}

/** '(None)': the plain layout. */
export const PLAIN_LAYOUT: TemplateLayout = {
  header: 'left',
  sectionOrder: DEFAULT_SECTION_ORDER,
  dates: 'right',
  subtitle: 'same-line',
  headingRule: false,
};

const TEMPLATES: readonly (ResumeTemplate & { layout: TemplateLayout })[] = [
  {
    templateId: 'classic',
    name: 'Classic',
    description: 'Centred name, ruled section headings, dates right-aligned beside each title and the company on the line below.',
    layout: { header: 'center', sectionOrder: DEFAULT_SECTION_ORDER, dates: 'right', subtitle: 'next-line', headingRule: true },
  },
  {
    templateId: 'modern',
    name: 'Modern',
    description: 'Skills first, then experience and education; title and company on one line with the dates below.',
    layout: { header: 'left', sectionOrder: ['skills', 'experience', 'education'], dates: 'below', subtitle: 'same-line', headingRule: false },
  },
  {
    templateId: 'executive',
    name: 'Executive',
    description: 'Name and contact details on one line, ruled headings, dates leading each entry, skills before education.',
    layout: { header: 'split', sectionOrder: ['experience', 'skills', 'education'], dates: 'above', subtitle: 'same-line', headingRule: true },
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
