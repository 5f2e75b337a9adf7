/** Builds a layout description from a ground truth and a family's style choices. */
import { formatRange, printedPrecision, type RangeStyle } from './dates';
import type { TruthCareerEntry, TruthEducationEntry, TruthResume } from './ground-truth';
import type { Block, ExpectedResume, ResumeLayout } from './layout';

export type Section = 'summary' | 'experience' | 'education' | 'skills';

export interface HeadingWords {
  summary: string;
  experience: string;
  education: string;
  skills: string;
  contact: string;
}

export interface FamilyStyle {
  /** null: no headings at all; sections follow each other, skills as a 'Skills: …' line. */
  headings: HeadingWords | null;
  headingCase: 'upper' | 'title';
  headingDecor: 'plain' | 'rule' | 'numbered' | 'icon' | 'colon';
  headingBold: boolean;
  order: Section[];
  /** Sections in the sidebar (two-column families); the rest go in the main column. */
  sidebarSections: Section[];
  sidebarSide: 'left' | 'right';
  /** Where the email, phone, place and links go; the name is always at the top of the body. */
  contact: 'top' | 'header' | 'footer' | 'sidebar';
  /** How contact details share a line; '\n' puts each on its own line. */
  contactJoin: string;
  entry: 'title-first' | 'company-first' | 'title-at-company' | 'title-comma-company' | 'pipes' | 'tabs' | 'table';
  /** Where an entry's dates go: right-aligned, in front (tab-aligned), on a line of their own, or in the entry line. */
  dates: 'right' | 'left' | 'own-line' | 'inline';
  range: RangeStyle;
  bullet: '•' | '-' | '*' | '▪' | 'number' | 'none';
  /** Flat skills: comma-separated, bullets, pipes, or one 'Label: a, b' line. Categorised skills are always 'Label: …' lines. */
  skills: 'comma' | 'bullets' | 'pipes' | 'label-line';
  /** The label of a 'Skills: …' line (label-line skills, or no headings). */
  skillsLabel: string;
  education: 'degree-comma-institution' | 'institution-then-degree' | 'pipes';
  gpaLabel: string;
  fontSize: number;
  spacing: number;
  /** Each section starts on a new page (long, airy CVs). */
  pageBreaks: boolean;
}

const ICONS: Record<Section | 'contact', string> = { summary: '👤', experience: '💼', education: '🎓', skills: '🛠', contact: '📞' };

function headingBlocks(style: FamilyStyle, section: Section | 'contact', number: number): Block[] {
  if (!style.headings) return [];
  const words = style.headings[section];
  const cased = style.headingCase === 'upper' ? words.toLocaleUpperCase() : words;
  const text = style.headingDecor === 'numbered' ? `${number}. ${cased}` : style.headingDecor === 'colon' ? `${cased}:` : cased;
  return [{ kind: 'heading', text, rule: style.headingDecor === 'rule', ...(style.headingDecor === 'icon' ? { icon: ICONS[section] } : {}) }];
}

const bulletBlocks = (bullets: string[], style: FamilyStyle): Block[] =>
  bullets.map((text, index) => ({
    kind: 'bullet',
    text,
    marker: style.bullet === 'number' ? `${index + 1}.` : style.bullet === 'none' ? '' : style.bullet,
  }));

/** One career entry (or a sub-role under the company line of the entry before it). */
function careerBlocks(entry: TruthCareerEntry, style: FamilyStyle): Block[] {
  const dates = formatRange(entry.start, entry.end, style.range);
  const bullets = bulletBlocks(entry.bullets, style);
  if (style.entry === 'table') {
    // Table rows stand alone: a promoted person's roles each name the company.
    const cell = [`${entry.position}\n${entry.company}, ${entry.location}`, ...entry.bullets.map((text) => `• ${text}`)];
    return [{ kind: 'table', rows: [[dates, cell.join('\n')]] }];
  }
  const withDates = (text: string): Block[] => {
    switch (style.dates) {
      case 'right': return [{ kind: 'line', text, right: dates, bold: true }];
      case 'left': return [{ kind: 'line', text: `${dates}\t${text}`, bold: true }];
      case 'own-line': return [{ kind: 'line', text, bold: true }, { kind: 'line', text: dates }];
      case 'inline': return [{ kind: 'line', text: style.entry === 'tabs' ? `${text}\t${dates}` : `${text} | ${dates}`, bold: true }];
    }
  };
  if (entry.subRole) return [...withDates(entry.position), ...bullets];
  switch (style.entry) {
    case 'title-first': return [...withDates(entry.position), { kind: 'line', text: `${entry.company}, ${entry.location}` }, ...bullets];
    case 'company-first': return [{ kind: 'line', text: entry.company, right: entry.location, bold: true }, ...withDates(entry.position), ...bullets];
    case 'title-at-company': return [...withDates(`${entry.position} at ${entry.company}, ${entry.location}`), ...bullets];
    case 'title-comma-company': return [...withDates(`${entry.position}, ${entry.company}`), ...bullets];
    case 'pipes': return [...withDates(`${entry.position} | ${entry.company} | ${entry.location}`), ...bullets];
    case 'tabs': return [...withDates(`${entry.position}\t${entry.company}`), ...bullets];
  }
}

/** A promoted person's roles share one company line: the first role carries it, the later ones sit under it. */
function experienceBlocks(truth: TruthResume, style: FamilyStyle): Block[] {
  return truth.career.flatMap((entry, index) => {
    const next = truth.career[index + 1];
    const opensGroup = !entry.subRole && next?.subRole === true;
    if (opensGroup && style.entry !== 'table') {
      return [
        { kind: 'line', text: `${entry.company}, ${entry.location}`, bold: true } satisfies Block,
        ...careerBlocks({ ...entry, subRole: true }, style),
      ];
    }
    return careerBlocks(entry, style);
  });
}

/** In a narrow sidebar nothing is right-aligned: degree, school and dates each get a line. */
function educationBlocks(entry: TruthEducationEntry, style: FamilyStyle, narrow: boolean): Block[] {
  const dates = formatRange(entry.start, entry.end, style.range);
  const gpa: Block[] = entry.gpa ? [{ kind: 'line', text: `${style.gpaLabel}: ${entry.gpa}` }] : [];
  if (narrow) return [{ kind: 'line', text: entry.degree, bold: true }, { kind: 'line', text: entry.institution }, { kind: 'line', text: dates }, ...gpa];
  switch (style.education) {
    case 'degree-comma-institution': return [{ kind: 'line', text: `${entry.degree}, ${entry.institution}`, right: dates, bold: true }, ...gpa];
    case 'institution-then-degree': return [{ kind: 'line', text: entry.institution, right: dates, bold: true }, { kind: 'line', text: entry.degree }, ...gpa];
    case 'pipes': return [{ kind: 'line', text: [entry.degree, entry.institution, dates, ...(entry.gpa ? [`${style.gpaLabel} ${entry.gpa}`] : [])].join(' | ') }];
  }
}

function skillBlocks(truth: TruthResume, style: FamilyStyle): Block[] {
  if (truth.skillGroups) return truth.skillGroups.map((group) => ({ kind: 'line', text: `${group.label}: ${group.skills.join(', ')}` }));
  if (!style.headings || style.skills === 'label-line') return [{ kind: 'line', text: `${style.skillsLabel}: ${truth.skills.join(', ')}` }];
  switch (style.skills) {
    case 'comma': return [{ kind: 'line', text: truth.skills.join(', ') }];
    case 'pipes': return [{ kind: 'line', text: truth.skills.join(' | ') }];
    case 'bullets': return truth.skills.map((text) => ({ kind: 'bullet', text, marker: style.bullet === 'none' || style.bullet === 'number' ? '•' : style.bullet }));
  }
}

function sectionBlocks(section: Section, truth: TruthResume, style: FamilyStyle, number: number, narrow: boolean): Block[] {
  // A 'Skills: …' line needs no heading of its own.
  const heading = section === 'skills' && style.skills === 'label-line' && !truth.skillGroups ? [] : headingBlocks(style, section, number);
  switch (section) {
    case 'summary': return truth.summary ? [...heading, { kind: 'line', text: truth.summary }] : [];
    case 'experience': return [...heading, ...experienceBlocks(truth, style)];
    case 'education': return [...heading, ...truth.education.flatMap((entry) => educationBlocks(entry, style, narrow))];
    case 'skills': return [...heading, ...skillBlocks(truth, style)];
  }
}

function contactDetails(truth: TruthResume, style: FamilyStyle): string[] {
  const details = [truth.contact.location, truth.contact.email, truth.contact.phone, ...truth.contact.links];
  return style.contactJoin === '\n' ? details : [details.join(style.contactJoin)];
}

/** The expected parse: dates at the printed precision, everything else as generated. */
function expectedOf(truth: TruthResume, style: FamilyStyle): ExpectedResume {
  const cut = (date: string | null) => printedPrecision(date, style.range.format);
  return {
    contact: { name: truth.contact.name, email: truth.contact.email, phone: truth.contact.phone, links: truth.contact.links, location: truth.contact.location },
    skills: truth.skills,
    education: truth.education.map((entry) => ({
      degree: entry.degree, institution: entry.institution, startDate: cut(entry.start), endDate: cut(entry.end), gpa: entry.gpa === null ? null : Number(entry.gpa),
    })),
    career: truth.career.map((entry) => ({
      position: entry.position, company: entry.company, startDate: cut(entry.start), endDate: cut(entry.end), description: '', accomplishments: entry.bullets,
    })),
  };
}

export function compose(truth: TruthResume, style: FamilyStyle): { layout: ResumeLayout; expected: ExpectedResume } {
  const details = contactDetails(truth, style);
  const inSidebar = (section: Section) => style.sidebarSections.includes(section);
  let number = 0;
  const sections = (which: (section: Section) => boolean) =>
    style.order.filter(which).flatMap((section, index) => {
      const blocks = sectionBlocks(section, truth, style, (number += 1), inSidebar(section));
      return style.pageBreaks && index > 0 && blocks.length > 0 ? [{ kind: 'page-break' } satisfies Block, ...blocks] : blocks;
    });
  const sidebarContact: Block[] = style.contact === 'sidebar'
    ? [...headingBlocks(style, 'contact', 0).map((block) => (block.kind === 'heading' ? { ...block, text: block.text.replace(/^0\. /, '') } : block)), ...details.map((text): Block => ({ kind: 'line', text }))]
    : [];
  const main: Block[] = [
    { kind: 'name', text: truth.contact.name },
    ...(style.contact === 'top' ? details.map((text): Block => ({ kind: 'line', text })) : []),
    ...sections((section) => !inSidebar(section)),
  ];
  const layout: ResumeLayout = {
    header: style.contact === 'header' ? details : [],
    footer: style.contact === 'footer' ? details : [],
    sidebar: [...sidebarContact, ...sections(inSidebar)],
    sidebarSide: style.sidebarSide,
    main,
    headingBold: style.headingBold,
    fontSize: style.fontSize,
    spacing: style.spacing,
  };
  return { layout, expected: expectedOf(truth, style) };
}
