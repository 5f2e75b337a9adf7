/**
 * The layout families: each is a function from a ground truth to a layout description (and the
 * expected parse), built from a base style with the family's own choices. The split between
 * development and held-out families is in split.ts.
 */
import { compose, type FamilyStyle, type HeadingWords } from './compose';
import type { TruthResume } from './ground-truth';
import type { ExpectedResume, ResumeLayout } from './layout';

const HEADINGS = {
  classic: { summary: 'Summary', experience: 'Experience', education: 'Education', skills: 'Skills', contact: 'Contact' },
  formal: { summary: 'Professional Summary', experience: 'Work History', education: 'Education & Training', skills: 'Core Competencies', contact: 'Contact Information' },
  creative: { summary: 'About Me', experience: "Where I've Worked", education: 'Academic Background', skills: 'Toolbox', contact: 'Say Hello' },
  career: { summary: 'Profile', experience: 'Career History', education: 'Qualifications', skills: 'Expertise', contact: 'Details' },
  german: { summary: 'Profil', experience: 'Berufserfahrung', education: 'Ausbildung', skills: 'Kenntnisse', contact: 'Kontakt' },
  french: { summary: 'Profil', experience: 'Expérience professionnelle', education: 'Formation', skills: 'Compétences', contact: 'Coordonnées' },
  spanish: { summary: 'Perfil', experience: 'Experiencia', education: 'Educación', skills: 'Habilidades', contact: 'Contacto' },
  dutch: { summary: 'Profiel', experience: 'Werkervaring', education: 'Opleiding', skills: 'Vaardigheden', contact: 'Contactgegevens' },
} satisfies Record<string, HeadingWords>;

const BASE: FamilyStyle = {
  headings: HEADINGS.classic,
  headingCase: 'upper',
  headingDecor: 'plain',
  headingBold: true,
  order: ['summary', 'experience', 'education', 'skills'],
  sidebarSections: [],
  sidebarSide: 'left',
  contact: 'top',
  contactJoin: ' | ',
  entry: 'title-first',
  dates: 'right',
  range: { format: 'mon', language: 'en', separator: ' – ', present: 'Present' },
  bullet: '•',
  skills: 'comma',
  skillsLabel: 'Skills',
  education: 'degree-comma-institution',
  gpaLabel: 'GPA',
  fontSize: 11,
  spacing: 3,
  pageBreaks: false,
};

export interface LayoutFamily {
  name: string;
  /** The traits this family exercises, for the split's documentation and the benchmark's listing. */
  traits: string[];
  build(truth: TruthResume): { layout: ResumeLayout; expected: ExpectedResume };
}

type Overrides = Partial<Omit<FamilyStyle, 'range'>> & { range?: Partial<FamilyStyle['range']> };

function family(name: string, traits: string[], overrides: Overrides): LayoutFamily {
  const style: FamilyStyle = { ...BASE, ...overrides, range: { ...BASE.range, ...overrides.range } };
  return { name, traits, build: (truth) => compose(truth, style) };
}

const German = { headings: HEADINGS.german, range: { language: 'de' as const, present: 'heute', separator: ' – ' }, skillsLabel: 'Kenntnisse', gpaLabel: 'Note' };
const French = { headings: HEADINGS.french, range: { language: 'fr' as const, present: "aujourd'hui", separator: ' – ' }, skillsLabel: 'Compétences', gpaLabel: 'Moyenne' };
const Spanish = { headings: HEADINGS.spanish, range: { language: 'es' as const, present: 'actualidad', separator: ' – ' }, skillsLabel: 'Habilidades', gpaLabel: 'Nota media' };
const Dutch = { headings: HEADINGS.dutch, range: { language: 'nl' as const, present: 'heden', separator: ' – ' }, skillsLabel: 'Vaardigheden', gpaLabel: 'Gemiddelde' };

export const FAMILIES: LayoutFamily[] = [
  family('classic-en', ['en', 'caps headings', 'title first', 'dates right', 'Mon yyyy'], {}),
  family('classic-title-case', ['en', 'title-case headings', 'own-line dates', 'Month yyyy', 'dash bullets'], {
    headingCase: 'title', dates: 'own-line', range: { format: 'month', separator: ' - ' }, bullet: '-',
  }),
  family('formal-headings-numeric', ['en', 'formal headings', 'mm/yyyy', 'to', 'Current', 'skills bullets'], {
    headings: HEADINGS.formal, range: { format: 'mm/yyyy', separator: ' to ', present: 'Current' }, skills: 'bullets',
  }),
  family('creative-headings', ['en', 'creative headings', 'title at company', 'Now', 'skills pipes'], {
    headings: HEADINGS.creative, headingCase: 'title', entry: 'title-at-company', range: { present: 'Now' }, skills: 'pipes',
  }),
  family('company-first-right-dates', ['en', 'company first', 'dates right', 'star bullets'], {
    entry: 'company-first', bullet: '*', range: { format: 'month' },
  }),
  family('no-headings-pipes', ['en', 'no headings', 'pipes', 'inline dates', 'Skills: line'], {
    headings: null, entry: 'pipes', dates: 'inline', range: { format: 'yyyy', separator: '–' }, education: 'pipes',
  }),
  family('rule-headings', ['en', 'rule under headings', 'yyyy-mm', 'en dash'], {
    headingCase: 'title', headingDecor: 'rule', range: { format: 'yyyy-mm', separator: ' – ' },
  }),
  family('two-column-sidebar', ['en', 'two columns', 'sidebar contact and skills', 'skills bullets'], {
    sidebarSections: ['skills', 'education'], contact: 'sidebar', contactJoin: '\n', skills: 'bullets',
  }),
  family('contact-in-header', ['en', 'contact in page header', 'title comma company'], {
    contact: 'header', entry: 'title-comma-company', headingCase: 'title',
  }),
  family('german-dotted-dates', ['de', 'mm.yyyy', 'bis', 'heute', 'company first'], {
    ...German, range: { ...German.range, format: 'mm.yyyy', separator: ' bis ' }, entry: 'company-first',
  }),
  family('german-month-names', ['de', 'German month names', 'title case', 'own-line dates'], {
    ...German, headingCase: 'title', dates: 'own-line', range: { ...German.range, format: 'month' },
  }),
  family('french-classic', ['fr', 'French month names', 'à', "aujourd'hui"], {
    ...French, range: { ...French.range, format: 'month', separator: ' à ' },
  }),
  family('french-sidebar', ['fr', 'two columns', 'sidebar right', 'mm/yyyy'], {
    ...French, sidebarSections: ['skills'], sidebarSide: 'right', contact: 'sidebar', contactJoin: '\n', skills: 'bullets', range: { ...French.range, format: 'mm/yyyy' },
  }),
  family('dates-left-column', ['en', 'dates left', 'tab aligned', 'Mon yyyy'], {
    dates: 'left', headingCase: 'title',
  }),
  family('skills-label-line', ['en', 'Skills: line without heading', 'categories', 'm/yyyy'], {
    skills: 'label-line', range: { format: 'm/yyyy', separator: '-' }, order: ['summary', 'skills', 'experience', 'education'],
  }),
  family('education-first', ['en', 'education first', 'institution then degree', 'GPA'], {
    order: ['education', 'experience', 'skills', 'summary'], education: 'institution-then-degree', headingCase: 'title', bullet: '▪',
  }),
  family('docx-table-layout', ['en', 'tables', 'dates in a column'], {
    entry: 'table', headingCase: 'title',
  }),
  family('colon-headings-compact', ['en', 'colon headings', 'compact', 'no bullets'], {
    headingDecor: 'colon', headingCase: 'title', headingBold: false, bullet: 'none', fontSize: 9.5, spacing: 0,
  }),
  family('contact-in-footer', ['en', 'contact in page footer', 'em dash'], {
    contact: 'footer', range: { separator: ' — ' },
  }),
  family('long-airy-cv', ['en', 'airy', 'a page per section', 'formal headings'], {
    headings: HEADINGS.formal, pageBreaks: true, fontSize: 12, spacing: 8,
  }),
  family('german-sidebar-table', ['de', 'two columns', 'tables', 'Kenntnisse'], {
    ...German, sidebarSections: ['skills'], contact: 'sidebar', contactJoin: '\n', entry: 'table', skills: 'bullets',
  }),
  family('career-headings-dots', ['en', 'career headings', 'dot separator contact', 'title at company'], {
    headings: HEADINGS.career, contactJoin: ' · ', entry: 'title-at-company', range: { format: 'month' },
  }),
  // From here on the families mostly use traits the development families lack (see split.ts).
  family('spanish-classic', ['es', 'Spanish month names', 'a', 'actualidad'], {
    ...Spanish, range: { ...Spanish.range, format: 'month', separator: ' a ' },
  }),
  family('spanish-pipes', ['es', 'pipes', 'inline dates', 'presente', 'mm/yyyy'], {
    ...Spanish, entry: 'pipes', dates: 'inline', range: { ...Spanish.range, format: 'mm/yyyy', present: 'presente', separator: ' - ' },
  }),
  family('dutch-classic', ['nl', 'Dutch month names', 'tot', 'heden'], {
    ...Dutch, range: { ...Dutch.range, format: 'mon', separator: ' tot ' },
  }),
  family('dutch-two-column', ['nl', 'two columns', 'yyyy.mm'], {
    ...Dutch, sidebarSections: ['skills', 'education'], contact: 'sidebar', contactJoin: '\n', skills: 'bullets', range: { ...Dutch.range, format: 'yyyy.mm' },
  }),
  family('emoji-headings', ['en', 'icon headings', 'title case', 'season dates'], {
    headingDecor: 'icon', headingCase: 'title', range: { format: 'season' },
  }),
  family('numbered-headings', ['en', 'numbered headings', 'numbered bullets'], {
    headingDecor: 'numbered', headingCase: 'title', bullet: 'number',
  }),
  family('no-headings-tabs', ['en', 'no headings', 'tab separated', 'yyyy.mm'], {
    headings: null, entry: 'tabs', dates: 'inline', range: { format: 'yyyy.mm', separator: ' - ' },
  }),
  family('french-numbered-pipes', ['fr', 'numbered headings', 'pipes', 'square bullets'], {
    ...French, headingDecor: 'numbered', headingCase: 'title', entry: 'pipes', bullet: '▪',
  }),
  family('german-header-rule', ['de', 'contact in page header', 'rule under headings', 'yyyy'], {
    ...German, contact: 'header', headingDecor: 'rule', headingCase: 'title', range: { ...German.range, format: 'yyyy', separator: '–' },
  }),
  family('creative-sidebar-emoji', ['en', 'creative headings', 'icon headings', 'two columns', 'right sidebar'], {
    headings: HEADINGS.creative, headingDecor: 'icon', headingCase: 'title', sidebarSections: ['skills'], sidebarSide: 'right', contact: 'sidebar', contactJoin: '\n',
  }),
  family('dutch-table-footer', ['nl', 'tables', 'contact in page footer', 'mm.yyyy'], {
    ...Dutch, entry: 'table', contact: 'footer', range: { ...Dutch.range, format: 'mm.yyyy' },
  }),
];

export function familyNamed(name: string): LayoutFamily | undefined {
  return FAMILIES.find((candidate) => candidate.name === name);
}
