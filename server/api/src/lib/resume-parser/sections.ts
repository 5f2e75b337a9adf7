import type { DocumentLine } from '../documents/types';
import { isDegree } from './education';
import { titleScore } from './entities';
import { isAllCaps } from '../text';
import { normalizeLabel } from './text';

export type SectionKind =
  | 'contact'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'languages'
  | 'other';

/** Heading wordings seen on real resumes, including the unusual ones ('Tech Stack', "Where I've Worked"). */
const HEADINGS: Record<Exclude<SectionKind, 'other'>, string[]> = {
  contact: ['contact', 'contact information', 'contact details', 'personal details', 'personal information', 'get in touch'],
  summary: ['summary', 'professional summary', 'profile', 'professional profile', 'about', 'about me', 'objective',
    'career objective', 'career summary', 'executive summary', 'overview', 'personal statement', 'introduction'],
  experience: ['experience', 'work experience', 'professional experience', 'employment history', 'employment',
    "where i've worked", 'where i have worked', 'career', 'career history', 'work history', 'relevant experience',
    'professional background', 'positions held', 'experience history', 'berufserfahrung', 'industry experience',
    'teaching experience', 'clinical experience', 'research experience', 'work'],
  education: ['education', 'academic background', 'education and training', 'academic history', 'qualifications',
    'academic qualifications', 'educational background', 'studies', 'ausbildung', 'education history', 'training'],
  skills: ['skills', 'technical skills', 'tech stack', 'core competencies', 'competencies', 'tools',
    'tools and technologies', 'technologies', 'key skills', 'skills and tools', 'skill set', 'skillset', 'expertise',
    'areas of expertise', 'stack', 'toolbox', 'kenntnisse', 'professional skills', 'hard skills', 'core skills',
    'what i work with', 'software', 'technical proficiencies'],
  projects: ['projects', 'selected projects', 'personal projects', 'side projects', 'open source', 'portfolio'],
  certifications: ['certifications', 'certificates', 'licenses and certifications', 'licenses', 'certifications and licenses',
    'courses', 'awards', 'honors and awards', 'achievements', 'publications', 'volunteering', 'volunteer experience',
    'interests', 'hobbies', 'references', 'activities'],
  languages: ['languages', 'language skills', 'spoken languages', 'sprachen'],
};

const KIND_BY_HEADING = new Map<string, SectionKind>(
  Object.entries(HEADINGS).flatMap(([kind, headings]) => headings.map((heading) => [heading, kind as SectionKind] as const)),
);

/** The section a line opens, or null when the line is not a section heading. */
export function headingKind(line: DocumentLine): SectionKind | null {
  if (line.bullet) return null;
  const known = KIND_BY_HEADING.get(normalizeLabel(line.text));
  if (known) return known;
  // An unknown heading still closes the section before it, but only when it is clearly a heading:
  // bold alone is not enough (extractors flag bold job titles as headings), and short capitals are
  // often acronyms inside an entry ('MBA', 'KPMG', 'INSEAD').
  const text = line.text.trim();
  const words = text.split(/\s+/);
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  const namesEntryPart = isDegree(text) || titleScore(text) !== 0;
  if (line.heading && isAllCaps(text) && words.length <= 3 && letters >= 7 && !/\d|@/.test(text) && !namesEntryPart) return 'other';
  return null;
}

export interface Section {
  kind: SectionKind;
  lines: DocumentLine[];
}

/** Splits the lines into sections; what precedes the first heading is the 'contact' block. */
export function splitSections(lines: DocumentLine[]): Section[] {
  const sections: Section[] = [{ kind: 'contact', lines: [] }];
  let seenKnownHeading = false;
  for (const line of lines) {
    const kind = headingKind(line);
    // Before the first known heading an all-caps line is the name or a headline, not a section.
    if (kind && (kind !== 'other' || seenKnownHeading)) {
      seenKnownHeading = true;
      sections.push({ kind, lines: [] });
    } else {
      sections.at(-1)?.lines.push(line);
    }
  }
  return sections;
}

export const linesOf = (sections: Section[], kind: SectionKind) =>
  sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);

/** True for a line that would open a section (used by the plain-text reader). */
export const isKnownHeading = (text: string) => KIND_BY_HEADING.has(normalizeLabel(text));
