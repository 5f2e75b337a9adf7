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
import { renderPdf } from './pdf/render';
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
}

const renderRequestSchema = z.object({
  format: z.enum(FORMAT_TYPES),
  style: z.enum(STYLE_IDS),
  templateId: z.string().nullable(),
  pageSize: z.enum(PAGE_SIZES).default(DEFAULT_PAGE_SIZE),
});

export interface RenderedResume {
  bytes: Buffer;
  contentType: string;
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
  const { format, style, templateId, pageSize } = renderRequestSchema.parse(request);
  const layout = format === 'pdf' || format === 'docx' ? templateLayout(templateId) : PLAIN_LAYOUT;
  const outline = buildOutline(content, layout.sectionOrder);
  const bytes = await renderBytes(format, outline, { style: RENDER_STYLES[style], layout, page: PAGE_POINTS[pageSize] });
  return { bytes, contentType: CONTENT_TYPES[format] };
}

/**
 * The resume with section kinds this version does not know left out of its order and hidden list,
 * so a resume stored by a newer version still renders the sections it has.
 */
function withKnownSectionKinds(resume: GeneratedResumeContent): unknown {
  const known = (kinds: unknown) => (Array.isArray(kinds) ? kinds.filter((kind) => (RESUME_SECTION_KINDS as readonly unknown[]).includes(kind)) : kinds);
  return { ...resume, section_order: known(resume.section_order), hidden_sections: known(resume.hidden_sections) };
}

async function renderBytes(format: FormatType, outline: ResumeOutline, options: PageOptions): Promise<Buffer> {
  switch (format) {
    case 'markdown':
      return Buffer.from(renderMarkdown(outline), 'utf8');
    case 'text':
      return Buffer.from(renderPlainText(outline), 'utf8');
    case 'html':
      return Buffer.from(renderHtml(outline, options.style), 'utf8');
    case 'pdf':
      return renderPdf(outline, options);
    case 'docx':
      return renderDocx(outline, options);
  }
}
