import type { DocumentLine } from '../documents/types';
import type { ParsedResume } from './types';
import { findDateRange, type DateRange } from './dates';
import { isLocation, nameBeforeKnownCity, stripLocation, stripTrailingPlace, titleScore } from './entities';
import { collapseSpaces } from '../text';
import { splitFields } from './text';

type CareerEntry = ParsedResume['career'][number];

/** A sentence of prose, not a header: long, or ending like a sentence. */
const isProse = (text: string) => text.split(/\s+/).length > 14 || (/[.!?]$/.test(text.trim()) && text.length > 40);

/**
 * A wrapped line continuing the line before it rather than starting something new. The words a
 * wrapped line breaks after are lower case: 'Toronto, ON' ends with a state, not with 'on'.
 */
function continuesPrevious(line: DocumentLine, previous: DocumentLine | undefined): boolean {
  if (!previous || line.bullet) return false;
  return /^[\p{Ll}\d(&]/u.test(line.text.trim()) || /(?:,|\b(?:and|or|the|of|to|for|with|a|an|in|on|by|from|at))$/.test(previous.text.trim());
}

/**
 * A line that says what someone did rather than naming a title or a company: five words or more,
 * half of them lower case, and not opening with a title word ('Senior engineer for data platforms').
 * Company and title lines are capitalised words with a few short joiners ('Gymnasium am Markt').
 */
function readsAsSentence(text: string): boolean {
  const words = text.split(/\s+/);
  const lowerCase = words.filter((word) => /^\p{Ll}/u.test(word)).length;
  return words.length >= 5 && lowerCase * 2 >= words.length && titleScore(words[0] ?? '') <= 0;
}

function isHeaderCandidate(line: DocumentLine, previous: DocumentLine | undefined): boolean {
  const text = line.text.trim();
  return !line.bullet && text.length > 0 && text.length <= 100 && !isProse(text) && !readsAsSentence(text) && !continuesPrevious(line, previous);
}

/** 'Title at Company' and 'Title, Company' inside one field; other fields pass through. */
function splitField(field: string): string[] {
  const at = /^(.+?)\s+at\s+(.+)$/i.exec(field);
  if (at && titleScore(at[1] ?? '') > 0) return [at[1] ?? '', at[2] ?? ''];
  const withoutLocation = stripLocation(field);
  const comma = /^(.+?),\s+(.+)$/.exec(withoutLocation);
  if (comma && titleScore(comma[1] ?? '') > 0 && titleScore(comma[2] ?? '') <= 0 && !/^(?:inc|llc|ltd|gmbh|ag|co)\b/i.test(comma[2] ?? '')) {
    return [comma[1] ?? '', comma[2] ?? ''];
  }
  return [field];
}

/**
 * The position and company fields of a header line, its dates removed and fields that are only a
 * place dropped. A place after a name stays until the position and company are told apart: a
 * company loses it once ('Charité Berlin, Zürich, Switzerland' → 'Charité Berlin', not 'Charité').
 */
function headerFields(text: string): string[] {
  const rest = findDateRange(text)?.rest ?? text;
  return splitFields(rest)
    .flatMap(splitField)
    .map(collapseSpaces)
    .flatMap((field) => (isLocation(stripLocation(field)) ? (nameBeforeKnownCity(field) ?? []) : field))
    .filter((field) => field.length > 0);
}

function positionAndCompany(fields: string[]): { position: string; company: string } {
  const best = fields.reduce((bestIndex, field, index) => (titleScore(field) > titleScore(fields[bestIndex] ?? '') ? index : bestIndex), 0);
  const positionIndex = titleScore(fields[best] ?? '') > 0 ? best : 0;
  const company = fields.find((_, index) => index !== positionIndex) ?? '';
  return { position: stripLocation(fields[positionIndex] ?? ''), company: stripTrailingPlace(company) };
}

interface Header {
  first: number;
  last: number;
  /** The line with the dates. */
  dated: number;
  dates: DateRange;
  fields: string[];
}

/**
 * Finds each entry's header: the line with its dates plus, when that line alone does not name both
 * the position and the company, the header-like line before it (company or title first) or after it.
 * The entries of one resume share a layout: once an entry took its second line from below its
 * dates, the next ones look below first, so the last bullet of the entry above is not read as a company.
 */
function findHeaders(lines: DocumentLine[]): Header[] {
  const headers: Header[] = [];
  let looksBelowFirst = false;
  const takeBefore = (header: Header, index: number, floor: number) => {
    while (header.fields.length < 2 && header.first - 1 > floor && header.first > index - 2) {
      const candidate = lines[header.first - 1];
      if (!candidate || !isHeaderCandidate(candidate, lines[header.first - 2])) break;
      header.first -= 1;
      header.fields = [...headerFields(candidate.text), ...header.fields];
    }
  };
  const takeAfter = (header: Header, index: number) => {
    while (header.fields.length < 2 && header.last < index + 2) {
      const candidate = lines[header.last + 1];
      if (!candidate || !isHeaderCandidate(candidate, undefined) || findDateRange(candidate.text)) break;
      // A company line above a dated line that names only a role belongs to that next role.
      const next = lines[header.last + 2];
      if (next && !next.bullet && findDateRange(next.text) && headerFields(next.text).length < 2) break;
      header.last += 1;
      header.fields = [...header.fields, ...headerFields(candidate.text)];
    }
  };
  lines.forEach((line, index) => {
    const dates = line.bullet || isProse(line.text) ? null : findDateRange(line.text);
    if (!dates) return;
    const floor = headers.at(-1)?.last ?? -1;
    if (index <= floor) return;
    const header: Header = { first: index, last: index, dated: index, dates, fields: headerFields(line.text) };
    if (looksBelowFirst) takeAfter(header, index);
    takeBefore(header, index, floor);
    takeAfter(header, index);
    if (header.first < header.dated) looksBelowFirst = false;
    else if (header.last > header.dated) looksBelowFirst = true;
    headers.push(header);
  });
  return headers;
}

/**
 * Prose lines before the first bullet are the description; bullets (wrapped lines joined) the
 * accomplishments. A body without a single bullet marker whose lines each start a new sentence
 * (two or more, none continuing the line above, none a full sentence ending in a stop as a
 * description paragraph would) is a list whose markers were lost or never typed.
 */
function readBody(lines: DocumentLine[]): Pick<CareerEntry, 'description' | 'accomplishments'> {
  const description: string[] = [];
  const accomplishments: string[] = [];
  const body = lines.filter((line) => collapseSpaces(line.text) !== '');
  const starts = body.filter((line, index) => !continuesPrevious(line, body[index - 1]));
  const unmarkedList =
    starts.length >= 2 && body.every((line) => !line.bullet) && !starts.some((line) => isProse(line.text) && /[.!?]$/.test(line.text.trim()));
  body.forEach((line, index) => {
    const text = collapseSpaces(line.text);
    if (line.bullet || (unmarkedList && !continuesPrevious(line, body[index - 1]))) accomplishments.push(text);
    else if (accomplishments.length > 0) accomplishments[accomplishments.length - 1] += ` ${text}`;
    else description.push(text);
  });
  return { description: description.join(' '), accomplishments };
}

/**
 * One record per header. Several roles under one company line ('Acme GmbH' / 'Engineer 2019 – 2021' /
 * … / 'Intern 2017 – 2019') each take that company: a header naming only a position inherits the
 * company of the group it stands in, a company written on a line of its own above an earlier role.
 */
export function readCareer(lines: DocumentLine[]): CareerEntry[] {
  const headers = findHeaders(lines);
  let groupCompany = '';
  return headers.map((header, index) => {
    const bodyEnd = headers[index + 1]?.first ?? lines.length;
    const named = positionAndCompany(header.fields);
    const inherits = !named.company && groupCompany !== '' && titleScore(named.position) > 0;
    if (!inherits) groupCompany = header.first < header.dated ? named.company : '';
    return {
      ...named,
      company: inherits ? groupCompany : named.company,
      startDate: header.dates.startDate,
      endDate: header.dates.endDate,
      ...readBody(lines.slice(header.last + 1, bodyEnd)),
    };
  });
}
