import type { GeneratedResumeContent, MatchReport } from '@careerforge/contract';
import type { JobAnalysis } from './analyze';
import { degreeLevelOf, degreeLevelOfTerm, isCountableDate, yearsCovered, yearsOfTerm, yearsSkillOfTerm } from './qualifications';
import { UMBRELLAS_OF } from './dictionary';
import { isDictionaryTerm, termsIn, termsInSkill, wordSequence } from './terms';

/** A part of the resume that can cover a term, and the label shown as evidence. */
interface ResumePlace {
  label: string;
  terms: Set<string>;
  /** The place's words as ' key key … ', for terms outside the dictionary. */
  words: string;
}

/** How a position is named as evidence: 'Data Engineer at Globex'. */
export function careerLabel(record: { position: string; company: string }): string {
  return `${record.position} at ${record.company}`;
}

/** The terms named, and the umbrella terms they show ('AWS Lambda' shows 'Serverless'). */
function withUmbrellas(terms: Set<string>): Set<string> {
  for (const term of [...terms]) for (const umbrella of UMBRELLAS_OF.get(term) ?? []) terms.add(umbrella);
  return terms;
}

function place(label: string, text: string, terms = termsIn(text)): ResumePlace {
  return { label, terms: withUmbrellas(terms), words: wordSequence(text) };
}

/** Whether any of the user's skills names a term, spelled any way ('Airflow' for 'Apache Airflow', 'k8s' for 'Kubernetes'). */
export function skillsName(skills: string[], term: string): boolean {
  return skills.some((skill) => withUmbrellas(termsInSkill(skill)).has(term));
}

/**
 * Which of the job's terms the resume covers and where, and which it lacks. Terms are compared by
 * their canonical names, so 'k8s' in a bullet covers 'Kubernetes'. A years-of-experience term is
 * covered by the career dates (ongoing positions count up to `today`), a degree term by an
 * education record of that level or higher. The score is the covered share of the total weight;
 * a job without recognised terms scores 0.
 */
export function buildMatchReport(analysis: JobAnalysis, resume: GeneratedResumeContent, today: Date = new Date()): MatchReport {
  const careerPlaces = resume.career.map((record) =>
    place(careerLabel(record), [record.position, record.description, ...record.accomplishments].join('\n')),
  );
  const datedCareer = resume.career.flatMap((record, index) => (isCountableDate(record.start_date) ? [{ record, place: careerPlaces[index]! }] : []));
  const places = [
    place('Skills', resume.skills.join('\n'), new Set(resume.skills.flatMap((skill) => [...termsInSkill(skill)]))),
    place('Education', resume.education.map((record) => `${record.degree}\n${record.institution}`).join('\n')),
    ...careerPlaces,
    place('Projects', (resume.projects ?? []).flatMap((project) => [project.name, project.role ?? '', project.description ?? '', ...project.highlights]).join('\n')),
    place('Certifications', (resume.certifications ?? []).map((certification) => certification.name).join('\n')),
  ];
  const bestDegree = Math.max(0, ...resume.education.map((record) => degreeLevelOf(record.degree)));

  const evidenceFor = (term: string): string[] => {
    const years = yearsOfTerm(term);
    if (years !== null) {
      const skill = yearsSkillOfTerm(term);
      if (skill === null) {
        const records = datedCareer.map(({ record }) => record);
        return yearsCovered(records, today) >= years ? unique(records.map(careerLabel)) : [];
      }
      // A skill's years are those of the roles that name it; a skill only listed, in no dated role, shows none.
      const naming = datedCareer.filter(({ place: candidate }) => candidate.terms.has(skill));
      const skillYears = yearsCovered(naming.map(({ record }) => record), today);
      return skillYears >= years ? [`${skill}: ${countOfYears(skillYears)} across ${unique(naming.map(({ record }) => careerLabel(record))).join(', ')}`] : [];
    }
    const degree = degreeLevelOfTerm(term);
    if (degree !== null) return bestDegree >= degree ? ['Education'] : [];
    // A term the dictionary does not know (from an analysis saved with an older dictionary) is looked for word by word.
    const phrase = isDictionaryTerm(term) ? '' : wordSequence(term).trim();
    const covers = (candidate: ResumePlace) => candidate.terms.has(term) || (phrase !== '' && candidate.words.includes(` ${phrase} `));
    return unique(places.filter(covers).map((candidate) => candidate.label));
  };

  const covered: MatchReport['covered'] = [];
  const missing: MatchReport['missing'] = [];
  let coveredWeight = 0;
  let totalWeight = 0;
  for (const term of analysis.terms) {
    totalWeight += term.weight;
    const evidence = evidenceFor(term.term);
    if (evidence.length > 0) {
      covered.push({ ...term, evidence });
      coveredWeight += term.weight;
    } else {
      missing.push(term);
    }
  }
  return {
    score: totalWeight > 0 ? Math.round((100 * coveredWeight) / totalWeight) : 0,
    covered,
    missing,
    seniority: analysis.seniority,
  };
}

/** Whole years, as the summary counts them: '6 years', '1 year'. */
function countOfYears(years: number): string {
  const whole = Math.floor(years);
  return `${whole} year${whole === 1 ? '' : 's'}`;
}

function unique(labels: string[]): string[] {
  return [...new Set(labels)];
}
