import {
  DEFAULT_PAGE_SIZE,
  FORMAT_TYPES,
  PAGE_SIZES,
  RESUME_SECTION_KINDS,
  generatedResumeContentSchema,
  STYLE_IDS,
  type FormatType,
  type GeneratedResumeContent,
  type PageSize,
  type ResumeTemplate,
  type StyleId,
} from '@careerforge/contract';
import { z } from 'zod';
import { renderDocx } from './docx';
import { renderHtml } from './html';
import { renderMarkdown } from './markdown';
import { buildOutline, type ResumeOutline } from './outline';
import { fitOnePage } from './one-page';
import { layOutResume, writeResumePdf } from './pdf/render';
import { renderPlainText } from './plain-text';
import { PAGE_POINTS } from './page-size';
import { RENDER_STYLES } from './styles';
import { PLAIN_LAYOUT, templateLayout, type PageOptions } from './templates';

export { isKnownTemplate, RESUME_TEMPLATES } from './templates';
export type { ResumeTemplate };

export interface RenderRequest {
  format: FormatType;
  style: StyleId;
  /** Null: the plain layout ('(None)'). Callers check it with isKnownTemplate first. */
  templateId: string | null;
  /** Paper for pdf and docx; Letter when not given. */
  pageSize?: PageSize;
  /** Fit pdf and docx on one page by tightening spacing, then font sizes, within limits. */
  onePage?: boolean;
  /** BCP 47 language of the resume's text, for the PDF's /Lang and metadata; 'en' when not given. */
  lang?: string;
}

const renderRequestSchema = z.object({
  format: z.enum(FORMAT_TYPES),
  style: z.enum(STYLE_IDS),
  templateId: z.string().nullable(),
  pageSize: z.enum(PAGE_SIZES).default(DEFAULT_PAGE_SIZE),
  onePage: z.boolean().default(false),
  lang: z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'lang must be a language tag such as en or de-CH.')
    .default('en'),
});
type RenderOptions = z.output<typeof renderRequestSchema>;

export interface RenderedResume {
  bytes: Buffer;
  contentType: string;
  /**
   * Pages of a pdf; of a docx rendered with `onePage`, the pages of the same layout as a PDF (Word
   * paginates a docx itself, so this is its expected length). Missing otherwise.
   */
  pages?: number;
}

export const CONTENT_TYPES: Record<FormatType, string> = {
  markdown: 'text/markdown; charset=utf-8',
  html: 'text/html; charset=utf-8',
  text: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Renders one resume in a format. Styles apply to pdf, docx and html; templates and page sizes to
 * pdf and docx; markdown and text ignore all three. The resume's own section order and hidden
 * sections apply to every format. PDF and DOCX are built natively with embedded (PDF) or named
 * (DOCX) fonts from npm packages, so the output is the same on every machine.
 */
export async function renderResume(resume: GeneratedResumeContent, request: RenderRequest): Promise<RenderedResume> {
  // Stored resumes are JSON read back from the database: checked here, so a malformed one fails
  // with a clear error instead of a TypeError deep in a renderer.
  const content = generatedResumeContentSchema.parse(withKnownSectionKinds(resume));
  const options = renderRequestSchema.parse(request);
  const { format, style, templateId, pageSize } = options;
  const layout = format === 'pdf' || format === 'docx' ? templateLayout(templateId) : PLAIN_LAYOUT;
  const outline = buildOutline(content, layout.sectionOrder);
  const rendered = await renderBytes(outline, { style: RENDER_STYLES[style], layout, page: PAGE_POINTS[pageSize] }, options);
  return { ...rendered, contentType: CONTENT_TYPES[format] };
}

/**
 * The resume with section kinds this version does not know left out of its order and hidden list,
 * so a resume stored by a newer version still renders the sections it has.
 */
function withKnownSectionKinds(resume: GeneratedResumeContent): unknown {
  const known = (kinds: unknown) => (Array.isArray(kinds) ? kinds.filter((kind) => (RESUME_SECTION_KINDS as readonly unknown[]).includes(kind)) : kinds);
  return { ...resume, section_order: known(resume.section_order), hidden_sections: known(resume.hidden_sections) };
}

async function renderBytes(
  outline: ResumeOutline,
  options: PageOptions,
  { format, onePage, lang }: RenderOptions,
): Promise<Omit<RenderedResume, 'contentType'>> {
  switch (format) {
    case 'markdown':
      return { bytes: Buffer.from(renderMarkdown(outline), 'utf8') };
    case 'text':
      return { bytes: Buffer.from(renderPlainText(outline), 'utf8') };
    case 'html':
      return { bytes: Buffer.from(renderHtml(outline, options.style), 'utf8') };
    case 'pdf': {
      const layout = onePage ? fitOnePage(outline, options).layout : layOutResume(outline, options);
      return { bytes: writeResumePdf(outline, layout, lang), pages: layout.sheet.pages.length };
    }
    case 'docx': {
      if (!onePage) return { bytes: await renderDocx(outline, options) };
      // Word paginates a docx itself: it gets the sizes that fit the PDF on one page.
      const fitted = fitOnePage(outline, options);
      return { bytes: await renderDocx(outline, fitted.options), pages: fitted.pages };
    }
  }
}
