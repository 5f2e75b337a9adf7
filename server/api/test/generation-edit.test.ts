import type { GeneratedResumeContent, GeneratedResumeRecord } from '@careerforge/contract';
import { timestamp } from '../src/lib/db';
import { startTestApi, type TestApi, type TestUser } from './support/api';
import { generateCompleted, seedCareerData, type SeededData } from './support/career-data';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|generation-edit-user-${++userCount}`);

async function userWithResume() {
  const user = await newUser();
  const seeded = await seedCareerData(user);
  const resumeId = await generateCompleted(user, seeded);
  return { user, seeded, resumeId, resume: await listed(user, resumeId) };
}

async function listed(user: TestUser, id: number): Promise<GeneratedResumeRecord> {
  const response = await user.request('GET', '/api/resumes/generated/');
  expect(response.statusCode).toBe(200);
  const found = response.json<{ generated_resume: GeneratedResumeRecord[] }>().generated_resume.find((resume) => resume.id === id);
  if (!found) throw new Error(`Resume ${id} is not listed`);
  return found;
}

const edit = (user: TestUser, id: number, generated_resume: unknown) => user.request('PUT', `/api/resumes/generated/${id}/`, { generated_resume });

/** The content as the editor sends it back: the fields of the edit schema only. */
function editable(content: GeneratedResumeContent): Record<string, unknown> {
  return {
    name: content.name,
    email: content.email,
    phone: content.phone,
    headline: content.headline ?? null,
    location: content.location ?? null,
    links: content.links ?? [],
    summary: content.summary ?? null,
    career: content.career.map((career) => ({
      position: career.position,
      company: career.company,
      start_date: career.start_date,
      end_date: career.end_date,
      description: career.description,
      accomplishments: career.accomplishments,
    })),
    education: content.education,
    skills: content.skills,
    section_order: content.section_order ?? null,
    hidden_sections: content.hidden_sections ?? [],
  };
}

describe('PUT /api/resumes/generated/:id/', () => {
  it('stores the edit, answers the updated record, and keeps the match report as generated', async () => {
    const { user, resumeId, resume } = await userWithResume();
    expect(resume.edited_at ?? null).toBeNull();
    const content = editable(resume.generated_resume);
    const [first] = resume.generated_resume.career;
    const changed = {
      ...content,
      name: 'Łucja N. Núñez',
      headline: 'Streaming data engineer',
      links: [{ label: 'GitHub', url: 'https://github.com/lucja' }],
      summary: 'Engineer of pipelines, in my own words.',
      career: [
        {
          ...(content.career as object[])[0],
          accomplishments: ['Wrote a bullet of my own', first!.accomplishments[0]],
          hidden_accomplishments: first!.accomplishments.slice(1),
          pinned_accomplishments: [first!.accomplishments[0]],
        },
        ...(content.career as object[]).slice(1),
      ],
      section_order: ['skills', 'experience', 'summary', 'education'],
      hidden_sections: ['education'],
    };

    const response = await edit(user, resumeId, changed);

    expect(response.statusCode).toBe(200);
    const updated = response.json<GeneratedResumeRecord>();
    expect(updated.id).toBe(resumeId);
    expect(updated.edited_at).toEqual(expect.any(String));
    expect(updated.match_report).toEqual(resume.match_report);
    expect(updated.generated_resume).toMatchObject({
      name: 'Łucja N. Núñez',
      headline: 'Streaming data engineer',
      links: [{ label: 'GitHub', url: 'https://github.com/lucja' }],
      summary: 'Engineer of pipelines, in my own words.',
      section_order: ['skills', 'experience', 'summary', 'education'],
      hidden_sections: ['education'],
    });
    // The pinned bullet comes first, whatever order it was sent in.
    expect(updated.generated_resume.career[0]).toMatchObject({
      accomplishments: [first!.accomplishments[0], 'Wrote a bullet of my own'],
      hidden_accomplishments: first!.accomplishments.slice(1),
      pinned_accomplishments: [first!.accomplishments[0]],
    });
    expect(await listed(user, resumeId)).toEqual(updated);
  });

  it('formats, previews and downloads the edited content, without the hidden bullets', async () => {
    const { user, resumeId, resume } = await userWithResume();
    const content = editable(resume.generated_resume);
    const [first, ...rest] = content.career as { accomplishments: string[] }[];
    const hidden = first!.accomplishments[1]!;
    const changed = {
      ...content,
      career: [
        { ...first, accomplishments: ['Rewrote the ingestion service in my own words'], hidden_accomplishments: [hidden] },
        ...rest,
      ],
    };
    expect((await edit(user, resumeId, changed)).statusCode).toBe(200);

    const preview = await user.request('POST', '/api/resumes/preview/', { resumeId, formatType: 'text' });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Rewrote the ingestion service in my own words');
    expect(preview.body).not.toContain(hidden);

    const formatted = await user.request('POST', '/api/resumes/format/', { resumeId, formatType: 'text' });
    expect(formatted.statusCode).toBe(201);
    const download = await user.request('GET', `/api/resumes/download/${formatted.json().formattedResumeId}/`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('Rewrote the ingestion service in my own words');
    expect(download.body).not.toContain(hidden);
  });

  it.each<[string, (content: Record<string, unknown>) => Record<string, unknown>, RegExp]>([
    ['an empty name', (content) => ({ ...content, name: ' ' }), /^generated_resume\.name: Name is required\.$/],
    ['a long name', (content) => ({ ...content, name: 'N'.repeat(201) }), /^generated_resume\.name: Name must be at most 200 characters\.$/],
    ['a long headline', (content) => ({ ...content, headline: 'H'.repeat(121) }), /^generated_resume\.headline: Headline must be at most 120 characters\.$/],
    ['a long summary', (content) => ({ ...content, summary: 'S'.repeat(1501) }), /^generated_resume\.summary: Summary must be at most 1500 characters\.$/],
    [
      'a link without a label',
      (content) => ({ ...content, links: [{ label: '', url: 'https://example.com' }] }),
      /^generated_resume\.links\.0\.label: Each link needs a label\.$/,
    ],
    [
      'a link that is not a web address',
      (content) => ({ ...content, links: [{ label: 'Site', url: 'javascript:alert(1)' }] }),
      /^generated_resume\.links\.0\.url: A link must be a web address starting with http:\/\/ or https:\/\/\.$/,
    ],
    ['51 positions', (content) => ({ ...content, career: Array(51).fill(careerOf(content)) }), /^generated_resume\.career: At most 50 positions\.$/],
    [
      '31 bullets in a position',
      (content) => ({ ...content, career: [{ ...careerOf(content), accomplishments: Array(31).fill('A bullet') }] }),
      /^generated_resume\.career\.0\.accomplishments: At most 30 bullets per position\.$/,
    ],
    [
      'a long bullet',
      (content) => ({ ...content, career: [{ ...careerOf(content), accomplishments: ['B'.repeat(601)] }] }),
      /^generated_resume\.career\.0\.accomplishments\.0: Each bullet must be at most 600 characters\.$/,
    ],
    [
      'a pinned bullet that is not shown',
      (content) => ({ ...content, career: [{ ...careerOf(content), pinned_accomplishments: ['Not among the bullets'] }] }),
      /^generated_resume\.career\.0\.pinned_accomplishments: A pinned bullet must be one of the shown bullets\.$/,
    ],
    [
      'an empty position title',
      (content) => ({ ...content, career: [{ ...careerOf(content), position: '' }] }),
      /^generated_resume\.career\.0\.position: Position is required\.$/,
    ],
    [
      'a start date that is not a date',
      (content) => ({ ...content, career: [{ ...careerOf(content), start_date: 'last spring' }] }),
      /^generated_resume\.career\.0\.start_date: Start date must be /,
    ],
    ['101 skills', (content) => ({ ...content, skills: Array(101).fill('SQL') }), /^generated_resume\.skills: At most 100 skills\.$/],
    ['a long skill', (content) => ({ ...content, skills: ['K'.repeat(101)] }), /^generated_resume\.skills\.0: Each skill must be at most 100 characters\.$/],
    [
      'a section twice in the order',
      (content) => ({ ...content, section_order: ['skills', 'skills'] }),
      /^generated_resume\.section_order: Section order must name each section at most once\.$/,
    ],
    [
      'an unknown hidden section',
      (content) => ({ ...content, hidden_sections: ['hobbies'] }),
      /^generated_resume\.hidden_sections\.0: Hidden sections may name only summary, experience, education, skills, projects, certifications, languages, awards\.$/,
    ],
    [
      'a GPA out of range',
      (content) => ({ ...content, education: [{ ...(content.education as object[])[0], gpa: 11 }] }),
      /^generated_resume\.education\.0\.gpa: GPA must be a number from 0 to 10\.$/,
    ],
    ['an unknown field', (content) => ({ ...content, hobbies: ['chess'] }), /^Unknown field in generated_resume: hobbies\.$/],
  ])('refuses %s with a message naming the field, and keeps the resume as it was', async (_case, change, message) => {
    const { user, resumeId, resume } = await sharedResume();
    const response = await edit(user, resumeId, change(editable(resume.generated_resume)));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect((await listed(user, resumeId)).generated_resume).toEqual(resume.generated_resume);
  });

  it("answers 404 for another user's resume and a missing one, and leaves the owner's as it was", async () => {
    const { user, resumeId, resume } = await sharedResume();
    const stranger = await newUser();
    const theirs = await edit(stranger, resumeId, { ...editable(resume.generated_resume), name: 'Not mine' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'Resume not found.', request_id: expect.any(String) });
    const missing = await edit(user, 2_000_000_000, editable(resume.generated_resume));
    expect(missing.statusCode).toBe(404);
    expect((await listed(user, resumeId)).generated_resume.name).toBe(resume.generated_resume.name);
  });

  it.each(['processing', 'failed'] as const)('answers 409 for a %s resume: it is not ready to edit yet', async (status) => {
    const { user, seeded, resume } = await sharedResume();
    const id = await insertUnfinished(user, seeded, status);
    const response = await edit(user, id, editable(resume.generated_resume));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'This resume is not ready to edit yet.', request_id: expect.any(String) });
  });
});

function careerOf(content: Record<string, unknown>): object {
  return (content.career as object[])[0]!;
}

let shared: Awaited<ReturnType<typeof userWithResume>> | undefined;
/** One generated resume for the tests that only read it back unchanged. */
async function sharedResume() {
  shared ??= await userWithResume();
  return shared;
}

async function insertUnfinished(user: TestUser, seeded: SeededData, status: 'processing' | 'failed'): Promise<number> {
  const row = await api.database.db
    .insertInto('generated_resumes')
    .values({
      user_id: user.userId,
      job_id: seeded.jobId,
      history_ids: JSON.stringify(seeded.historyIds),
      status,
      error: status === 'failed' ? 'The engine gave up.' : null,
      // Held by a worker far into the future, so no worker of this API takes it.
      lease_token: status === 'processing' ? 'held-elsewhere' : null,
      lease_expires_at: status === 'processing' ? '9999-01-01T00:00:00.000Z' : null,
      created_at: timestamp(),
      updated_at: timestamp(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
