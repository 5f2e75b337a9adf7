import type { DocumentLine } from './types';
import { collapseSpaces, foldForComparison, isAllCaps, stripBullet } from '../text';
import { decodeEntities } from './docx-html';
import { isPageNumberLine, withoutPageNumberPhrase } from './page-numbers';
import type { DocxParts } from './preflight-docx';

const MAIN_PART = 'word/document.xml';
const RELATIONSHIPS_PART = 'word/_rels/document.xml.rels';
const MARGIN_PART = /^word\/(header|footer)(\d*)\.xml$/;
/** The first page's header or footer comes first; the one on even pages last. */
const REFERENCE_ORDER: Record<string, number> = { first: 0, default: 1, even: 2 };
const UNREFERENCED = 3;
const TOKEN = /<(\/?)([\w:]+)([^>]*?)(\/?)>|([^<]+)/g;
const PAGE_FIELD = /\b(?:PAGE|NUMPAGES|SECTIONPAGES)\b/;
/**
 * What a page-number field reads as. Word keeps the last shown value, often none, so every page
 * field reads as a number and the line is then recognised (and dropped) as a page number.
 */
const PAGE_FIELD_TEXT = '1';

interface Paragraph {
  text: string;
  letters: number;
  boldLetters: number;
}

/**
 * Adds the text of the headers and footers, which mammoth leaves out, to the body's lines: the
 * headers' lines first (the first page's header before the default one), the footers' at the
 * end. Page numbers and lines the document already holds are left out.
 */
export function withHeadersAndFooters(body: DocumentLine[], parts: DocxParts): DocumentLine[] {
  const seen = new Set(body.map((line) => foldForComparison(line.text)));
  const unseen = (lines: DocumentLine[]) =>
    lines.filter((line) => {
      const key = foldForComparison(line.text);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const headers = unseen(marginLines(parts, 'header'));
  const footers = unseen(marginLines(parts, 'footer'));
  return [...headers, ...body, ...footers];
}

function marginLines(parts: DocxParts, kind: 'header' | 'footer'): DocumentLine[] {
  const rank = referenceRanks(parts, kind);
  const names = [...parts.keys()].filter((name) => MARGIN_PART.exec(name)?.[1] === kind);
  names.sort((a, b) => (rank.get(a) ?? UNREFERENCED) - (rank.get(b) ?? UNREFERENCED) || partNumber(a) - partNumber(b));
  return names.flatMap((name) => paragraphsToLines(paragraphs(parts.get(name)?.toString('utf8') ?? '')));
}

function partNumber(name: string): number {
  return Number(MARGIN_PART.exec(name)?.[2] || 0);
}

/** Part name → how early it shows, from the section properties' header and footer references. */
function referenceRanks(parts: DocxParts, kind: 'header' | 'footer'): Map<string, number> {
  const targets = new Map<string, string>();
  const relationships = parts.get(RELATIONSHIPS_PART)?.toString('utf8') ?? '';
  for (const [element] of relationships.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = attribute(element, 'Id');
    const target = attribute(element, 'Target');
    if (id && target) targets.set(id, `word/${target.replace(/^\.?\//, '')}`);
  }
  const ranks = new Map<string, number>();
  const document = parts.get(MAIN_PART)?.toString('utf8') ?? '';
  for (const [element] of document.matchAll(new RegExp(`<w:${kind}Reference\\b[^>]*>`, 'g'))) {
    const part = targets.get(attribute(element, 'r:id') ?? '');
    const order = REFERENCE_ORDER[attribute(element, 'w:type') ?? 'default'] ?? UNREFERENCED;
    if (part && !ranks.has(part)) ranks.set(part, order);
  }
  return ranks;
}

function attribute(element: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];
}

/**
 * The paragraphs of a header or footer part. A table row becomes one line, its cells separated by
 * tabs; Word's fallback copy of a text box is skipped, as it repeats the text box's text.
 */
function paragraphs(xml: string): Paragraph[] {
  const found: Paragraph[] = [];
  // A text box's paragraphs sit inside a run of the paragraph that anchors it.
  const open: Paragraph[] = [];
  let row: Paragraph | null = null;
  let inText = false;
  let bold = false;
  let fallbackDepth = 0;
  // Complex fields: begin, instruction, separate, shown value, end.
  let inInstruction = false;
  let instruction = '';
  let inPageFieldValue = false;
  let inSimplePageField = false;
  const append = (text: string) => {
    const paragraph = open.at(-1);
    if (!paragraph) return;
    paragraph.text += text;
    const letters = text.replace(/\s/g, '').length;
    paragraph.letters += letters;
    if (bold) paragraph.boldLetters += letters;
  };
  for (const [, closing, tag, attributes = '', selfClosing, text] of xml.matchAll(TOKEN)) {
    if (text !== undefined) {
      if (inInstruction) instruction += text;
      else if (inText && fallbackDepth === 0 && !inPageFieldValue && !inSimplePageField) append(decodeEntities(text));
      continue;
    }
    if (tag === 'mc:Fallback') fallbackDepth += closing ? -1 : selfClosing ? 0 : 1;
    if (fallbackDepth > 0) continue;
    if (closing) {
      if (tag === 'w:t') inText = false;
      else if (tag === 'w:instrText') inInstruction = false;
      else if (tag === 'w:fldSimple' && inSimplePageField) {
        inSimplePageField = false;
        append(PAGE_FIELD_TEXT);
      } else if (tag === 'w:p') {
        const paragraph = open.pop();
        if (!paragraph) continue;
        if (row && open.length === 0) {
          row.text += `${row.text === '' ? '' : '\t'}${paragraph.text.trim()}`;
          row.letters += paragraph.letters;
          row.boldLetters += paragraph.boldLetters;
        } else found.push(paragraph);
      } else if (tag === 'w:tr' && row) {
        found.push(row);
        row = null;
      }
      continue;
    }
    if (tag === 'w:p' && !selfClosing) open.push({ text: '', letters: 0, boldLetters: 0 });
    else if (tag === 'w:tr' && !selfClosing) row = { text: '', letters: 0, boldLetters: 0 };
    else if (tag === 'w:r') bold = false;
    else if (tag === 'w:b') bold = !/w:val="(?:0|false)"/.test(attributes);
    else if (tag === 'w:t') inText = !selfClosing;
    else if (tag === 'w:instrText') inInstruction = !selfClosing;
    else if (tag === 'w:fldChar') {
      const type = /w:fldCharType="(\w+)"/.exec(attributes)?.[1];
      if (type === 'begin') instruction = '';
      else if (type === 'separate') inPageFieldValue = PAGE_FIELD.test(instruction);
      else if (type === 'end' && PAGE_FIELD.test(instruction)) {
        inPageFieldValue = false;
        instruction = '';
        append(PAGE_FIELD_TEXT);
      }
    } else if (tag === 'w:fldSimple' && PAGE_FIELD.test(attributes)) {
      if (selfClosing) append(PAGE_FIELD_TEXT);
      else inSimplePageField = true;
    }
    else if (tag === 'w:tab') append('\t');
    else if (tag === 'w:br' || tag === 'w:cr') append('\n');
  }
  return found;
}

function paragraphsToLines(found: Paragraph[]): DocumentLine[] {
  return found.flatMap((paragraph) => {
    const allBold = paragraph.letters > 0 && paragraph.boldLetters >= paragraph.letters;
    return paragraph.text.split('\n').flatMap((part) => {
      const cleaned = part
        .split('\t')
        .map((cell) => withoutPageNumberPhrase(collapseSpaces(cell)))
        .filter((cell) => cell !== '' && !isPageNumberLine(cell))
        .join('\t');
      const { text, bullet } = stripBullet(cleaned);
      if (text === '') return [];
      return [{ text, heading: !bullet && (allBold || isAllCaps(text)), bullet, page: 1 }];
    });
  });
}
