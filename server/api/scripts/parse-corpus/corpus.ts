/** The generated corpus: N ground truths per family, each rendered in every format. */
import { FIELDS_OF_WORK } from './vocabulary';
import { generateTruth, type TruthResume } from './ground-truth';
import type { LayoutFamily } from './families';
import type { ExpectedResume, ResumeLayout } from './layout';
import { seedOf } from './random';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';
import { renderText } from './render-text';

export interface CorpusItem {
  /** '<family>-<n>' */
  id: string;
  family: LayoutFamily;
  truth: TruthResume;
  layout: ResumeLayout;
  expected: ExpectedResume;
}

/**
 * `perFamily` resumes for a family, spread over the fields of work (the family name offsets the
 * first field, so families do not all start with software).
 */
export function corpusItems(family: LayoutFamily, perFamily: number): CorpusItem[] {
  const offset = seedOf(family.name) % FIELDS_OF_WORK.length;
  return Array.from({ length: perFamily }, (_, index) => {
    const field = FIELDS_OF_WORK[(offset + index) % FIELDS_OF_WORK.length] ?? 'software';
    const truth = generateTruth(seedOf(`${family.name}#${index}`), field);
    return { id: `${family.name}-${index + 1}`, family, truth, ...family.build(truth) };
  });
}

export type RenderedFormat = 'text' | 'docx' | 'pdf';

export async function renderItem(item: CorpusItem, format: RenderedFormat): Promise<Buffer> {
  switch (format) {
    case 'text': return Buffer.from(renderText(item.layout), 'utf8');
    case 'docx': return renderDocx(item.layout);
    case 'pdf': return renderPdf(item.layout);
  }
}
