import type { GeneratedResumeContent, MatchReport } from '@careerforge/contract';
import type { JobAnalysis } from './analyze';
import { degreeLevelOf, degreeLevelOfTerm, isCountableDate, yearsCovered, yearsOfTerm } from './qualifications';
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

function place(label: string, text: string, terms = termsIn(text)): ResumePlace {
  return { label, terms, words: wordSequence(text) };
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
  const places = [
    place('Skills', resume.skills.join('\n'), new Set(resume.skills.flatMap((skill) => [...termsInSkill(skill)]))),
    place('Education', resume.education.map((record) => `${record.degree}\n${record.institution}`).join('\n')),
    ...careerPlaces,
  ];
  const bestDegree = Math.max(0, ...resume.education.map((record) => degreeLevelOf(record.degree)));
  const datedCareer = resume.career.filter((record) => isCountableDate(record.start_date));

  const evidenceFor = (term: string): string[] => {
    const years = yearsOfTerm(term);
    if (years !== null) {
      return yearsCovered(datedCareer, today) >= years ? unique(datedCareer.map(careerLabel)) : [];
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

function unique(labels: string[]): string[] {
  return [...new Set(labels)];
}
