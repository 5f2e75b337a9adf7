import { RESUME_SECTION_HEADINGS, type GeneratedResumeContent, type ResumeSectionKind } from '@careerforge/contract';
import { collapseSpaces, foldForComparison } from '../text';

export type SectionKind = ResumeSectionKind;

/** One position, degree, project, certification, language or award: what every format shows, already as display text. */
export interface OutlineEntry {
  /** Position, degree, project, certification, language or award. */
  title: string;
  /** Company, institution, role, issuer or proficiency; '' when there is none. */
  subtitle: string;
  /** 'Jan 2020 – Present', or '' when unknown. */
  dates: string;
  /** Description or GPA line, shown as plain paragraphs; never a repeat of the title. */
  details: string[];
  bullets: string[];
}

export type OutlineSection =
  | { kind: 'summary'; heading: string; paragraphs: string[] }
  | { kind: 'experience' | 'education' | 'projects' | 'certifications' | 'languages' | 'awards'; heading: string; entries: OutlineEntry[] }
  | { kind: 'skills'; heading: string; skills: string[] };

/** A contact detail, with what it is for a layout that labels each one. */
export interface OutlineContact {
  label: 'Email' | 'Phone' | 'Location';
  text: string;
}

/** A header link: a web address (http or https only) and how it reads on paper. */
export interface OutlineLink {
  /** 'GitHub', or the address as shown when the link has no label of its own. */
  label: string;
  /** 'github.com/ada': the address as the user wrote it, without scheme, 'www.' or a final slash. */
  address: string;
  /** 'GitHub: github.com/ada': the label and the address without its scheme, so a reader (and an ATS) sees where it goes. */
  text: string;
  /** The normalised absolute address, for formats with real links. */
  href: string;
}

/** The resume as display text, in a section order; every renderer draws from this, never from the raw model. */
export interface ResumeOutline {
  name: string;
  /** One line under the name, or ''. */
  headline: string;
  /** Email, phone and location, those that are given. */
  contact: OutlineContact[];
  links: OutlineLink[];
  sections: OutlineSection[];
}

export const DEFAULT_SECTION_ORDER: readonly SectionKind[] = ['summary', 'experience', 'education', 'skills', 'projects', 'certifications', 'languages', 'awards'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// C0/C1 controls (\p{Cc}: XML 1.0 and PDF text cannot hold them) except tab, line feed and carriage
// return, lone surrogates (\p{Cs}: with the u flag a valid pair is one code point, so only a lone
// half matches) and the non-characters U+FFFE and U+FFFF.
const UNSAFE_CHARACTERS = /(?![\t\n\r])[\p{Cc}\p{Cs}\ufffe\uffff]/gu;

/** One line of display text: composed (NFC, so 'é' typed as e + accent finds its glyph), safe characters, single spaces. */
export function cleanText(text: string): string {
  return collapseSpaces(text.normalize('NFC').replace(UNSAFE_CHARACTERS, ''));
}

/** '2020-03-15' → 'Mar 2020', '2020' → '2020'; anything else is shown as written. */
function formatDate(date: string): string {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(date.trim());
  const month = match?.[2] ? MONTHS[Number(match[2]) - 1] : undefined;
  if (match && month) return `${month} ${match[1]}`;
  return match && !match[2] ? (match[1] ?? '') : cleanText(date);
}

/** 'Mar 2020 – Present'; an open end is 'Present' only for a range that has a start. */
function formatDateRange(start: string | null, end: string | null, openEndIsPresent: boolean): string {
  const from = start ? formatDate(start) : '';
  const to = end ? formatDate(end) : openEndIsPresent && from ? 'Present' : '';
  return [from, to].filter(Boolean).join(' – ');
}

/**
 * The sections to print, in order: the resume's own order, then the kinds it does not name in the
 * template's order, then any kind the template does not name either (in the default order), without
 * the hidden ones.
 */
function sectionOrder(resume: GeneratedResumeContent, templateOrder: readonly SectionKind[]): SectionKind[] {
  const hidden = new Set(resume.hidden_sections ?? []);
  return [...new Set([...(resume.section_order ?? []), ...templateOrder, ...DEFAULT_SECTION_ORDER])].filter((kind) => !hidden.has(kind));
}

export function buildOutline(resume: GeneratedResumeContent, templateOrder: readonly SectionKind[] = DEFAULT_SECTION_ORDER): ResumeOutline {
  const sections = sectionOrder(resume, templateOrder).flatMap((kind): OutlineSection[] => {
    const heading = RESUME_SECTION_HEADINGS[kind];
    if (kind === 'summary') {
      // The user's line breaks separate paragraphs.
      const paragraphs = (resume.summary ?? '').split(/\n+/).map(cleanText).filter(Boolean);
      return paragraphs.length > 0 ? [{ kind, heading, paragraphs }] : [];
    }
    if (kind === 'skills') {
      const skills = resume.skills.map(cleanText).filter(Boolean);
      return skills.length > 0 ? [{ kind, heading, skills }] : [];
    }
    const entries = sectionEntries(resume, kind);
    return entries.length > 0 ? [{ kind, heading, entries }] : [];
  });
  return {
    name: cleanText(resume.name),
    headline: cleanText(resume.headline ?? ''),
    contact: (
      [
        ['Email', resume.email],
        ['Phone', resume.phone],
        ['Location', resume.location],
      ] as const
    ).flatMap(([label, value]) => {
      const text = cleanText(value ?? '');
      return text ? [{ label, text }] : [];
    }),
    links: (resume.links ?? []).flatMap((link) => outlineLink(link) ?? []),
    sections,
  };
}

/**
 * An absolute http(s) address, or null. An address without a scheme ('github.com/ada') is read as
 * https; any other scheme (javascript:, data:, file:, mailto:) and an address with user
 * credentials (which can disguise the real host) are refused, whatever the stored resume holds.
 */
export function webAddress(url: string): string | null {
  const trimmed = url.trim();
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const parsed = new URL(candidate);
    const web = parsed.protocol === 'https:' || parsed.protocol === 'http:';
    return web && parsed.hostname.includes('.') && !parsed.username && !parsed.password ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A link that is not a web address is left out: a reader could not follow it. */
function outlineLink(link: NonNullable<GeneratedResumeContent['links']>[number]): OutlineLink | null {
  const href = webAddress(cleanText(link.url));
  if (!href) return null;
  const shown = cleanText(link.url)
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
  const label = cleanText(link.label);
  const host = new URL(href).hostname.replace(/^www\./, '');
  // A label that only repeats the address ('ada.dev' for https://ada.dev) is not printed twice.
  const labelAddsNothing = !label || [shown, host].some((address) => sameText(label, address));
  return { label: label || shown, address: shown, text: labelAddsNothing ? shown : `${label}: ${shown}`, href };
}

/**
 * Contact details and links as label and value ('Email' / 'ada@example.com', 'GitHub' /
 * 'github.com/ada'), for a column that gives each its own two lines. A link without a label of its
 * own is a 'Website'.
 */
export function labelledContact(outline: ResumeOutline): { label: string; value: string; href: string | null }[] {
  return [
    ...outline.contact.map((detail) => ({ label: detail.label, value: detail.text, href: null })),
    ...outline.links.map((link) => ({ label: link.text === link.address ? 'Website' : link.label, value: link.address, href: link.href })),
  ];
}

const sameText = (a: string, b: string) => foldForComparison(a) === foldForComparison(b);

/** Lines that only repeat the entry's title are left out, so a title never prints twice. */
function withoutTitle(title: string, lines: string[]): string[] {
  return lines.filter((line) => line && !sameText(line, title));
}

function careerEntry(career: GeneratedResumeContent['career'][number]): OutlineEntry {
  return {
    title: cleanText(career.position),
    subtitle: cleanText(career.company),
    dates: formatDateRange(career.start_date, career.end_date, true),
    details: withoutTitle(cleanText(career.position), [cleanText(career.description)]),
    bullets: withoutTitle(cleanText(career.position), career.accomplishments.map(cleanText)),
  };
}

function educationEntry(education: GeneratedResumeContent['education'][number]): OutlineEntry {
  return {
    title: cleanText(education.degree),
    subtitle: cleanText(education.institution),
    // A degree without an end date is not necessarily ongoing.
    dates: formatDateRange(education.start_date, education.end_date, false),
    details: education.gpa === null ? [] : [`GPA: ${education.gpa}`],
    bullets: [],
  };
}

/** The entries of a section drawn as entries; the profile sections are missing from resumes made before them. */
function sectionEntries(resume: GeneratedResumeContent, kind: Exclude<SectionKind, 'summary' | 'skills'>): OutlineEntry[] {
  switch (kind) {
    case 'experience':
      return resume.career.map(careerEntry);
    case 'education':
      return resume.education.map(educationEntry);
    case 'projects':
      return (resume.projects ?? []).map(projectEntry);
    case 'certifications':
      return (resume.certifications ?? []).map(certificationEntry);
    case 'languages':
      return (resume.languages ?? []).map((language) => plainEntry(language.name, language.proficiency));
    case 'awards':
      return (resume.awards ?? []).map((award) => ({ ...plainEntry(award.title, award.issuer, award.date), details: texts(award.description) }));
  }
}

/** The given texts as display lines, blanks left out. */
function texts(...values: (string | null)[]): string[] {
  return values.map((value) => cleanText(value ?? '')).filter(Boolean);
}

/** A link printed as text ('github.com/ada/churn'); one that is not a web address is left out. */
function shownAddress(url: string | null): string | null {
  return url && webAddress(cleanText(url)) ? cleanText(url).replace(/^https?:\/\//i, '').replace(/\/$/, '') : null;
}

function plainEntry(title: string, subtitle: string | null, date: string | null = null): OutlineEntry {
  return { title: cleanText(title), subtitle: cleanText(subtitle ?? ''), dates: date ? formatDate(date) : '', details: [], bullets: [] };
}

function projectEntry(project: NonNullable<GeneratedResumeContent['projects']>[number]): OutlineEntry {
  return {
    ...plainEntry(project.name, project.role),
    dates: formatDateRange(project.start_date, project.end_date, true),
    details: texts(project.description, shownAddress(project.url)),
    bullets: texts(...project.highlights),
  };
}

function certificationEntry(certification: NonNullable<GeneratedResumeContent['certifications']>[number]): OutlineEntry {
  return { ...plainEntry(certification.name, certification.issuer, certification.date), details: texts(shownAddress(certification.url)) };
}

/** 'Title | Company', either part left out when empty. */
export function titleLine(entry: OutlineEntry): string {
  return [entry.title, entry.subtitle].filter(Boolean).join(' | ');
}
