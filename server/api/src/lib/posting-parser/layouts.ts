/**
 * The layouts postings commonly use, each proposing title and company candidates with its
 * confidence. They run in the order of `LAYOUTS`, which decides between equally confident candidates.
 */

import { CONFIDENCE, type Candidates } from './candidates';
import { isParagraph, toLine, type PostingLine } from './lines';
import { isMetaPart, splitParts } from './metadata';
import { cleanCompany, cleanTitle, titleFromPhrase } from './names';
import { aboutName, COMPANY_LABELS, isCompanyHeading, TITLE_LABELS } from './sections';
import { hasCompanySuffix, hasTitleWord } from './vocabulary';

/** A posting as the layouts read it. */
export interface PostingView {
  rawLines: string[];
  /** The opening lines, classified. */
  lines: PostingLine[];
  /** Index of the description's first line in `lines`; -1 when there is none. */
  bodyStart: number;
  /** The lines above the description that are neither labelled nor metadata. */
  header: PostingLine[];
  /** For each line, the next line that is not blank. */
  nextWithText: (PostingLine | undefined)[];
}

type Layout = (posting: PostingView, found: Candidates) => void;

/** Longer lines are not headings; "About Acme" headings are looked for in the whole posting (they often close it). */
const MAX_HEADING_LENGTH = 60;
/** How far into the posting sentences are searched for a title or company nobody labelled. */
const SENTENCE_SEARCH_LINES = 20;

const NAME = String.raw`(?:The\s+)?\p{Lu}[\p{L}\p{N}'’&.-]*(?:\s+(?:&|and|of|\p{Lu}[\p{L}\p{N}'’&.-]*)){0,6}`;
const HIRING_SENTENCE =
  /^(.{2,80}?)\s+(?:(?:is|are)\s+(?:now\s+|currently\s+)?(?:hiring|looking\s+for|seeking|searching\s+for|recruiting)|seeks|needs)\b:?\s*(.*)$/i;
const JOIN_AS = new RegExp(String.raw`\b[Jj]oin\s+(${NAME})\s+as\s+(?:an?|our|the)\s+([^!.,;]+)`, 'u');
const LOOKING_FOR = /\b(?:looking\s+for|seeking|hiring|searching\s+for)\s+(?:an?|the|our)\s+([^!.,;]+)/i;
const AT_COMPANY = new RegExp(String.raw`\bat\s+(${NAME})`, 'u');
const COMPANY_INTRO = new RegExp(
  String.raw`^(?:At\s+(${NAME}),|(${NAME})\s+(?:is|are|was|has|have|builds|makes|helps|provides|creates|develops|designs|operates|runs|offers|delivers|powers|serves|connects)\b)`,
  'u',
);

/** Labelled fields: "Job Title: …", "Company: …". */
const labelledFields: Layout = ({ lines }, found) => {
  for (const { label } of lines) {
    if (!label?.value) continue;
    if (TITLE_LABELS.has(label.name) && !isMetaPart(label.value)) found.addTitle(cleanTitle(label.value), CONFIDENCE.label);
    if (COMPANY_LABELS.has(label.name)) found.addCompany(label.value, CONFIDENCE.label, false);
  }
};

/** "Acme is hiring a Title", "Acme seeks a Title to …" in the opening lines. */
const hiringSentences: Layout = ({ lines, bodyStart }, found) => {
  for (const line of bodyStart === -1 ? lines : lines.slice(0, bodyStart + 1)) {
    const match = HIRING_SENTENCE.exec(line.text);
    if (!match) continue;
    found.addTitle(titleFromPhrase(match[2] ?? ''), CONFIDENCE.hiringSentence);
    if (!/^(?:we|we're|our|i|they|you|this|it)\b/i.test(match[1] ?? '')) found.addCompany(match[1], CONFIDENCE.hiringSentence);
  }
};

/** Header lines: "Title", "Title at Company", "Title | Company | City", "Company — Title", then the company on the next line. */
const headerLines: Layout = ({ header, nextWithText }, found) => {
  const inHeader = new Set(header);
  for (const line of header) {
    const { parts, separators } = splitParts(line.text);
    // Metadata and placeholders ("Confidential") are neither title nor company.
    const kept = parts
      .map((part, index) => ({ part, separator: separators[index - 1] ?? '' }))
      .filter(({ part }) => !isMetaPart(part) && cleanCompany(part) !== null);
    const titleIndex = kept.findIndex(({ part }) => hasTitleWord(part));
    if (titleIndex === -1) {
      const only = kept.length === 1 ? kept[0]?.part : undefined;
      if (only && hasCompanySuffix(only)) found.addCompany(only, CONFIDENCE.lineWithCompanySuffix);
      continue;
    }
    const join = (chosen: typeof kept) => chosen.map(({ part, separator }, index) => (index === 0 ? part : separator + part)).join('');
    const titlePart = kept[titleIndex]?.part ?? '';
    const wholeLine = join(kept);
    // The company part of "Title | Company" or "Title - Specialism | Company Inc": the one with a company suffix, else the only other part.
    const others = kept.filter(({ part }) => !hasTitleWord(part));
    const companyPart = others.find(({ part }) => hasCompanySuffix(part)) ?? (kept.length === 2 ? others[0] : undefined);
    const atCompany = /^(.+?)\s+(?:at|@)\s+(\p{Lu}.*)$/u.exec(titlePart);
    if (kept.length === 1 && atCompany && !hasTitleWord(atCompany[2] ?? '')) {
      found.addTitle(cleanTitle(atCompany[1] ?? ''), CONFIDENCE.headerLine);
      found.addCompany(atCompany[2], CONFIDENCE.headerLine);
    } else if (companyPart) {
      const titleParts = join(kept.filter((part) => part !== companyPart));
      found.addTitle(cleanTitle(titleParts), CONFIDENCE.headerLine, {
        pairedCompany: cleanCompany(companyPart.part) ?? '',
        wholeLine: cleanTitle(wholeLine) ?? undefined,
      });
      found.addCompany(companyPart.part, hasCompanySuffix(companyPart.part) ? CONFIDENCE.companyPartWithSuffix : CONFIDENCE.companyPart);
    } else {
      found.addTitle(cleanTitle(wholeLine), CONFIDENCE.headerLine);
    }
    // The company often sits alone on the line right under the title, maybe with its location.
    const next = nextWithText[line.index];
    if (next && inHeader.has(next) && !hasTitleWord(next.text)) {
      found.addCompany(
        splitParts(next.text).parts.find((part) => !isMetaPart(part)),
        CONFIDENCE.lineUnderTitle,
      );
    }
  }
};

/**
 * "About Acme" headings, and sentences introducing the company ("Acme is …", "At Acme, we …"): the
 * first one under "About us", else the posting's first paragraph.
 */
const companyIntroductions: Layout = ({ rawLines, lines, nextWithText }, found) => {
  const addIntroducedCompany = (line: PostingLine | undefined, score: number) => {
    const match = line && COMPANY_INTRO.exec(line.text);
    const name = match?.[1] ?? match?.[2];
    if (name && !/^(?:We|Our|This|It|They|Here)\b/.test(name)) found.addCompany(name, score);
  };
  const headings = rawLines.flatMap((raw, index) =>
    raw.length <= MAX_HEADING_LENGTH && /^\W*about\s/i.test(raw) ? [toLine(raw, index)] : [],
  );
  for (const heading of headings) found.addCompany(aboutName(heading) ?? undefined, CONFIDENCE.aboutHeading);
  const companyHeading = lines.find(isCompanyHeading);
  if (companyHeading) addIntroducedCompany(nextWithText[companyHeading.index], CONFIDENCE.sentenceUnderAboutUs);
  addIntroducedCompany(
    lines.find((line) => !line.bullet && !line.label && isParagraph(line)),
    CONFIDENCE.firstParagraphSubject,
  );
};

/** Sentences in the opening part: "Join Acme as a Title", "looking for a Title to join the team at Acme". */
const sentences: Layout = ({ lines }, found) => {
  for (const line of lines.slice(0, SENTENCE_SEARCH_LINES)) {
    if (line.bullet || !line.text) continue;
    const join = JOIN_AS.exec(line.text);
    if (join) {
      found.addCompany(join[1], CONFIDENCE.sentenceCompany);
      found.addTitle(titleFromPhrase(join[2] ?? ''), CONFIDENCE.sentenceTitle);
    }
    const lookingFor = LOOKING_FOR.exec(line.text);
    if (lookingFor) {
      found.addTitle(titleFromPhrase(lookingFor[1] ?? ''), CONFIDENCE.sentenceTitle);
      found.addCompany(AT_COMPANY.exec(line.text.slice(lookingFor.index))?.[1], CONFIDENCE.sentenceCompany);
    }
  }
};

export const LAYOUTS: readonly Layout[] = [labelledFields, hiringSentences, headerLines, companyIntroductions, sentences];
