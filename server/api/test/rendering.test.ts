import { inflateRawSync } from 'node:zlib';
import { FORMAT_TYPES, type FormatType, type GeneratedResumeContent } from '@careerforge/contract';
import { PDFDocument } from 'pdf-lib';
import { closeDocumentWorkers, extractDocument, type ExtractedDocument } from '../src/lib/documents';
import { CONTENT_TYPES, isKnownTemplate, RESUME_TEMPLATES, renderResume, type RenderRequest } from '../src/lib/rendering';
import { EXAMPLE_RESUME } from '../src/lib/rendering/example-resume';

afterAll(() => closeDocumentWorkers());

const render = async (resume: GeneratedResumeContent, request: Partial<RenderRequest> & Pick<RenderRequest, 'format'>) =>
  renderResume(resume, { style: 'default', templateId: null, ...request });

const renderText = async (request: Partial<RenderRequest> & Pick<RenderRequest, 'format'>, resume = EXAMPLE_RESUME) =>
  (await render(resume, request)).bytes.toString('utf8');

async function extracted(request: Partial<RenderRequest> & Pick<RenderRequest, 'format'>, resume = EXAMPLE_RESUME): Promise<ExtractedDocument> {
  const { bytes } = await render(resume, request);
  return extractDocument({ bytes, filename: `resume.${request.format}` });
}

const lineTexts = (document: ExtractedDocument) => document.lines.map((line) => line.text);

/** One file of a .docx (a zip), inflated; enough of the zip format for the files `docx` writes. */
function docxPart(docx: Buffer, path: string): string {
  for (let at = docx.indexOf('PK\x03\x04'); at >= 0; at = docx.indexOf('PK\x03\x04', at + 4)) {
    const method = docx.readUInt16LE(at + 8);
    const compressedSize = docx.readUInt32LE(at + 18);
    const nameLength = docx.readUInt16LE(at + 26);
    const name = docx.toString('utf8', at + 30, at + 30 + nameLength);
    if (name !== path) continue;
    const start = at + 30 + nameLength + docx.readUInt16LE(at + 28);
    const data = docx.subarray(start, start + compressedSize);
    return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
  }
  throw new Error(`${path} not found`);
}

/** Latin-extended text in every field a reader sees. */
const LATIN_EXTENDED: GeneratedResumeContent = {
  ...EXAMPLE_RESUME,
  name: 'Łukasz Ősz-Şahin',
  skills: ['Zażółć gęślą jaźń', 'Ünïcödé façade', 'Año señor'],
  career: [{ ...EXAMPLE_RESUME.career[0]!, description: 'Přehled: ďábelské ŕýchle', accomplishments: ['Coördinated Øresund & Þórshöfn rollout'] }],
};

const HOSTILE = '<script>alert(1)</script>" onload="alert(2)';
/** Links a stored resume could hold: only the Wikipedia one is a web address a reader may follow. */
const HOSTILE_LINKS = [
  { label: 'Site', url: 'javascript:alert(1)' },
  { label: 'Image', url: 'data:text/html,<script>alert(1)</script>' },
  { label: 'Bank', url: 'https://user:pass@evil.example.com/' },
  { label: 'Wiki [1]', url: 'https://en.wikipedia.org/wiki/Ada_(language)' },
];
const HOSTILE_RESUME: GeneratedResumeContent = {
  name: HOSTILE,
  email: HOSTILE,
  phone: HOSTILE,
  skills: [HOSTILE, HOSTILE],
  education: [{ degree: HOSTILE, institution: HOSTILE, start_date: HOSTILE, end_date: HOSTILE, gpa: 3.5 }],
  career: [{ position: HOSTILE, company: HOSTILE, start_date: HOSTILE, end_date: HOSTILE, description: `Led ${HOSTILE}`, accomplishments: [`Built ${HOSTILE}`] }],
};

describe('templates', () => {
  it('lists at least five named layouts, a two-column one among them, and knows only those', () => {
    expect(RESUME_TEMPLATES.length).toBeGreaterThanOrEqual(5);
    expect(RESUME_TEMPLATES.map((template) => template.name)).toEqual(expect.arrayContaining(['Minimal', 'Sidebar']));
    expect(new Set(RESUME_TEMPLATES.map((template) => template.templateId)).size).toBe(RESUME_TEMPLATES.length);
    for (const template of RESUME_TEMPLATES) {
      expect(template.name).not.toBe('');
      expect(template.description).not.toBe('');
      expect(isKnownTemplate(template.templateId)).toBe(true);
    }
    expect(isKnownTemplate('no-such-template')).toBe(false);
  });
});

describe('content types', () => {
  it.each(FORMAT_TYPES)('%s', async (format) => {
    const rendered = await render(EXAMPLE_RESUME, { format });
    expect(rendered.contentType).toBe(CONTENT_TYPES[format]);
    expect(rendered.bytes.length).toBeGreaterThan(500);
  });

  it('text formats are UTF-8, pdf and docx are files', () => {
    expect(CONTENT_TYPES).toEqual({
      markdown: 'text/markdown; charset=utf-8',
      html: 'text/html; charset=utf-8',
      text: 'text/plain; charset=utf-8',
      pdf: 'application/pdf',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });
});

describe('markdown', () => {
  it('has headings, each entry with its dates, accomplishments as a list, skills and GPA', async () => {
    const markdown = await renderText({ format: 'markdown' });
    expect(markdown).toMatch(
      /^# Łucja Núñez-Öztürk\n\nSenior Data Engineer\n\nlucja\.nunez@example\.com \| \+1 415 555 0134 \| San Francisco, CA\n\n\[LinkedIn\]\(https:\/\/www\.linkedin\.com\/in\/lucja-nunez\) \| \[GitHub\]\(https:\/\/github\.com\/lucjanunez\)\n\n## Summary\n\nData engineer with nine years[^\n]+\n\n## Experience\n/,
    );
    expect(markdown).toContain('### Senior Data Engineer | Northwind Analytics\nMar 2022 – Present\n');
    expect(markdown).toContain('### Data Engineer | Globex Corporation\nJun 2019 – Feb 2022\n');
    expect(markdown).toContain('- Cut the nightly warehouse load');
    expect(markdown).toContain('### MSc Data Science | Politechnika Wrocławska\nOct 2013 – Jun 2015\n\nGPA: 4.8');
    expect(markdown).toContain('## Skills\n\nPython, SQL, Apache Airflow, dbt');
  });

  it('escapes markup in user text', async () => {
    const markdown = await renderText({ format: 'markdown' }, HOSTILE_RESUME);
    expect(markdown).not.toMatch(/(?<!\\)<script/);
    expect(markdown).toContain('# \\<script\\>alert(1)\\</script\\>');
  });

  it('writes only web addresses as links, escaped so nothing ends the link early', async () => {
    const markdown = await renderText({ format: 'markdown' }, { ...EXAMPLE_RESUME, links: HOSTILE_LINKS });
    expect(markdown).toContain('[Wiki \\[1\\]](https://en.wikipedia.org/wiki/Ada_%28language%29)');
    expect(markdown).not.toMatch(/javascript|data:|evil\.example/i);
  });
});

describe('text', () => {
  it('has capitalised headings, entries with dates, bullets, skills and GPA', async () => {
    const text = await renderText({ format: 'text' });
    expect(text).toMatch(
      /^Łucja Núñez-Öztürk\nSenior Data Engineer\nlucja\.nunez@example\.com \| \+1 415 555 0134 \| San Francisco, CA\nLinkedIn: linkedin\.com\/in\/lucja-nunez \| GitHub: github\.com\/lucjanunez\n\nSUMMARY\nData engineer with nine years[^\n]+\n\nEXPERIENCE\n/,
    );
    expect(text).toContain('Senior Data Engineer | Northwind Analytics\nMar 2022 – Present\n');
    expect(text).toContain('• Migrated 120 legacy cron jobs');
    expect(text).toContain('BSc Computer Science | Universidad de Sevilla\nSep 2009 – Jun 2013\nGPA: 3.9');
    expect(text).toContain('SKILLS\nPython, SQL');
  });
});

describe('html', () => {
  it('is a standalone document with inline styles and no external resources', async () => {
    const html = await renderText({ format: 'html' });
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toContain('<style>');
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
    expect(html).not.toMatch(/<script|<link|<img|src=|url\(|@import/i);
    expect([...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual(['https://www.linkedin.com/in/lucja-nunez', 'https://github.com/lucjanunez']);
    expect(html).toContain('<a href="https://github.com/lucjanunez" rel="noopener noreferrer">GitHub: github.com/lucjanunez</a>');
    expect(html).toContain('<p class="headline">Senior Data Engineer</p>');
    expect(html).toContain('<h1>Łucja Núñez-Öztürk</h1>');
    expect(html).toContain('<span class="dates">Mar 2022 – Present</span>');
    expect(html).toContain('<p>GPA: 4.8</p>');
    expect(html).toContain('Python, SQL, Apache Airflow');
  });

  it('escapes every field: no tag or attribute comes from user text', async () => {
    const html = await renderText({ format: 'html' }, HOSTILE_RESUME);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('" onload=');
    const tags = new Set([...html.matchAll(/<\/?([a-zA-Z0-9!]+)/g)].map((match) => match[1]?.toLowerCase()));
    expect([...tags].sort()).toEqual(
      ['!doctype', 'article', 'body', 'div', 'h1', 'h2', 'h3', 'head', 'header', 'html', 'li', 'main', 'meta', 'p', 'section', 'span', 'style', 'title', 'ul'].sort(),
    );
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot; onload=&quot;alert(2)');
  });

  it('links only to http(s) addresses, never a script, data or credentials URL', async () => {
    const html = await renderText({ format: 'html' }, { ...EXAMPLE_RESUME, links: HOSTILE_LINKS });
    expect([...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual(['https://en.wikipedia.org/wiki/Ada_(language)']);
    expect(html).toContain('>Wiki [1]: en.wikipedia.org/wiki/Ada_(language)</a>');
    expect(html).not.toMatch(/javascript|data:|evil\.example/i);
  });

  it('shows the style: font family and accent colour', async () => {
    expect(await renderText({ format: 'html', style: 'serif_classic' })).toContain("font-family:'Source Serif 4'");
    expect(await renderText({ format: 'html', style: 'sans_modern' })).toMatch(/h1\{[^}]*color:#1d4ed8/);
    expect(await renderText({ format: 'html', style: 'default' })).toContain("font-family:'Inter'");
  });
});

describe('pdf', () => {
  it('has a text layer with the name, dates as rendered, Present, skills and GPA', async () => {
    const document = await extracted({ format: 'pdf' });
    const lines = lineTexts(document);
    expect(document.pages).toBe(2);
    expect(lines[0]).toBe('Łucja Núñez-Öztürk');
    expect(lines).toContain('Senior Data Engineer | Northwind Analytics\tMar 2022 – Present');
    expect(lines).toContain('Software Developer | Müller & Söhne\tAug 2015 – Aug 2017');
    expect(lines).toContain('GPA: 4.8');
    expect(document.text).toContain('Python, SQL, Apache Airflow, dbt');
    expect(document.lines.filter((line) => line.bullet).length).toBe(17);
  });

  it('embeds its TrueType fonts (no standard fonts) with a ToUnicode map', async () => {
    const pdf = (await render(EXAMPLE_RESUME, { format: 'pdf' })).bytes.toString('latin1');
    expect(pdf.match(/\/FontFile2/g)).toHaveLength(2);
    expect(pdf.match(/\/ToUnicode/g)).toHaveLength(2);
    expect(pdf).not.toMatch(/\/Subtype \/Type1|\/Helvetica|\/Times/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Bold/);
  });

  it('keeps Latin-extended text in the text layer', async () => {
    const document = await extracted({ format: 'pdf' }, LATIN_EXTENDED);
    expect(lineTexts(document)[0]).toBe('Łukasz Ősz-Şahin');
    for (const text of ['Zażółć gęślą jaźń, Ünïcödé façade, Año señor', 'Přehled: ďábelské ŕýchle', 'Coördinated Øresund & Þórshöfn rollout']) {
      expect(document.text).toContain(text);
    }
  });

  it('draws emoji and CJK with fallback faces, and a character no face has as ? without disturbing its neighbours', async () => {
    const resume = { ...EXAMPLE_RESUME, name: 'Ana 🚀 Lee', skills: ['Go 中文 ok', 'Family 👨‍👩‍👧 time', 'Old \u{13000} sign'] };
    const document = await extracted({ format: 'pdf' }, resume);
    expect(lineTexts(document)[0]).toBe('Ana 🚀 Lee');
    // The joiners of an emoji sequence are not drawn: pdf.js reads its three people back to back.
    expect(document.text).toContain('Go 中文 ok, Family 👨👩👧 time, Old ? sign');
  });

  it('is a well-formed file another PDF library opens: cross-reference table, page tree, title', async () => {
    const pdf = await PDFDocument.load((await render(EXAMPLE_RESUME, { format: 'pdf' })).bytes, { throwOnInvalidObject: true, updateMetadata: false });
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getTitle()).toBe('Łucja Núñez-Öztürk');
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  });

  it.each([
    ['letter', { width: 612, height: 792 }],
    ['a4', { width: 595.28, height: 841.89 }],
  ] as const)('is printed on %s paper, every page, in every template', async (pageSize, size) => {
    for (const templateId of [null, ...RESUME_TEMPLATES.map((template) => template.templateId)]) {
      const pdf = await PDFDocument.load((await render(EXAMPLE_RESUME, { format: 'pdf', templateId, pageSize })).bytes);
      expect(pdf.getPages().map((page) => page.getSize())).toEqual(pdf.getPages().map(() => size));
    }
  });

  it('heads the page with name, headline, contact details and links, each on its line', async () => {
    const lines = lineTexts(await extracted({ format: 'pdf' }));
    expect(lines.slice(0, 5)).toEqual([
      'Łucja Núñez-Öztürk',
      'Senior Data Engineer',
      'lucja.nunez@example.com | +1 415 555 0134 | San Francisco, CA',
      'LinkedIn: linkedin.com/in/lucja-nunez | GitHub: github.com/lucjanunez',
      'SUMMARY',
    ]);
  });

  it('is the same file for the same input', async () => {
    const first = await render(EXAMPLE_RESUME, { format: 'pdf', style: 'serif_classic', templateId: 'modern' });
    const second = await render(EXAMPLE_RESUME, { format: 'pdf', style: 'serif_classic', templateId: 'modern' });
    expect(first.bytes.equals(second.bytes)).toBe(true);
  });
});

describe('docx', () => {
  it('reads back with headings, dates beside titles, Present, bullets, skills and GPA', async () => {
    const document = await extracted({ format: 'docx' });
    const lines = document.lines;
    expect(lines[0]).toMatchObject({ text: 'Łucja Núñez-Öztürk', heading: true });
    expect(lines).toContainEqual(expect.objectContaining({ text: 'EXPERIENCE', heading: true }));
    expect(lineTexts(document)).toContain('Senior Data Engineer | Northwind Analytics\tMar 2022 – Present');
    expect(lines).toContainEqual(expect.objectContaining({ text: expect.stringMatching(/^Cut the nightly warehouse load/), bullet: true }));
    expect(lineTexts(document)).toContain('GPA: 3.9');
    expect(document.text).toContain('Python, SQL, Apache Airflow');
  });

  it('heads the document with name, headline, contact details and links as hyperlinks', async () => {
    const { bytes } = await render(EXAMPLE_RESUME, { format: 'docx' });
    expect(lineTexts(await extractDocument({ bytes, filename: 'resume.docx' })).slice(0, 5)).toEqual([
      'Łucja Núñez-Öztürk',
      'Senior Data Engineer',
      'lucja.nunez@example.com | +1 415 555 0134 | San Francisco, CA',
      'LinkedIn: linkedin.com/in/lucja-nunez | GitHub: github.com/lucjanunez',
      'SUMMARY',
    ]);
    const relationships = docxPart(bytes, 'word/_rels/document.xml.rels');
    expect(relationships).toContain('Target="https://github.com/lucjanunez" TargetMode="External"');
    const hostile = docxPart((await render({ ...EXAMPLE_RESUME, links: HOSTILE_LINKS }, { format: 'docx' })).bytes, 'word/_rels/document.xml.rels');
    expect(hostile).not.toMatch(/javascript|data:|evil\.example/i);
  });

  it.each([
    ['letter', 'w:w="12240" w:h="15840"'],
    ['a4', 'w:w="11906" w:h="16838"'],
  ] as const)('is laid out on %s paper', async (pageSize, pgSz) => {
    for (const templateId of [null, 'sidebar']) {
      const documentXml = docxPart((await render(EXAMPLE_RESUME, { format: 'docx', templateId, pageSize })).bytes, 'word/document.xml');
      expect(documentXml).toMatch(new RegExp(`<w:pgSz ${pgSz}`));
    }
  });

  it('is on Letter paper when no page size is asked for', async () => {
    expect(docxPart((await render(EXAMPLE_RESUME, { format: 'docx' })).bytes, 'word/document.xml')).toContain('<w:pgSz w:w="12240" w:h="15840"');
  });

  it('keeps Latin-extended text', async () => {
    const document = await extracted({ format: 'docx' }, LATIN_EXTENDED);
    for (const text of ['Łukasz Ősz-Şahin', 'Zażółć gęślą jaźń, Ünïcödé façade, Año señor', 'Coördinated Øresund & Þórshöfn rollout']) {
      expect(document.text).toContain(text);
    }
  });

  it('names the style’s font and sizes in its styles', async () => {
    const styles = (style: RenderRequest['style']) => render(EXAMPLE_RESUME, { format: 'docx', style }).then(({ bytes }) => docxPart(bytes, 'word/styles.xml'));
    expect(await styles('serif_classic')).toContain('w:ascii="Source Serif 4"');
    expect(await styles('sans_modern')).toContain('w:ascii="Inter"');
    expect(await styles('compact')).toMatch(/<w:docDefaults>[\s\S]*<w:sz w:val="18"\/>/);
  });
});

describe('styles a reader can see', () => {
  it('serif_classic embeds Source Serif 4; compact fits the two-page resume on one page', async () => {
    const serif = (await render(EXAMPLE_RESUME, { format: 'pdf', style: 'serif_classic' })).bytes.toString('latin1');
    expect(serif).toMatch(/\/BaseFont \/[A-Z]{6}\+SourceSerif4-Regular/);
    expect(serif).not.toContain('Inter-Regular');
    expect((await extracted({ format: 'pdf', style: 'default' })).pages).toBe(2);
    expect((await extracted({ format: 'pdf', style: 'compact' })).pages).toBe(1);
  });

  it('serif_classic writes headings as words, the others in capitals', async () => {
    expect(lineTexts(await extracted({ format: 'pdf', style: 'serif_classic' }))).toContain('Experience');
    expect(lineTexts(await extracted({ format: 'pdf', style: 'sans_modern' }))).toContain('EXPERIENCE');
  });
});

describe('templates a reader can see', () => {
  const headingsOf = (document: ExtractedDocument) =>
    document.lines.filter((line) => ['EXPERIENCE', 'EDUCATION', 'SKILLS'].includes(line.text)).map((line) => line.text);

  it.each(['pdf', 'docx'] as const)('orders the sections by template in %s', async (format) => {
    expect(headingsOf(await extracted({ format, templateId: null }))).toEqual(['EXPERIENCE', 'EDUCATION', 'SKILLS']);
    expect(headingsOf(await extracted({ format, templateId: 'modern' }))).toEqual(['SKILLS', 'EXPERIENCE', 'EDUCATION']);
    expect(headingsOf(await extracted({ format, templateId: 'executive' }))).toEqual(['EXPERIENCE', 'SKILLS', 'EDUCATION']);
  });

  it.each(['pdf', 'docx'] as const)('places dates and company by template in %s', async (format) => {
    const around = async (templateId: string | null) => {
      const lines = lineTexts(await extracted({ format, templateId }));
      // The first position after the Experience heading (the headline says 'Senior Data Engineer' too).
      const at = lines.findIndex((line, index) => index > lines.indexOf('EXPERIENCE') && line.includes('Senior Data Engineer'));
      return lines.slice(at - 1, at + 2);
    };
    expect((await around(null))[1]).toBe('Senior Data Engineer | Northwind Analytics\tMar 2022 – Present');
    expect((await around('classic')).slice(1)).toEqual(['Senior Data Engineer\tMar 2022 – Present', 'Northwind Analytics']);
    expect((await around('modern')).slice(1)).toEqual(['Senior Data Engineer | Northwind Analytics', 'Mar 2022 – Present']);
    expect((await around('executive')).slice(0, 2)).toEqual(['Mar 2022 – Present', 'Senior Data Engineer | Northwind Analytics']);
  });

  it('executive sets the contact details and links right-aligned beside the name and headline, as many to a line as fit', async () => {
    expect(lineTexts(await extracted({ format: 'pdf', templateId: 'executive' })).slice(0, 3)).toEqual([
      'Łucja Núñez-Öztürk\tlucja.nunez@example.com | +1 415 555 0134',
      'Senior Data Engineer\tSan Francisco, CA | LinkedIn: linkedin.com/in/lucja-nunez',
      'GitHub: github.com/lucjanunez',
    ]);
    const short = { ...EXAMPLE_RESUME, location: null, links: [] };
    expect(lineTexts(await extracted({ format: 'pdf', templateId: 'executive' }, short))[0]).toBe('Łucja Núñez-Öztürk\tlucja.nunez@example.com | +1 415 555 0134');
  });

  it.each(['pdf', 'docx'] as const)('minimal puts company and dates on the line under the title, skills on one dotted line, in %s', async (format) => {
    const lines = lineTexts(await extracted({ format, templateId: 'minimal' }));
    const at = lines.indexOf('Senior Data Engineer', lines.indexOf('EXPERIENCE'));
    expect(lines.slice(at, at + 2)).toEqual(['Senior Data Engineer', 'Northwind Analytics · Mar 2022 – Present']);
    expect(lines).toContain('lucja.nunez@example.com · +1 415 555 0134 · San Francisco, CA');
    expect(lines.join('\n')).toContain('Python · SQL · Apache Airflow');
  });

  it.each(['pdf', 'docx'] as const)('sidebar is read column by column in %s: contact, skills and education, then summary and experience', async (format) => {
    const lines = lineTexts(await extracted({ format, templateId: 'sidebar' }));
    expect(lines.slice(0, 6)).toEqual(['Łucja Núñez-Öztürk', 'Senior Data Engineer', 'CONTACT', 'Email', 'lucja.nunez@example.com', 'Phone']);
    expect(lines).toEqual(expect.arrayContaining(['Location', 'San Francisco, CA', 'GitHub', 'github.com/lucjanunez']));
    const order = ['CONTACT', 'EDUCATION', 'SKILLS', 'SUMMARY', 'EXPERIENCE'].map((heading) => lines.indexOf(heading));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order[0]).toBeGreaterThan(-1);
    const at = lines.indexOf('MSc Data Science');
    expect(lines.slice(at, at + 3)).toEqual(['MSc Data Science', 'Politechnika Wrocławska', 'Oct 2013 – Jun 2015']);
    expect(lines).toContain('Senior Data Engineer | Northwind Analytics');
    if (format === 'docx') {
      const { bytes } = await render(EXAMPLE_RESUME, { format, templateId: 'sidebar' });
      expect(docxPart(bytes, 'word/_rels/document.xml.rels')).toContain('Target="https://github.com/lucjanunez" TargetMode="External"');
    }
  });
});

describe('hostile and huge input', () => {
  it('renders user text as text in pdf and docx, markup included', async () => {
    for (const format of ['pdf', 'docx'] as const) {
      const document = await extracted({ format }, HOSTILE_RESUME);
      expect(document.text).toContain('<script>alert(1)</script>" onload="alert(2)');
    }
  });

  it('survives control characters, lone surrogates, a 10 000-character word, an untitled entry and an empty resume', async () => {
    const odd: GeneratedResumeContent = {
      ...EXAMPLE_RESUME,
      name: 'Ana\u0000\u0007 \ud800Lee\u200b',
      skills: ['x'.repeat(10_000), '\u202e\ufeffRTL'],
      career: [{ ...EXAMPLE_RESUME.career[0]!, position: '', company: '' }],
    };
    const empty: GeneratedResumeContent = { name: '', email: null, phone: null, skills: [], education: [], career: [] };
    for (const format of FORMAT_TYPES) {
      for (const resume of [odd, empty]) {
        const { bytes } = await render(resume, { format, templateId: 'executive' });
        expect(bytes.length).toBeGreaterThan(0);
      }
    }
    const lines = lineTexts(await extracted({ format: 'pdf' }, odd));
    expect(lines[0]).toBe('Ana Lee');
    expect(lines).toContain('Mar 2022 – Present');
    const { bytes: docx } = await render(odd, { format: 'docx' });
    const documentXml = docxPart(docx, 'word/document.xml');
    expect(documentXml).not.toContain('\u0000');
    expect(documentXml).not.toContain('\u0007');
  });

  it('refuses a malformed stored resume with a validation error', async () => {
    const malformed = { ...EXAMPLE_RESUME, skills: 'Python' } as unknown as GeneratedResumeContent;
    await expect(render(malformed, { format: 'pdf' })).rejects.toThrow(/skills/);
  });

  it('renders 50 positions × 50 accomplishments × 500 characters onto many pages', async () => {
    const long = 'Led the migration of the regional ordering platform, with Łódź and Kraków teams, '.repeat(7).slice(0, 500);
    const huge: GeneratedResumeContent = {
      ...EXAMPLE_RESUME,
      career: Array.from({ length: 50 }, (_, index) => ({
        position: `Engineer ${index}`,
        company: long.slice(0, 120),
        start_date: '2020-01-01',
        end_date: null,
        description: long,
        accomplishments: Array.from({ length: 50 }, () => long),
      })),
    };
    const pdf = await render(huge, { format: 'pdf', style: 'compact', templateId: 'classic' });
    expect(pdf.bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(100);
    for (const format of ['docx', 'html', 'markdown', 'text'] as const) {
      expect((await render(huge, { format })).bytes.length).toBeGreaterThan(10_000);
    }
  });
});

/** The lines a reader sees in any format: extracted from pdf and docx, tags and markup stripped from the others. */
async function readableLines(format: FormatType, resume: GeneratedResumeContent, templateId: string | null = null): Promise<string[]> {
  if (format === 'pdf' || format === 'docx') return lineTexts(await extracted({ format, templateId }, resume));
  const text = (await render(resume, { format, templateId })).bytes.toString('utf8');
  const visible =
    format === 'html'
      ? text
          .replace(/<style>[\s\S]*?<\/style>|<title>[\s\S]*?<\/title>/g, '')
          .replace(/<\/(?:h[1-6]|p|li|div|article|section|header)>/g, '\n')
          .replace(/<span class="dates">/g, '\n')
          .replace(/<[^>]+>/g, '')
          .replace(/&amp;/g, '&')
      : text.replace(/^#+ /gm, '');
  return visible.split('\n').filter((line) => line.trim() !== '');
}

const HEADING = /^(summary|experience|education|skills)$/i;

describe('section order and hidden sections', () => {
  const reordered: GeneratedResumeContent = { ...EXAMPLE_RESUME, section_order: ['skills', 'experience', 'summary'], hidden_sections: ['education'] };

  it.each(FORMAT_TYPES)('%s prints the resume’s order, then the sections it did not name, and never a hidden one', async (format) => {
    for (const templateId of format === 'pdf' || format === 'docx' ? [null, 'modern', 'minimal', 'sidebar'] : [null]) {
      const lines = await readableLines(format, reordered, templateId);
      expect(lines.filter((line) => HEADING.test(line)).map((line) => line.toLowerCase())).toEqual(['skills', 'experience', 'summary']);
      expect(lines.join('\n')).not.toContain('Politechnika');
    }
  });

  it('hides the summary, and keeps the template’s order when the resume has none', async () => {
    const lines = await readableLines('pdf', { ...EXAMPLE_RESUME, section_order: null, hidden_sections: ['summary'] }, 'modern');
    expect(lines.filter((line) => HEADING.test(line))).toEqual(['SKILLS', 'EXPERIENCE', 'EDUCATION']);
    expect(lines.join('\n')).not.toContain('nine years');
  });

  it('ignores kinds it does not know (a stored resume from a newer version)', async () => {
    const odd = { ...EXAMPLE_RESUME, section_order: ['volunteering', 'education'], hidden_sections: ['hobbies', 'skills'] } as unknown as GeneratedResumeContent;
    const lines = await readableLines('text', odd);
    expect(lines.filter((line) => HEADING.test(line))).toEqual(['EDUCATION', 'SUMMARY', 'EXPERIENCE']);
  });
});

describe('no repeated lines, no empty parts', () => {
  const sparse: GeneratedResumeContent = {
    name: 'Ana Lee',
    email: 'ana@example.com',
    phone: null,
    headline: null,
    location: '',
    links: [],
    summary: null,
    skills: ['SQL'],
    education: [{ degree: 'BSc Physics', institution: '', start_date: null, end_date: null, gpa: null }],
    career: [
      { position: 'Data Engineer', company: 'Acme', start_date: '2020-01-01', end_date: null, description: 'data  engineer', accomplishments: ['DATA ENGINEER', 'Built the warehouse.'] },
      { position: 'Consultant', company: '', start_date: '', end_date: null, description: '', accomplishments: [] },
    ],
  };

  it.each(FORMAT_TYPES)('%s prints a title once and leaves no dangling separator or empty line', async (format) => {
    const templateIds = [null, ...RESUME_TEMPLATES.map((template) => template.templateId)];
    for (const templateId of format === 'pdf' || format === 'docx' ? templateIds : [null]) {
      const lines = await readableLines(format, sparse, templateId);
      expect(lines.filter((line) => /data engineer/i.test(line))).toHaveLength(1);
      expect(lines.filter((line) => line.includes('Consultant'))).toEqual(['Consultant']);
      expect(lines.filter((line) => line.includes('BSc Physics'))).toEqual(['BSc Physics']);
      for (const line of lines) expect(line).not.toMatch(/^\s*[|·–]|[|·–:]\s*$|\t\s*$|^\s*\t/);
      expect(lines.join('\n')).not.toMatch(/GPA|Present.*Present/);
    }
    if (format === 'markdown' || format === 'text') {
      expect((await render(sparse, { format })).bytes.toString('utf8')).not.toMatch(/\n\n\n|^### *$/m);
    }
  });
});
