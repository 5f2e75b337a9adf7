import { FORMAT_TYPES, PAGE_SIZES, STYLE_IDS, type CoverLetterContent, type FormatType, type PageSize, type StyleId } from '@careerforge/contract';
import { z } from 'zod';
import { CONTENT_TYPES } from './index';
import { renderLetterDocx } from './letter-docx';
import { buildLetterOutline, type LetterOutline } from './letter-outline';
import { renderLetterPdf } from './letter-pdf';
import { renderLetterHtml, renderLetterMarkdown, renderLetterText } from './letter-text';
import { PAGE_POINTS } from './page-size';
import { RENDER_STYLES, type RenderStyle } from './styles';

export interface LetterRenderRequest {
  format: FormatType;
  style: StyleId;
  pageSize: PageSize;
}

const letterRenderRequestSchema = z.object({ format: z.enum(FORMAT_TYPES), style: z.enum(STYLE_IDS), pageSize: z.enum(PAGE_SIZES) });

export interface RenderedLetter {
  bytes: Buffer;
  contentType: string;
}

/**
 * Renders a cover letter in one of the resume's formats. Styles (fonts, sizes, colours) apply to
 * pdf, docx and html, the page size to pdf and docx; markdown and text ignore both.
 */
export async function renderLetter(letter: CoverLetterContent, request: LetterRenderRequest): Promise<RenderedLetter> {
  const outline = buildLetterOutline(letter);
  const { format, style, pageSize } = letterRenderRequestSchema.parse(request);
  const bytes = await renderBytes(format, outline, RENDER_STYLES[style], PAGE_POINTS[pageSize]);
  return { bytes, contentType: CONTENT_TYPES[format] };
}

async function renderBytes(format: FormatType, outline: LetterOutline, style: RenderStyle, page: { width: number; height: number }): Promise<Buffer> {
  switch (format) {
    case 'markdown':
      return Buffer.from(renderLetterMarkdown(outline), 'utf8');
    case 'text':
      return Buffer.from(renderLetterText(outline), 'utf8');
    case 'html':
      return Buffer.from(renderLetterHtml(outline, style), 'utf8');
    case 'pdf':
      return renderLetterPdf(outline, style, page, 'en');
    case 'docx':
      return renderLetterDocx(outline, style, page);
  }
}
