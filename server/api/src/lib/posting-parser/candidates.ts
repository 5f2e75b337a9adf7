import { cleanCompany, looksLikeName } from './names';
import { hasTitleWord } from './vocabulary';

/** How far each layout is trusted: the most trusted candidate wins, the earliest among equals. */
export const CONFIDENCE = {
  label: 100,
  hiringSentence: 90,
  /** "Title | Acme Inc": the part with a company suffix. */
  companyPartWithSuffix: 85,
  headerLine: 80,
  lineUnderTitle: 70,
  lineWithCompanySuffix: 65,
  aboutHeading: 60,
  /** "Title - Something": the company, or maybe a specialism. */
  companyPart: 50,
  sentenceUnderAboutUs: 40,
  sentenceTitle: 40,
  firstParagraphSubject: 35,
  sentenceCompany: 30,
} as const;

interface Candidate {
  value: string;
  score: number;
}

/** A title read from a "Title | Other" line keeps the whole line, in case the other part turns out not to be the company. */
export interface PairedTitle {
  pairedCompany?: string;
  wholeLine?: string;
}

type TitleCandidate = Candidate & PairedTitle;

function best<T extends Candidate>(candidates: T[]): T | undefined {
  return candidates.reduce<T | undefined>(
    (winner, candidate) => (!winner || candidate.score > winner.score ? candidate : winner),
    undefined,
  );
}

/** The titles and companies the layouts propose, in the order proposed; the most confident of each is the answer. */
export class Candidates {
  private readonly titles: TitleCandidate[] = [];
  private readonly companies: Candidate[] = [];

  addTitle(value: string | null, score: number, paired: PairedTitle = {}): void {
    if (value) this.titles.push({ value, score, ...paired });
  }

  /** Unless it was labelled as the company, a value counts only when written like a name and not like a title. */
  addCompany(value: string | undefined, score: number, mustLookLikeName = true): void {
    const company = value === undefined ? null : cleanCompany(value);
    if (company && (!mustLookLikeName || (looksLikeName(company) && !hasTitleWord(company)))) this.companies.push({ value: company, score });
  }

  choose(): { title: string | null; company: string | null } {
    const company = best(this.companies)?.value ?? null;
    const title = best(this.titles);
    return {
      // "Title - Specialism" on a line whose second part turned out not to be the company keeps its whole text.
      title: title?.wholeLine && title.pairedCompany !== company ? title.wholeLine : (title?.value ?? null),
      company,
    };
  }
}
