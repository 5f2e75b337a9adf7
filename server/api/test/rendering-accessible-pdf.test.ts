import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { CoverLetterContent, GeneratedResumeContent } from '@careerforge/contract';
import { renderLetter } from '../src/lib/rendering/letter';
import { renderResume, type RenderRequest } from '../src/lib/rendering';
import { EXAMPLE_RESUME } from '../src/lib/rendering/example-resume';
import { buildOutline } from '../src/lib/rendering/outline';
import { PLAIN_LAYOUT } from '../src/lib/rendering/templates';

interface Element {
  type: string;
  text: string;
  page: number;
}

/** The structure elements as pdf.js reads them (page by page), in reading order, with the text of their marked content. */
function structureOf(pdf: Buffer): Element[] {
  const output = execFileSync(process.execPath, [join(__dirname, 'support', 'pdf-structure.mjs')], { input: pdf, maxBuffer: 16 * 1024 * 1024 });
  return (JSON.parse(output.toString('utf8')) as Element[]).map((element) => ({ ...element, text: element.text.replace(/\s+/g, ' ').trim() }));
}

const textsOf = (elements: Element[], type: string) => elements.filter((element) => element.type === type).map((element) => element.text);

const render = (resume: GeneratedResumeContent, request: Partial<RenderRequest> = {}) =>
  renderResume(resume, { format: 'pdf', style: 'default', templateId: null, ...request });

const withRoles = (count: number): GeneratedResumeContent => ({
  ...EXAMPLE_RESUME,
  career: Array.from({ length: count }, (_, index) => EXAMPLE_RESUME.career[index % EXAMPLE_RESUME.career.length]!),
});

const HAS_PDFINFO = spawnSync('pdfinfo', ['-v']).error === undefined;

describe('tagged PDF', () => {
  it('reads, in order, the name as H1, the headline and summary as P, one H2 per printed heading and one list item per bullet', async () => {
    const resume = withRoles(3);
    const { bytes, pages } = await render(resume, { onePage: true });
    expect(pages).toBe(1);
    const elements = structureOf(bytes);
    const outline = buildOutline(resume, PLAIN_LAYOUT.sectionOrder);
    const summary = outline.sections.find((section) => section.kind === 'summary');
    const bullets = outline.sections.flatMap((section) => (section.kind === 'summary' || section.kind === 'skills' ? [] : section.entries.flatMap((entry) => entry.bullets)));

    expect(elements[0]?.type).toBe('Document');
    expect(textsOf(elements, 'H1')).toEqual([resume.name]);
    expect(elements[1]).toMatchObject({ type: 'H1', text: resume.name });
    expect(elements[2]).toMatchObject({ type: 'P', text: resume.headline });
    expect(textsOf(elements, 'H2')).toEqual(outline.sections.map((section) => section.heading.toUpperCase()));
    expect(textsOf(elements, 'LBody')).toEqual(bullets);
    expect(textsOf(elements, 'Lbl')).toEqual(bullets.map(() => '•'));
    expect(elements.filter((element) => element.type === 'LI')).toHaveLength(bullets.length);
    expect(summary?.kind === 'summary' && summary.paragraphs.length).toBeGreaterThan(0);
    for (const paragraph of summary?.kind === 'summary' ? summary.paragraphs : []) expect(textsOf(elements, 'P')).toContain(paragraph);
    // Each entry's title is its heading, in the order of the resume.
    expect(textsOf(elements, 'H3').slice(0, 3)).toEqual(resume.career.map((role) => `${role.position} | ${role.company}`));
  });

  it('keeps reading order across two pages and both columns of the sidebar template', async () => {
    for (const templateId of [null, 'sidebar']) {
      const { bytes, pages } = await render(EXAMPLE_RESUME, { templateId });
      expect(pages).toBe(2);
      const elements = structureOf(bytes);
      const headings = textsOf(elements, 'H2');
      const bullets = EXAMPLE_RESUME.career.flatMap((role) => role.accomplishments ?? []);
      expect(textsOf(elements, 'Lbl')).toHaveLength(bullets.length);
      if (templateId === 'sidebar') expect(headings).toEqual(['CONTACT', 'EDUCATION', 'SKILLS', 'SUMMARY', 'EXPERIENCE']);
      else expect(headings).toEqual(['SUMMARY', 'EXPERIENCE', 'EDUCATION', 'SKILLS']);
      expect(new Set(elements.map((element) => element.page))).toEqual(new Set([1, 2]));
    }
  });

  it('declares language, title, marking and PDF/UA in the file', async () => {
    const { bytes } = await render(EXAMPLE_RESUME, { lang: 'pl' });
    const text = bytes.toString('latin1');
    expect(text).toContain('/MarkInfo << /Marked true >>');
    expect(text).toContain('/Lang (pl)');
    expect(text).toContain('/ViewerPreferences << /DisplayDocTitle true >>');
    expect(text).toContain('<pdfuaid:part>1</pdfuaid:part>');
    expect(bytes.toString('utf8')).toContain(`<rdf:li xml:lang="x-default">${EXAMPLE_RESUME.name}</rdf:li>`);
    expect(text).toMatch(/\/StructParents 1 /);
    await expect(render(EXAMPLE_RESUME, { lang: 'en) /Evil (' })).rejects.toThrow('lang must be a language tag');
  });

  it('tags the cover letter: the sender as H1, every paragraph as P', async () => {
    const letter: CoverLetterContent = {
      name: 'Łucja Núñez-Öztürk',
      email: 'lucja@example.com',
      phone: null,
      location: null,
      greeting: 'Dear Ms Lovelace,',
      paragraphs: ['I build data platforms.', 'I would like to build yours.'],
      closing: 'Kind regards,',
      signature: 'Łucja Núñez-Öztürk',
    };
    const { bytes } = await renderLetter(letter, { format: 'pdf', style: 'default', pageSize: 'a4' });
    const elements = structureOf(bytes);
    expect(textsOf(elements, 'H1')).toEqual(['Łucja Núñez-Öztürk']);
    expect(textsOf(elements, 'P')).toEqual(expect.arrayContaining(['Dear Ms Lovelace,', 'I build data platforms.', 'I would like to build yours.', 'Kind regards,']));
  });

  (HAS_PDFINFO ? it : it.skip)(HAS_PDFINFO ? 'pdfinfo reports the resume and the letter as tagged' : 'SKIPPED: pdfinfo (Debian poppler-utils) is not installed, so the Tagged check does not run', async () => {
    const { bytes } = await render(EXAMPLE_RESUME, { templateId: 'sidebar' });
    expect(execFileSync('pdfinfo', ['-'], { input: bytes }).toString()).toMatch(/Tagged:\s+yes/);
    const letter = await renderLetter(
      { name: 'Ada', email: null, phone: null, location: null, greeting: 'Hello,', paragraphs: ['Text.'], closing: 'Bye,', signature: 'Ada' },
      { format: 'pdf', style: 'default', pageSize: 'letter' },
    );
    expect(execFileSync('pdfinfo', ['-'], { input: letter.bytes }).toString()).toMatch(/Tagged:\s+yes/);
  });
});

describe('one page', () => {
  it('fits a three-role resume that takes two pages as the style sets it', async () => {
    expect((await render(withRoles(3))).pages).toBe(2);
    for (const format of ['pdf', 'docx'] as const) expect((await render(withRoles(3), { format, onePage: true })).pages).toBe(1);
  });

  it('renders a ten-role resume at the tightest and says it takes more than one page', async () => {
    const { bytes, pages } = await render(withRoles(10), { onePage: true });
    expect(pages).toBeGreaterThan(1);
    expect(bytes.toString('latin1')).toContain(`/Count ${pages}`);
  });
});
