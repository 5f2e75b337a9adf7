import type { GeneratedResumeContent, ResumeAward, ResumeCertification, ResumeLanguage, ResumeProject } from '@careerforge/contract';
import type { AwardFact, CertificationFact, ProjectFact, TailoringInput } from './types';

/** A resume has room for a few projects: the most relevant ones. */
export const MAX_PROJECTS = 4;

/** Scores texts for relevance to the job, as the accomplishments are scored (see rank.ts). */
type RelevanceScore = (texts: string[]) => number[];

/** The entries, most relevant first; equally relevant ones keep the user's order. */
function byRelevance<T>(entries: T[], textOf: (entry: T) => string, score: RelevanceScore): T[] {
  const scores = score(entries.map(textOf));
  return entries
    .map((entry, index) => ({ entry, index, score: scores[index] ?? 0 }))
    .sort((left, right) => right.score - left.score || left.index - right.index)
    .map(({ entry }) => entry);
}

const words = (...parts: (string | null)[]) => parts.filter((part): part is string => Boolean(part)).join('\n');
const projectText = (project: ProjectFact) => words(project.name, project.role, project.description, ...project.highlights);
const certificationText = (certification: CertificationFact) => words(certification.name, certification.issuer);
const awardText = (award: AwardFact) => words(award.title, award.issuer, award.description);

function resumeProjectOf(project: ProjectFact): ResumeProject {
  return {
    name: project.name,
    role: project.role,
    url: project.url,
    start_date: project.startDate,
    end_date: project.endDate,
    description: project.description,
    highlights: project.highlights,
  };
}

/**
 * The resume's projects, certifications, languages and awards, copied from the user's own entries:
 * the projects most relevant to the job first (at most MAX_PROJECTS), all certifications (the
 * relevant ones first), all languages in the user's order, and all awards, most relevant first.
 * A section the user has no entry in is left out of the resume.
 */
export function chooseProfileSections(
  input: Pick<TailoringInput, 'projects' | 'certifications' | 'languages' | 'awards'>,
  score: RelevanceScore,
): Pick<GeneratedResumeContent, 'projects' | 'certifications' | 'languages' | 'awards'> {
  const projects: ResumeProject[] = byRelevance(input.projects ?? [], projectText, score).slice(0, MAX_PROJECTS).map(resumeProjectOf);
  const certifications: ResumeCertification[] = byRelevance(input.certifications ?? [], certificationText, score).map(
    ({ name, issuer, date, url }) => ({ name, issuer, date, url }),
  );
  const languages: ResumeLanguage[] = (input.languages ?? []).map(({ name, proficiency }) => ({ name, proficiency }));
  const awards: ResumeAward[] = byRelevance(input.awards ?? [], awardText, score).map(({ title, issuer, date, description }) => ({
    title,
    issuer,
    date,
    description,
  }));
  return {
    ...(projects.length > 0 && { projects }),
    ...(certifications.length > 0 && { certifications }),
    ...(languages.length > 0 && { languages }),
    ...(awards.length > 0 && { awards }),
  };
}
