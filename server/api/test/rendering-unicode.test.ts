import { inflateRawSync, inflateSync } from 'node:zlib';
import type { GeneratedResumeContent } from '@careerforge/contract';
import { closeDocumentWorkers, extractDocument, type ExtractedDocument } from '../src/lib/documents';
import { renderResume } from '../src/lib/rendering';
import { EXAMPLE_RESUME } from '../src/lib/rendering/example-resume';
import { linesFromPlainText, parseResume } from '../src/lib/resume-parser';

/**
 * Names and text in every script a user may write: the PDF draws them with fallback faces (no '?'),
 * extraction gives back the characters in logical order, and only the faces a document needs are
 * embedded, as small subsets.
 */

afterAll(() => closeDocumentWorkers());

const GREEK = 'Ελληνικά';
const CYRILLIC = 'Русский язык';
const CHINESE_BULLET = '负责数据平台团队，设计并实现了数据库优化系统';
const JAPANESE = '日本語とカタカナ';
const KOREAN = '한국어 번역';
const ARABIC_BULLET = 'قاد فريقا من 5 مهندسين لمدة 3 سنوات';
const HEBREW_BULLET = 'ניהל צוות של 12 מפתחים';
const MIXED_BULLET = 'Built the API for العملاء الكرام in 2021';

const unicodeResume = (name: string): GeneratedResumeContent => ({
  ...EXAMPLE_RESUME,
  name,
  // Right-to-left skills are kept apart: two neighbouring ones would be displayed swapped, as bidi orders them.
  skills: [GREEK, 'עברית', CYRILLIC, 'العربية', JAPANESE, KOREAN, 'Rocket 🚀 launch'],
  career: [
    {
      ...EXAMPLE_RESUME.career[0]!,
      accomplishments: [CHINESE_BULLET, ARABIC_BULLET, HEBREW_BULLET, MIXED_BULLET],
    },
    ...EXAMPLE_RESUME.career.slice(1),
  ],
});

const renderPdf = async (resume: GeneratedResumeContent) =>
  (await renderResume(resume, { format: 'pdf', style: 'default', templateId: null })).bytes;

const extracted = async (bytes: Buffer): Promise<ExtractedDocument> => extractDocument({ bytes, filename: 'resume.pdf' });

/** The embedded font programs: subset name and uncompressed size. */
function embeddedFonts(pdf: Buffer): { name: string; bytes: number }[] {
  const text = pdf.toString('latin1');
  const names = [...text.matchAll(/\/FontDescriptor \/FontName \/([A-Z]{6}\+[\w-]+)/g)].map((match) => match[1] as string);
  const sizes = [...text.matchAll(/\/Filter \/FlateDecode \/Length1 (\d+) \/Length (\d+) >>\nstream\n/g)].map((match) => {
    const start = (match.index ?? 0) + match[0].length;
    return inflateSync(pdf.subarray(start, start + Number(match[2]))).length;
  });
  return names.map((name, index) => ({ name, bytes: sizes[index] ?? 0 }));
}

describe('unicode in the pdf', () => {
  it('draws every script and extracts it in logical order, with no ? substituted', async () => {
    const document = await extracted(await renderPdf(unicodeResume('王小明 Wang')));
    const lines = document.lines.map((line) => line.text);
    expect(lines[0]).toBe('王小明 Wang');
    for (const text of [CHINESE_BULLET, ARABIC_BULLET, HEBREW_BULLET, MIXED_BULLET]) expect(lines).toContain(text);
    expect(document.text).toContain(`${GREEK}, עברית, ${CYRILLIC}, العربية, ${JAPANESE}, ${KOREAN}, Rocket 🚀 launch`);
    expect(document.text).not.toContain('?');
  });

  it('embeds only the faces a document needs, as subsets', async () => {
    const latin = embeddedFonts(await renderPdf(EXAMPLE_RESUME));
    expect(latin.map(({ name }) => name.split('+')[1])).toEqual(['Inter-Regular', 'Inter-Bold']);

    const pdf = await renderPdf(unicodeResume('王小明'));
    const fonts = embeddedFonts(pdf);
    expect(fonts.map(({ name }) => name.split('+')[1]).sort()).toEqual(
      ['Heebo-Regular', 'Inter-Bold', 'Inter-Regular', 'NotoEmoji-Regular', 'NotoSansArabic-Regular', 'NotoSansKR-Regular', 'NotoSansSC-Bold', 'NotoSansSC-Regular'].sort(),
    );
    // The whole CJK faces are 10.5 MB (SC) and 6.2 MB (KR); a subset holds only the glyphs drawn.
    for (const { name, bytes } of fonts) expect({ name, small: bytes < 40_000 }).toEqual({ name, small: true });
    expect(pdf.length).toBeLessThan(120_000);
    console.log(`unicode resume: ${pdf.length} bytes; fonts ${fonts.map(({ name, bytes }) => `${name} ${bytes}`).join(', ')}`);
  });

  it('shapes Arabic with contextual forms and extracts the letters, lam-alef included', async () => {
    const name = 'سلام العلي';
    const pdf = await renderPdf({ ...EXAMPLE_RESUME, name });
    expect((await extracted(pdf)).lines[0]?.text).toBe(name);
    // The ToUnicode map of the Arabic face maps its presentation-form glyphs back to letters.
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic-Bold/);
  });

  it('renders the Unicode resume fast once the faces are loaded', async () => {
    const resume = unicodeResume('王小明');
    await renderPdf(resume);
    const times: number[] = [];
    for (let run = 0; run < 20; run += 1) {
      const start = performance.now();
      await renderPdf(resume);
      times.push(performance.now() - start);
    }
    const median = times.sort((a, b) => a - b)[10] as number;
    console.log(`unicode resume pdf: median ${median.toFixed(1)} ms over 20 warm runs`);
    expect(median).toBeLessThan(100);
  });
});

const NAMES = [
  ['Chinese', '王小明'],
  ['Korean', '김민준'],
  ['Hebrew', 'דוד כהן'],
  ['Arabic', 'محمد العلي'],
] as const;

async function readBack(name: string, format: 'pdf' | 'docx' | 'text') {
  const { bytes } = await renderResume({ ...EXAMPLE_RESUME, name }, { format, style: 'default', templateId: null });
  const lines = format === 'text' ? linesFromPlainText(bytes.toString('utf8')) : (await extractDocument({ bytes, filename: `resume.${format}` })).lines;
  return { lines, parsed: parseResume(lines) };
}

describe('unicode round trip', () => {
  it.each(NAMES)('gives back a %s name as the first line, and the email, from pdf, docx and text', async (_script, name) => {
    for (const format of ['pdf', 'docx', 'text'] as const) {
      const { lines, parsed } = await readBack(name, format);
      expect({ format, first: lines[0]?.text, email: parsed.contact.email }).toEqual({ format, first: name, email: EXAMPLE_RESUME.email });
    }
  });

  it.each(NAMES)('the parser recognises a %s name in pdf, docx and text', async (_script, name) => {
    for (const format of ['pdf', 'docx', 'text'] as const) {
      expect({ format, name: (await readBack(name, format)).parsed.contact.name }).toEqual({ format, name });
    }
  });
});

describe('right-to-left in html and docx', () => {
  it('html lets the browser pick each text’s direction', async () => {
    const html = (await renderResume(unicodeResume('דוד כהן'), { format: 'html', style: 'default', templateId: null })).bytes.toString('utf8');
    expect(html).toMatch(/<h1 dir="auto">דוד כהן<\/h1>/);
    expect(html).toMatch(/<li dir="auto">قاد فريقا/);
  });

  it('docx marks right-to-left paragraphs as bidi', async () => {
    const { bytes } = await renderResume(unicodeResume('דוד כהן'), { format: 'docx', style: 'default', templateId: null });
    const document = await extractDocument({ bytes, filename: 'resume.docx' });
    expect(document.lines[0]?.text).toBe('דוד כהן');
    const xml = docxDocumentXml(bytes);
    const paragraphOf = (text: string) => xml.split('</w:p>').find((paragraph) => paragraph.includes(text)) ?? '';
    expect(paragraphOf('דוד כהן')).toContain('<w:bidi/>');
    expect(paragraphOf('قاد فريقا')).toContain('<w:bidi/>');
    expect(paragraphOf('Cut the nightly warehouse')).not.toContain('<w:bidi/>');
  });
});

/** word/document.xml of a .docx, inflated. */
function docxDocumentXml(docx: Buffer): string {
  for (let at = docx.indexOf('PK\x03\x04'); at >= 0; at = docx.indexOf('PK\x03\x04', at + 4)) {
    const method = docx.readUInt16LE(at + 8);
    const compressedSize = docx.readUInt32LE(at + 18);
    const nameLength = docx.readUInt16LE(at + 26);
    const extraLength = docx.readUInt16LE(at + 28);
    if (docx.toString('utf8', at + 30, at + 30 + nameLength) !== 'word/document.xml') continue;
    const data = docx.subarray(at + 30 + nameLength + extraLength, at + 30 + nameLength + extraLength + compressedSize);
    return method === 0 ? data.toString('utf8') : inflateRawSync(data).toString('utf8');
  }
  throw new Error('word/document.xml not found');
}
