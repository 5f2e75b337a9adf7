import { FORMAT_TYPES, type FormatType, type GeneratedResumeContent } from '@careerforge/contract';
import { closeDocumentWorkers, extractDocument } from '../src/lib/documents';
import { renderResume } from '../src/lib/rendering';
import { EXAMPLE_RESUME } from '../src/lib/rendering/example-resume';

afterAll(() => closeDocumentWorkers());

const WITH_SECTIONS: GeneratedResumeContent = {
  ...EXAMPLE_RESUME,
  projects: [
    {
      name: 'Clickstream pipeline',
      role: 'Lead',
      url: 'https://github.com/lucja/clickstream',
      start_date: '2021-05',
      end_date: null,
      description: 'Streaming events into the warehouse.',
      highlights: ['Cut reporting lag from a day to 5 minutes'],
    },
  ],
  certifications: [{ name: 'Certified Kubernetes Administrator', issuer: 'CNCF', date: '2022-09', url: null }],
  languages: [{ name: 'Polish', proficiency: 'Native' }],
  awards: [{ title: 'Data Engineering Award', issuer: 'Northwind', date: '2023', description: 'For the streaming platform.' }],
};

/** What a reader sees: extracted from pdf and docx, markup stripped from the others. */
async function readableText(format: FormatType, resume: GeneratedResumeContent, templateId: string | null = null): Promise<string> {
  const { bytes } = await renderResume(resume, { format, style: 'default', templateId });
  if (format === 'pdf' || format === 'docx') {
    return (await extractDocument({ bytes, filename: `resume.${format}` })).lines.map((line) => line.text).join('\n');
  }
  return bytes.toString('utf8').replace(/<[^>]+>/g, '\n');
}

const PRINTED = [
  /projects/i,
  'Clickstream pipeline',
  'Lead',
  'May 2021',
  'Cut reporting lag from a day to 5 minutes',
  'github.com/lucja/clickstream',
  /certifications/i,
  'Certified Kubernetes Administrator',
  'CNCF',
  'Sep 2022',
  /languages/i,
  'Polish',
  'Native',
  /awards/i,
  'Data Engineering Award',
  'For the streaming platform.',
];

describe('projects, certifications, languages and awards in every format', () => {
  it.each(FORMAT_TYPES)('%s prints each of them after the template’s sections', async (format) => {
    for (const templateId of format === 'pdf' || format === 'docx' ? [null, 'modern', 'sidebar'] : [null]) {
      const text = await readableText(format, WITH_SECTIONS, templateId);
      for (const expected of PRINTED) expect(text).toMatch(expected);
      // After the template's own sections: the skills come before the projects.
      expect(text.search(/^\W*skills\W*$/im)).toBeLessThan(text.search(/^\W*projects\W*$/im));
    }
  });

  it('follows the resume’s order and leaves out a hidden one', async () => {
    const text = await readableText('text', { ...WITH_SECTIONS, section_order: ['awards', 'summary'], hidden_sections: ['languages'] });
    expect(text.search(/^AWARDS$/m)).toBeLessThan(text.search(/^SUMMARY$/m));
    expect(text).not.toMatch(/^LANGUAGES$/m);
    expect(text).not.toContain('Polish');
  });

  it('prints none of them for a resume without them', async () => {
    const text = await readableText('markdown', EXAMPLE_RESUME);
    expect(text).not.toMatch(/projects|certifications|languages|awards/i);
  });
});
