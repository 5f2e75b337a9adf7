import {
  FORMAT_TYPES,
  generatedResumeContentSchema,
  STYLE_IDS,
  type FormatType,
  type GeneratedResumeContent,
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
import { RENDER_STYLES, type RenderStyle } from './styles';
import { PLAIN_LAYOUT, templateLayout, type TemplateLayout } from './templates';

export { isKnownTemplate, RESUME_TEMPLATES } from './templates';
export type { ResumeTemplate };

export interface RenderRequest {
  format: FormatType;
  style: StyleId;
  /** Null: the plain layout ('(None)'). Callers check it with isKnownTemplate first. */
  templateId: string | null;
}

const renderRequestSchema = z.object({ format: z.enum(FORMAT_TYPES), style: z.enum(STYLE_IDS), templateId: z.string().nullable() });

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
 * Renders one resume in a format. Styles apply to pdf, docx and html; templates to pdf and docx;
 * markdown and text ignore both. PDF and DOCX are built natively with embedded (PDF) or named
 * (DOCX) fonts from npm packages, so the output is the same on every machine.
 */
export async function renderResume(resume: GeneratedResumeContent, request: RenderRequest): Promise<RenderedResume> {
  // Stored resumes are JSON read back from the database: checked here, so a malformed one fails
  // with a clear error instead of a TypeError deep in a renderer.
  const content = generatedResumeContentSchema.parse(resume);
  const { format, style, templateId } = renderRequestSchema.parse(request);
  const layout = format === 'pdf' || format === 'docx' ? templateLayout(templateId) : PLAIN_LAYOUT;
  const outline = buildOutline(content, layout.sectionOrder);
  const bytes = await renderBytes(format, outline, RENDER_STYLES[style], layout);
  return { bytes, contentType: CONTENT_TYPES[format] };
}

async function renderBytes(format: FormatType, outline: ResumeOutline, style: RenderStyle, layout: TemplateLayout): Promise<Buffer> {
  switch (format) {
    case 'markdown':
      return Buffer.from(renderMarkdown(outline), 'utf8');
    case 'text':
      return Buffer.from(renderPlainText(outline), 'utf8');
    case 'html':
      return Buffer.from(renderHtml(outline, style), 'utf8');
    case 'pdf':
      return renderPdf(outline, style, layout);
    case 'docx':
      return renderDocx(outline, style, layout);
  }
}
