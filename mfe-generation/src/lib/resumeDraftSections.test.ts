import { buildResumeContent } from '../test/fakeGenerationServer';
import { draftFromContent, shownSectionOrder } from './resumeDraft';

describe('the sections the editor offers', () => {
  it('are the four core ones for a resume without projects, certifications, languages or awards', () => {
    expect(shownSectionOrder(draftFromContent(buildResumeContent()))).toEqual(['summary', 'experience', 'education', 'skills']);
  });

  it('include an optional section the resume has entries in, in the resume’s order when it has one', () => {
    const content = buildResumeContent({
      projects: [{ name: 'Churn model', role: null, url: null, start_date: null, end_date: null, description: null, highlights: [] }],
      languages: [{ name: 'Polish', proficiency: 'Native' }],
    });
    expect(shownSectionOrder(draftFromContent(content))).toEqual(['summary', 'experience', 'education', 'skills', 'projects', 'languages']);
    expect(shownSectionOrder(draftFromContent({ ...content, section_order: ['languages', 'summary'] }))).toEqual([
      'languages',
      'summary',
      'experience',
      'education',
      'skills',
      'projects',
    ]);
  });
});
