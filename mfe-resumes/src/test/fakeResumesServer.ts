import {
  deleteResume,
  getResume,
  getUserInfo,
  importResumeEntries,
  listResumes,
  parseResumeText,
  updateResumeText,
  updateUser,
  updateUserBodySchema,
  uploadResume,
  type AppProfile,
  type Resume,
  type ResumeCandidates,
  type ResumeDetails,
  type ResumeImportSummary,
  type ResumeListItem,
} from '@careerforge/contract';
import { FakeApiServer, type FakeReply, type FakeRequest } from '@careerforge/shared/testing';
import { fakeListReply } from '@careerforge/shared/lists/testing';
import type { z } from 'zod';

/** What every parse finds in these tests: a new and a known career entry, one education entry, two skills. */
export const CANDIDATES: ResumeCandidates = {
  career: [
    { candidate_id: 'career-0', duplicate_of: null, position: 'Analyst', company: 'Babbage & Co.', startDate: '2019-03', endDate: null, description: '', accomplishments: ['Wrote the first program'] },
    { candidate_id: 'career-1', duplicate_of: 7, position: 'Translator', company: 'Menabrea', startDate: '2012', endDate: '2013', description: 'Notes.', accomplishments: [] },
  ],
  education: [{ candidate_id: 'education-0', duplicate_of: null, degree: 'BA Mathematics', institution: 'London', startDate: '2010', endDate: '2013', gpa: null }],
  skills: [
    { candidate_id: 'skill-0', duplicate_of: null, skill: 'Mathematics' },
    { candidate_id: 'skill-1', duplicate_of: null, skill: 'Poetry' },
  ],
};

/** The name the API stores pasted text under. */
export const PASTED_FILENAME = 'Pasted resume';

/** A stored resume shaped like the API's, with plain defaults; tests name only the fields they look at. */
export function buildResume(overrides: Partial<Resume> & Pick<Resume, 'id'>): Resume {
  const freeform = overrides.freeform ?? false;
  return {
    filename: freeform ? PASTED_FILENAME : `resume-${overrides.id}.pdf`,
    // A signed link to the file on the API; pasted text has none.
    file_url: freeform ? null : `http://localhost:3100/api/resumes/file/signed-${overrides.id}`,
    file_path: `resumes/${overrides.id}`,
    freeform,
    raw_text: 'Ada Lovelace\nAnalyst at Babbage & Co.',
    ...overrides,
  };
}

/** A resume as a page of the list carries it: without its text, with its kind, size and upload time. */
function listItemOf({ raw_text, ...resume }: Resume): ResumeListItem {
  return {
    ...resume,
    content_type: resume.freeform ? 'text/plain; charset=utf-8' : 'application/pdf',
    size_bytes: new TextEncoder().encode(raw_text).length,
    created_at: '2026-11-02T09:30:00.000Z',
  };
}

/**
 * The API's answer to the resume list for `resumes` (newest first): the whole resumes as a bare
 * array without `limit`, else one page of list items.
 */
export function resumeListReply(resumes: Resume[], request: Pick<FakeRequest, 'query'>): FakeReply {
  return request.query.limit === undefined ? { status: 200, body: resumes } : fakeListReply(resumes.map(listItemOf), request, { key: 'resumes' });
}

/** The signed-in test user's profile as the API answers it, with nothing but the account filled in. */
export function buildProfile(overrides: Partial<AppProfile> = {}): AppProfile {
  return {
    username: 'ada',
    full_name: null,
    email: 'ada@example.com',
    phone_number: null,
    avatar_url: null,
    headline: null,
    location: null,
    links: [],
    summary: null,
    ...overrides,
  };
}

/**
 * The resumes API, keeping the caller's resumes in memory (`resumes`, newest first, which tests may
 * change), and the profile calls the 'Use these details?' panel makes. The list answers one page
 * when the call sends `limit` (the screen), the whole list as a bare array otherwise.
 */
export class FakeResumesServer extends FakeApiServer {
  resumes: Resume[];
  profile: AppProfile = buildProfile();
  /** What every parse finds about the person (none unless a test sets it). */
  details: ResumeDetails = {};
  /** What every upload or paste finds to review. */
  candidates: ResumeCandidates = CANDIDATES;
  /** Answer uploads and pastes as content stored before. */
  alreadyUploaded = false;
  /** Every import received. */
  readonly imports: { resumeId: number; body: z.output<typeof importResumeEntries.body> }[] = [];
  /** Every profile edit received, as the API's schema read it. */
  readonly profileEdits: z.output<typeof updateUserBodySchema>[] = [];
  private nextId: number;

  constructor(resumes: Resume[] = []) {
    super();
    this.resumes = resumes;
    this.nextId = Math.max(0, ...resumes.map(({ id }) => id)) + 1;

    this.on(listResumes, (request) => resumeListReply(this.resumes, request));

    this.on(getResume, ({ params }) => {
      const resume = this.resumes.find(({ id }) => id === params.id);
      return resume ? { status: 200, body: resume } : { status: 404, body: { error: 'Resume not found.' } };
    });

    this.on(getUserInfo, () => ({ status: 200, body: this.profile }));

    this.on(updateUser, ({ body }) => {
      const { user_id, ...fields } = body;
      if (user_id !== 'ada') return { status: 404, body: { error: 'User not found.' } };
      this.profileEdits.push(body);
      // As the API does, a field the edit leaves out keeps its value.
      const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      this.profile = { ...this.profile, ...given };
      return { status: 200, body: this.profile };
    });

    this.on(uploadResume, ({ body }) => {
      const file = body instanceof FormData ? body.get('file') : null;
      if (!(file instanceof File)) return { status: 400, body: { error: 'No file was uploaded.' } };
      const resume = this.add({ filename: file.name, freeform: false, raw_text: 'Extracted text' });
      return { status: 201, body: this.answerFor(resume) };
    });

    this.on(parseResumeText, ({ body }) => {
      const resume = this.add({ filename: PASTED_FILENAME, freeform: true, raw_text: body.text });
      return { status: 201, body: this.answerFor(resume) };
    });

    this.on(updateResumeText, ({ params, body }) => {
      const resume = this.resumes.find(({ id }) => id === params.id);
      if (!resume) return { status: 404, body: { error: 'Resume not found.' } };
      resume.raw_text = body.text;
      return { status: 200, body: { ...this.answerFor(resume), already_uploaded: false } };
    });

    this.on(importResumeEntries, ({ params, body }) => {
      this.imports.push({ resumeId: params.id, body });
      return {
        status: 200,
        body: { success: true, imported: { career_added: body.career.length, education_added: body.education.length, skills_added: body.skills.length } },
      };
    });

    this.on(deleteResume, ({ body }) => {
      const remaining = this.resumes.filter(({ id }) => id !== body.resume_id);
      if (remaining.length === this.resumes.length) return { status: 404, body: { error: 'Resume not found.' } };
      this.resumes = remaining;
      return { status: 200, body: { success: true } };
    });
  }

  private answerFor(resume: Resume) {
    const imported: ResumeImportSummary = { career_added: 0, education_added: 0, skills_added: 0 };
    return { success: true as const, resume, imported, details: this.details, candidates: this.candidates, already_uploaded: this.alreadyUploaded };
  }

  private add(fields: Pick<Resume, 'filename' | 'freeform' | 'raw_text'>): Resume {
    const resume = buildResume({ id: this.nextId++, ...fields });
    this.resumes.unshift(resume);
    return resume;
  }
}
