import type { MatchTerm } from '@careerforge/contract';
import { RELATED_TERMS } from './dictionary';
import { termsIn, tokenise } from './terms';
import { keySet } from './normalise';

/** Words that say nothing about relevance; without them BM25 would reward 'the' and 'with'. */
const STOP_WORDS = keySet(
  `a an and are as at be by for from has have in into is it its of on or our that the their this to was were will with
  we you your they them than then so such via per over under within across about after before while who which what when
  where how all any each more most other some new using use used able also can may must should would could well
  team work working role company people join day every like make help`,
);

// BM25's usual constants: term-frequency saturation and length normalisation.
const K1 = 1.2;
const B = 0.75;

export function contentWords(text: string): string[] {
  return tokenise(text).flatMap((token) => (token.type === 'word' && !STOP_WORDS.has(token.key) ? [token.key] : []));
}

/** BM25 score of each document for a query of distinct words. */
export function bm25Scores(documents: string[][], query: Set<string>): number[] {
  const averageLength = documents.reduce((sum, words) => sum + words.length, 0) / Math.max(documents.length, 1) || 1;
  const documentFrequency = new Map<string, number>();
  for (const words of documents) for (const word of new Set(words)) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  return documents.map((words) => {
    const frequency = new Map<string, number>();
    for (const word of words) if (query.has(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    let score = 0;
    for (const [word, count] of frequency) {
      const containing = documentFrequency.get(word) ?? 0;
      const idf = Math.log(1 + (documents.length - containing + 0.5) / (containing + 0.5));
      score += (idf * count * (K1 + 1)) / (count + K1 * (1 - B + (B * words.length) / averageLength));
    }
    return score;
  });
}

/** A term related to one the job asks for ('Jenkins' for 'CI/CD') counts this share of that term's weight. */
const RELATED_SHARE = 0.5;

/** For each term, the weight it earns a bullet: its own if the job asks for it, else a share of the heaviest related one. */
function termWeights(jobTerms: MatchTerm[]): Map<string, number> {
  const weights = new Map<string, number>();
  for (const term of jobTerms) {
    for (const related of RELATED_TERMS[term.term] ?? []) {
      weights.set(related, Math.max(weights.get(related) ?? 0, term.weight * RELATED_SHARE));
    }
  }
  for (const term of jobTerms) weights.set(term.term, term.weight);
  return weights;
}

/**
 * Scores a group of accomplishments (one position's) for relevance to the job: the summed weight of
 * the job's terms each names (and part of the weight of terms related to them), plus its BM25 score
 * against the posting's words scaled to at most 1, so a named term outranks mere shared vocabulary.
 * The job's side is prepared once, for every group.
 */
export function relevanceScorer(jobTerms: MatchTerm[], jobText: string): (accomplishments: string[]) => number[] {
  const weightOf = termWeights(jobTerms);
  const query = new Set(contentWords(jobText));
  return (accomplishments) => {
    const bm25 = bm25Scores(accomplishments.map(contentWords), query);
    const bestBm25 = Math.max(0, ...bm25);
    return accomplishments.map((accomplishment, index) => {
      let termWeight = 0;
      for (const term of termsIn(accomplishment)) termWeight += weightOf.get(term) ?? 0;
      return termWeight + (bestBm25 > 0 ? (bm25[index] ?? 0) / bestBm25 : 0);
    });
  };
}
