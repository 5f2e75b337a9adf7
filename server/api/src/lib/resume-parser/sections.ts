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

/**
 * Heading wordings seen on real resumes, conventional and unusual ('Tech Stack', "Where I've Worked"),
 * in English, German, French, Spanish and Dutch. A heading is one signal of a section's kind: content
 * decides where there is no heading or one not listed here (classify.ts).
 */
const HEADINGS: Record<Exclude<SectionKind, 'other'>, string[]> = {
  contact: ['contact', 'contact information', 'contact details', 'personal details', 'personal information', 'get in touch',
    'kontakt', 'persönliche daten', 'persönliche angaben', 'coordonnées', 'informations personnelles', 'contacto',
    'datos personales', 'información de contacto', 'contactgegevens', 'persoonlijke gegevens', 'personalia'],
  summary: ['summary', 'professional summary', 'profile', 'professional profile', 'about', 'about me', 'objective',
    'career objective', 'career summary', 'executive summary', 'overview', 'personal statement', 'introduction',
    'profil', 'über mich', 'kurzprofil', 'zusammenfassung', 'profil professionnel', 'à propos', 'objectif',
    'perfil', 'perfil profesional', 'sobre mí', 'resumen', 'extracto', 'profiel', 'over mij', 'samenvatting'],
  experience: ['experience', 'work experience', 'professional experience', 'employment history', 'employment',
    "where i've worked", 'where i have worked', 'career', 'career history', 'work history', 'relevant experience',
    'professional background', 'positions held', 'experience history', 'industry experience',
    'teaching experience', 'clinical experience', 'research experience', 'work', 'my journey', 'track record',
    'berufserfahrung', 'berufliche erfahrung', 'berufliche laufbahn', 'beruflicher werdegang', 'werdegang', 'praxiserfahrung',
    'stationen', 'expérience', 'expériences', 'expérience professionnelle', 'expériences professionnelles', 'parcours',
    'parcours professionnel', 'experiencia', 'experiencia laboral', 'experiencia profesional', 'trayectoria profesional',
    'werkervaring', 'ervaring', 'professionele ervaring', 'loopbaan'],
  education: ['education', 'academic background', 'education and training', 'academic history', 'qualifications',
    'academic qualifications', 'educational background', 'studies', 'education history', 'training',
    'ausbildung', 'bildungsweg', 'studium', 'schulbildung', 'akademischer werdegang', 'formation', 'formations',
    'études', 'diplômes', 'educación', 'formación', 'formación académica', 'estudios', 'opleiding', 'opleidingen'],
  skills: ['skills', 'technical skills', 'tech stack', 'core competencies', 'competencies', 'tools',
    'tools and technologies', 'technologies', 'key skills', 'skills and tools', 'skill set', 'skillset', 'expertise',
    'areas of expertise', 'stack', 'toolbox', 'professional skills', 'hard skills', 'core skills',
    'what i work with', 'software', 'technical proficiencies', 'kenntnisse', 'fähigkeiten', 'it-kenntnisse',
    'fachkenntnisse', 'kompetenzen', 'compétences', 'compétences techniques', 'habilidades', 'competencias',
    'conocimientos', 'aptitudes', 'vaardigheden', 'competenties', 'kennis'],
  projects: ['projects', 'selected projects', 'personal projects', 'side projects', 'open source', 'portfolio',
    'projekte', 'projets', 'proyectos', 'projecten'],
  certifications: ['certifications', 'certificates', 'licenses and certifications', 'licenses', 'certifications and licenses',
    'courses', 'awards', 'honors and awards', 'achievements', 'publications', 'volunteering', 'volunteer experience',
    'interests', 'hobbies', 'references', 'activities', 'zertifikate', 'zertifizierungen', 'weiterbildung', 'interessen',
    'certificats', "centres d'intérêt", 'loisirs', 'certificaciones', 'cursos', 'intereses', 'certificaten', 'cursussen',
    'interesses', "hobby's"],
  languages: ['languages', 'language skills', 'spoken languages', 'sprachen', 'sprachkenntnisse', 'langues', 'idiomas',
    'talen', 'talenkennis'],
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
  if (line.heading && isAllCaps(text) && words.length <= 5 && letters >= 7 && !/\d|@/.test(text) && !namesEntryPart) return 'other';
  return null;
}

/** The section kind a known heading names, or null for a line that is no known heading. */
export const knownHeadingKind = (text: string): SectionKind | null => KIND_BY_HEADING.get(normalizeLabel(text)) ?? null;

/** True for a line that would open a section (used by the plain-text reader). */
export const isKnownHeading = (text: string) => KIND_BY_HEADING.has(normalizeLabel(text));
