import type { PageSize } from '@careerforge/contract';

/** Paper in points (1/72 in): pdf uses them as they are, docx in twentieths (Letter 12240 × 15840, A4 11906 × 16838). */
export const PAGE_POINTS: Record<PageSize, { width: number; height: number }> = {
  letter: { width: 612, height: 792 },
  a4: { width: 595.28, height: 841.89 },
};
