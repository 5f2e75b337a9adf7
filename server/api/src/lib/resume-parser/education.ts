import type { DocumentLine } from '../documents/types';
import type { ParsedResume } from './types';
import { findDateRange } from './dates';
import { isLocation, stripLocation } from './entities';
import { collapseSpaces } from '../text';
import { splitFields } from './text';

type EducationEntry = ParsedResume['education'][number];

const DEGREE =
  /(?:^|[^\p{L}])(?:B\.?\s?Sc|B\.S\.?|BS|B\.A\.?|BA|B\.?Eng|BBA|BFA|BCom|LLB|LLM|B\.?Ed|BSN|B\.?Arch|B\.?Pharm|M\.?\s?Sc|M\.S\.?|MS|M\.A\.?|MA|M\.?Eng|MBA|MFA|MPH|M\.?Ed|MSN|M\.?Arch|Pharm\.?D|Ed\.?D|J\.?D|Ph\.?\s?D|D\.?Phil|MD|Bachelor|Master|Doctor(?:ate)?|Associate|Diplom[ae]?|High School|Secondary School|Abitur|A-Levels|GCSE|Licenciatura|Licence|Magister|Engineer'?s? Degree|HND|Certificate|Grado|Máster|Doctorado|Diplôme|Dipl\.-\p{L}+|Bachelier|Maîtrise|Baccalauréat|Bachillerato|BTS|DUT|Staatsexamen|Fachabitur|Ausbildung zum|Ausbildung zur|HBO|WO|MBO|Propedeuse)(?![\p{L}])/u;
const INSTITUTION =
  /(?:^|[^\p{L}])(?:University|Universität|Universidad|Université|Università|Universidade|Uniwersytet|Instituto|Instytut|Politécnico|Politechnika|College|Institute|Institut|School|Academy|Akademie|Polytechnic|Hochschule|Fachhochschule|Berufsschule|Gymnasium|Universiteit|Hogeschool|Instituut|Universitat|École|Ecole|Lycée|Colegio|Conservatory|Escuela|Faculty|ETH|EPFL|MIT|UCL|LSE|TU|KTH)(?![\p{L}])/u;
const GPA = /\b(?:GPA|Grade|CGPA)\s*:?\s*(\d(?:\.\d{1,2})?)(?:\s*\/\s*\d(?:\.\d+)?)?|\b(\d\.\d{1,2})\s*\/\s*(?:4|5|10)(?:\.0+)?\b/i;

export const isDegree = (text: string) => DEGREE.test(text);
/** A school named after someone or somewhere ('Lincoln High School'): an institution, its words no degree. */
const NAMED_SCHOOL = /\p{Lu}[\p{L}.'-]*\s+(?:High|Secondary)\s+School/gu;
/** Whether a line names a degree, not counting the words of a school's name. */
export const namesDegree = (text: string) => isDegree(text.replace(NAMED_SCHOOL, ' '));
export const namesInstitution = (text: string) => INSTITUTION.test(text);
const isInstitution = (text: string) => INSTITUTION.test(text) && !isDegree(text.replace(/\b(?:School|College) of\b.*/, ''));

interface Draft {
  degree: string | null;
  institution: string | null;
  /** A field that is neither a degree nor a place, used as the institution when none is named like one. */
  unnamedInstitution: string | null;
  startDate: string | null;
  endDate: string | null;
  hasDates: boolean;
  gpa: number | null;
}

const emptyDraft = (): Draft => ({
  degree: null, institution: null, unnamedInstitution: null, startDate: null, endDate: null, hasDates: false, gpa: null,
});

/** 'BSc Computer Science, University of Warsaw' → the degree part and the institution part. */
function splitDegreeAndInstitution(field: string): string[] {
  const parts = field.split(/\s*,\s*/);
  const institutionAt = parts.findIndex((part) => INSTITUTION.test(part) && !DEGREE.test(part));
  if (institutionAt > 0 && isDegree(parts.slice(0, institutionAt).join(', '))) {
    return [parts.slice(0, institutionAt).join(', '), parts.slice(institutionAt).join(', ')];
  }
  // An institution not named like one ('KAIST'): what follows the degree parts.
  const firstOther = parts.findIndex((part) => !isDegree(part));
  if (institutionAt < 0 && firstOther > 0 && /^\p{Lu}/u.test(parts[firstOther] ?? '')) {
    return [parts.slice(0, firstOther).join(', '), parts.slice(firstOther).join(', ')];
  }
  const at = /^(.+?)\s+(?:at|from)\s+(.+)$/.exec(field);
  if (at && isDegree(at[1] ?? '') && INSTITUTION.test(at[2] ?? '')) return [at[1] ?? '', at[2] ?? ''];
  return [field];
}

/** Joins lines wrapped in a narrow column ('… School of Design and' / 'Engineering'). */
function joinWrappedLines(lines: DocumentLine[]): DocumentLine[] {
  const joined: DocumentLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const wraps = /(?:,|\b(?:and|of|in|for|the|&|de|der|für))$/i.test(previous?.text.trim() ?? '') || /^\p{Ll}/u.test(line.text.trim());
    if (previous && !line.bullet && wraps) joined[joined.length - 1] = { ...previous, text: `${previous.text.trim()} ${line.text.trim()}` };
    else joined.push(line);
  }
  return joined;
}

export function readEducation(lines: DocumentLine[]): EducationEntry[] {
  const entries: Draft[] = [];
  let current = emptyDraft();
  const startNew = () => {
    entries.push(current);
    current = emptyDraft();
  };
  for (const line of joinWrappedLines(lines)) {
    let text = line.text;
    const gpa = GPA.exec(text);
    if (gpa) {
      current.gpa = Number(gpa[1] ?? gpa[2]);
      text = text.replace(gpa[0], '\t');
    }
    if (line.bullet) continue;
    const dates = findDateRange(text);
    // A second set of dates starts the next entry ('INSEAD 2016 – 2017 / MBA / NUS 2008 – 2011 / BCom').
    if (dates && current.hasDates && (current.degree || current.institution || current.unnamedInstitution)) startNew();
    const fields = splitFields(dates?.rest ?? text).flatMap(splitDegreeAndInstitution).map(collapseSpaces);
    for (const field of fields) {
      if (!field || isLocation(field) || /^(?:GPA|Grade)\b/i.test(field)) continue;
      if (isDegree(field)) {
        if (current.degree) startNew();
        current.degree = field;
      } else if (isInstitution(field)) {
        if (current.institution) startNew();
        current.institution = stripLocation(field);
      } else if (!current.unnamedInstitution && /^\p{Lu}/u.test(field) && field.split(/\s+/).length <= 8 && !/[.!?]$/.test(field)) {
        current.unnamedInstitution = stripLocation(field);
      }
    }
    if (dates && !current.hasDates) Object.assign(current, { startDate: dates.startDate, endDate: dates.endDate, hasDates: true });
  }
  entries.push(current);
  return entries
    .filter((entry) => entry.degree || entry.institution)
    .map((entry) => ({
      degree: entry.degree ?? '',
      institution: entry.institution ?? entry.unnamedInstitution ?? '',
      startDate: entry.startDate,
      endDate: entry.endDate,
      gpa: entry.gpa,
    }));
}
