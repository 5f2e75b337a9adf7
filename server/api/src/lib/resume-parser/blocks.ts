import type { DocumentLine } from '../documents/types';
import { classifyBlock, isContactLine, isDatedHeader, isProse, isSkillLabelLine, isTokenList, type BlockKind } from './classify';
import { headingKind, knownHeadingKind, type SectionKind } from './sections';

export interface Section {
  kind: SectionKind;
  lines: DocumentLine[];
}

export interface ResumeLayout {
  sections: Section[];
  /** The lines above the first known heading, where the name is. */
  topLines: DocumentLine[];
}

/** Kinds the content scorer can confirm or overrule; the others are taken from their heading alone. */
const SCORED_KINDS = new Set<SectionKind>(['contact', 'summary', 'experience', 'education', 'skills']);

interface Region {
  heading: DocumentLine | null;
  /** The kind the heading names when it is a known one. */
  named: SectionKind | null;
  lines: DocumentLine[];
}

/** Splits at headings: known ones, and lines clearly set out as headings even when their words are unknown. */
function splitAtHeadings(lines: DocumentLine[]): Region[] {
  const regions: Region[] = [{ heading: null, named: null, lines: [] }];
  let seenKnownHeading = false;
  for (const line of lines) {
    const kind = headingKind(line);
    // Before the first known heading an all-caps line is the name or a headline, not a section.
    if (kind && (kind !== 'other' || seenKnownHeading)) {
      seenKnownHeading = true;
      regions.push({ heading: line, named: kind === 'other' ? null : knownHeadingKind(line.text), lines: [] });
    } else {
      regions.at(-1)?.lines.push(line);
    }
  }
  return regions;
}

type LineShape = 'contact' | 'list' | 'dated' | 'body';

function shapeOf(line: DocumentLine): LineShape {
  if (!line.bullet && isContactLine(line.text)) return 'contact';
  if (isSkillLabelLine(line.text) || (!line.bullet && isTokenList(line.text))) return 'list';
  return isDatedHeader(line) ? 'dated' : 'body';
}

/** A short line that may be part of an entry's header (a company or a title above its dated line). */
const mayBeHeaderPart = (line: DocumentLine) => !line.bullet && !isProse(line.text) && line.text.length <= 100;

/**
 * Splits lines without a (known) heading into chunks where their shape changes: contact lines,
 * lists of short items, and each dated entry header together with the one or two header lines
 * above it (a company written before the title and dates).
 */
function chunk(lines: DocumentLine[]): DocumentLine[][] {
  const chunks: DocumentLine[][] = [];
  let shapes: LineShape[] = [];
  let current: DocumentLine[] = [];
  const flush = (keep: number) => {
    const rest = current.slice(keep);
    if (keep > 0) chunks.push(current.slice(0, keep));
    current = rest;
    shapes = shapes.slice(keep);
  };
  for (const line of lines) {
    const shape = shapeOf(line);
    const previous = shapes.at(-1);
    if (previous && (shape === 'contact' || shape === 'list' || previous === 'contact' || previous === 'list') && shape !== previous) {
      flush(current.length);
    } else if (previous && shape === 'dated') {
      let keep = current.length;
      while (keep > current.length - 2 && keep > 0 && shapes[keep - 1] === 'body' && mayBeHeaderPart(current[keep - 1] as DocumentLine)) keep -= 1;
      if (keep > 0) flush(keep);
    }
    current.push(line);
    shapes.push(shape);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * The resume's sections, read from layout and content: headings split the lines; a part with a
 * known heading is read as that heading says unless its content clearly says otherwise; parts
 * without one (the top, a resume without headings, an unknown heading) are cut into chunks and each
 * chunk classified by what its lines look like. Neighbouring parts of one kind are joined, so a bold
 * company line taken for a heading goes back into the entries around it.
 */
export function splitSections(lines: DocumentLine[]): ResumeLayout {
  const regions = splitAtHeadings(lines);
  const sections: Section[] = [];
  const push = (kind: SectionKind, part: DocumentLine[], heading: DocumentLine | null) => {
    const previous = sections.at(-1);
    if (previous && previous.kind === kind && kind !== 'other') {
      previous.lines.push(...(heading ? [heading] : []), ...part);
    } else {
      sections.push({ kind, lines: part });
    }
  };
  regions.forEach((region, index) => {
    if (region.named && !SCORED_KINDS.has(region.named)) {
      sections.push({ kind: region.named, lines: region.lines });
      return;
    }
    if (region.named) {
      sections.push({ kind: classifyBlock(region.lines, region.named as BlockKind), lines: region.lines });
      return;
    }
    chunk(region.lines).forEach((part, partIndex) => {
      const kind = classifyBlock(part, null);
      // An unknown heading's line is content when its part continues the part before it.
      push(kind, part, partIndex === 0 && index > 0 ? region.heading : null);
    });
  });
  const firstKnown = regions.findIndex((region, index) => index > 0 && region.named !== null);
  const topLines = regions
    .slice(0, firstKnown < 0 ? regions.length : firstKnown)
    .flatMap((region) => [...(region.heading ? [region.heading] : []), ...region.lines]);
  return { sections, topLines };
}

export const linesOf = (sections: Section[], kind: SectionKind) =>
  sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);
