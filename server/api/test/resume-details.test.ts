import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findLocation, profileLinkOf } from '../src/lib/resume-parser/contact';
import { linesFromPlainText, parseResume } from '../src/lib/resume-parser';

const FIXTURES = path.join(__dirname, 'fixtures/resumes');

const parseText = (text: string) => parseResume(linesFromPlainText(text));

describe('the place a resume gives', () => {
  it.each([
    ['ana@example.com | +49 30 1234567 | Berlin, Germany', 'Berlin, Germany'],
    ['Austin, TX · (512) 555-0101 · ana@example.com', 'Austin, TX'],
    ['ana@example.com | London | github.com/ana', 'London'],
    ['Location: San Francisco, CA', 'San Francisco, CA'],
    ['ana@example.com\tMunich, Germany', 'Munich, Germany'],
  ])('finds it in %s', (line, location) => {
    expect(findLocation([line], 'Ana Ruiz')).toBe(location);
  });

  it.each([
    ['Remote | ana@example.com'],
    ['Senior Data Analyst'],
    ['Berlin'],
    ['ana@example.com | +49 30 1234567'],
  ])('finds none in %s', (line) => {
    expect(findLocation([line], 'Ana Ruiz')).toBeNull();
  });

  it('reads it from the contact block, not from a job', () => {
    const parsed = parseText('Ana Ruiz\nana@example.com | Austin, TX\nEXPERIENCE\nEngineer at Initech, Berlin, Germany\tJan 2020 – Present');
    expect(parsed.contact.location).toBe('Austin, TX');
    expect(parseText('Ana Ruiz\nana@example.com\nEXPERIENCE\nEngineer at Initech, Berlin, Germany\tJan 2020 – Present').contact.location).toBeUndefined();
  });
});

describe('links as the profile keeps them', () => {
  it.each([
    ['linkedin.com/in/lukasz-nowak', { label: 'LinkedIn', url: 'https://linkedin.com/in/lukasz-nowak' }],
    ['https://www.linkedin.com/in/jose', { label: 'LinkedIn', url: 'https://www.linkedin.com/in/jose' }],
    ['github.com/lnowak', { label: 'GitHub', url: 'https://github.com/lnowak' }],
    ['http://gist.github.com/ana', { label: 'GitHub', url: 'http://gist.github.com/ana' }],
    ['priyaraman.dev', { label: 'priyaraman.dev', url: 'https://priyaraman.dev' }],
    ['www.graceliu.design/work', { label: 'graceliu.design', url: 'https://www.graceliu.design/work' }],
  ])('%s', (link, expected) => {
    expect(profileLinkOf(link)).toEqual(expected);
  });
});

describe('the summary', () => {
  it('joins the wrapped lines of a Profile section into one paragraph', () => {
    const parsed = parseText('Ana Ruiz\nana@example.com\nProfile\nData analyst with six years in retail,\nfocused on pricing.\nSKILLS\nSQL, Python');
    expect(parsed.summary).toBe('Data analyst with six years in retail, focused on pricing.');
    expect(parsed.skills).toEqual(['SQL', 'Python']);
  });

  it('is absent when the resume has no summary section', () => {
    expect(parseText('Ana Ruiz\nana@example.com\nSKILLS\nSQL').summary).toBeUndefined();
  });

  it('is cut at the last whole sentence that a profile holds', () => {
    const sentence = 'I build reliable data pipelines for retail pricing teams. ';
    const parsed = parseText(`Ana Ruiz\nSUMMARY\n${sentence.repeat(40)}`);
    expect(parsed.summary?.length).toBeLessThanOrEqual(1200);
    expect(parsed.summary).toMatch(/teams\.$/);
  });
});

describe('details of the fixture resumes', () => {
  const fixtures = readdirSync(FIXTURES).filter((name) => name.endsWith('.json'));

  it.each(fixtures)('%s: contact details, labelled links and the summary', (name) => {
    const truth = JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'));
    const text = readFileSync(path.join(FIXTURES, 'generated', name.replace(/\.json$/, '.txt')), 'utf8');
    const parsed = parseText(text);
    expect(parsed.contact).toMatchObject({ name: truth.contact.name, email: truth.contact.email, phone: truth.contact.phone });
    expect(parsed.contact.links.map((link) => profileLinkOf(link)?.url)).toEqual(truth.contact.links.map((link: string) => `https://${link}`));
    // The fixtures name places only beside jobs, never as where the person lives.
    expect(parsed.contact.location).toBeUndefined();
    const hasSummarySection = Boolean(truth.layout.headings.summary) && text.includes(truth.layout.summary);
    expect(parsed.summary).toBe(hasSummarySection ? truth.layout.summary : undefined);
  });
});
