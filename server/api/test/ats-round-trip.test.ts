import { FORMAT_TYPES, PAGE_SIZES, STYLE_IDS, TEMPLATED_FORMATS, type FormatType, type PageSize, type StyleId } from '@careerforge/contract';
import { closeDocumentWorkers, extractDocument, type DocumentLine } from '../src/lib/documents';
import { RESUME_TEMPLATES, renderResume } from '../src/lib/rendering';
import { EXAMPLE_RESUME } from '../src/lib/rendering/example-resume';
import { linesFromPlainText, parseResume } from '../src/lib/resume-parser';

/**
 * What an applicant tracking system does with our files: every format, style, template and (for
 * pdf and docx) page size is rendered, read back with the project's own extraction and resume
 * parser, and must give back the name, the contact details, the summary and every position with
 * its company and dates.
 */

afterAll(() => closeDocumentWorkers());

const TEMPLATE_IDS = [null, ...RESUME_TEMPLATES.map((template) => template.templateId)];
const CASES = FORMAT_TYPES.flatMap((format) =>
  STYLE_IDS.flatMap((style) =>
    TEMPLATE_IDS.flatMap((templateId) =>
      // Page sizes apply to pdf and docx only.
      (TEMPLATED_FORMATS.includes(format) ? PAGE_SIZES : [undefined]).map(
        (pageSize) => [format, style, templateId, pageSize] as [FormatType, StyleId, string | null, PageSize | undefined],
      ),
    ),
  ),
);

it('covers the two-column template', () => {
  expect(TEMPLATE_IDS).toContain('sidebar');
});

/** Dates as the parser reports them: month precision ('2022-03'), an open end is null. */
const month = (date: string | null) => date?.slice(0, 7) ?? null;

const EXPECTED_CAREER = EXAMPLE_RESUME.career.map((entry) => ({
  position: entry.position,
  company: entry.company,
  startDate: month(entry.start_date),
  endDate: month(entry.end_date),
}));

async function linesOf(format: FormatType, bytes: Buffer): Promise<DocumentLine[]> {
  if (format === 'pdf' || format === 'docx') return (await extractDocument({ bytes, filename: `resume.${format}` })).lines;
  return linesFromPlainText(bytes.toString('utf8'));
}

/** The text a browser would show: tags removed, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>|<title>[\s\S]*?<\/title>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const HEADER_FACTS = [EXAMPLE_RESUME.name, EXAMPLE_RESUME.email, EXAMPLE_RESUME.phone, EXAMPLE_RESUME.headline, EXAMPLE_RESUME.location];

describe.each(CASES)('%s, style %s, template %s, page size %s', (format, style, templateId, pageSize) => {
  it('gives back the name, contact details, summary, positions, companies and dates', async () => {
    const { bytes } = await renderResume(EXAMPLE_RESUME, { format, style, templateId, pageSize });

    if (format === 'html') {
      const text = visibleText(bytes.toString('utf8'));
      for (const fact of [...HEADER_FACTS, EXAMPLE_RESUME.summary, ...EXAMPLE_RESUME.career.flatMap((entry) => [entry.position, entry.company])]) {
        expect(text).toContain(fact);
      }
      expect(text).toContain('GitHub: github.com/lucjanunez');
      expect(text).toContain('Mar 2022 – Present');
      expect(text).toContain('Jun 2019 – Feb 2022');
      return;
    }

    const parsed = parseResume(await linesOf(format, bytes));
    expect(parsed.contact.name).toBe(EXAMPLE_RESUME.name);
    expect(parsed.contact.email).toBe(EXAMPLE_RESUME.email);
    expect(parsed.contact.phone).toBe(EXAMPLE_RESUME.phone);
    expect(parsed.contact.location).toBe(EXAMPLE_RESUME.location);
    // Markdown keeps the full address in its link syntax; the others show it without the scheme.
    expect(parsed.contact.links.map((link) => link.replace(/^https:\/\/(www\.)?/, ''))).toEqual(['linkedin.com/in/lucja-nunez', 'github.com/lucjanunez']);
    expect(parsed.summary).toBe(EXAMPLE_RESUME.summary);
    expect(
      parsed.career.map((entry) => ({
        position: entry.position,
        company: entry.company,
        startDate: month(entry.startDate),
        endDate: month(entry.endDate),
      })),
    ).toEqual(EXPECTED_CAREER);
  });
});
