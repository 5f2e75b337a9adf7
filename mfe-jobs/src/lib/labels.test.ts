import type { Application, FormattedResume, GeneratedResumeRecord } from '@careerforge/contract';
import { buildJob } from '../test/jobs';
import { formatDate, formatDateTime } from '@careerforge/shared';
import { listedGeneratedResume } from '@careerforge/shared/lists/testing';
import {
  adviceJobLabel,
  applicationJobLabel,
  applicationResumeLabel,
  formattedResumeLabel,
  generatedResumeLabel,
} from './labels';

const CREATED_AT = '2024-05-01T12:00:00.000Z';

function generatedResume(fields: Partial<GeneratedResumeRecord> & { name?: string }): GeneratedResumeRecord {
  const { name = 'Ada Lovelace', ...record } = fields;
  return {
    id: 1,
    created_at: CREATED_AT,
    job_id: 7,
    job_title: null,
    company: null,
    generated_resume: { name, email: null, phone: null, skills: [], education: [], career: [] },
    match_report: { score: 50, covered: [], missing: [], seniority: null },
    ...record,
  };
}

function application(fields: Partial<Application>): Application {
  return {
    id: 1,
    applied_at: CREATED_AT,
    job_id: 7,
    jobSummary: 'Data Engineer',
    companyName: 'Globex',
    resumeId: 3,
    resume_id: 3,
    resumeLabel: 'Label when applying',
    resumeCurrentLabel: null,
    status: 'Applied',
    stage_history: [],
    next_step_date: null,
    notes: '',
    contacts: [],
    posting_url: null,
    ...fields,
  };
}

const formatted: FormattedResume = { id: 3, label: 'Data Engineer at Globex — PDF', created_at: CREATED_AT, resume_id: 1, format_type: 'pdf' };

describe('job labels', () => {
  it("reads 'title @ company' for advice and 'title — company' for applications, with the history's fallbacks", () => {
    const job = buildJob({ jobId: 7, job_title: 'Data Engineer', company: 'Globex' });
    expect(adviceJobLabel(job)).toBe('Data Engineer @ Globex');
    expect(applicationJobLabel(job)).toBe('Data Engineer — Globex');
    const bare = buildJob({ jobId: 8, job_title: null, company: null });
    expect(adviceJobLabel(bare)).toBe('Untitled Position @ Unknown Company');
    expect(applicationJobLabel(bare)).toBe('Untitled Position — Unknown Company');
  });
});

describe('generatedResumeLabel', () => {
  const date = formatDate(CREATED_AT);

  it("reads 'name — job — date', else 'Job {id}' without the job's title", () => {
    expect(generatedResumeLabel(listedGeneratedResume(generatedResume({ job_title: 'Data Engineer' })))).toBe(`Ada Lovelace — Data Engineer — ${date}`);
    expect(generatedResumeLabel(listedGeneratedResume(generatedResume({})))).toBe(`Ada Lovelace — Job 7 — ${date}`);
  });

  it("reads 'Unknown job' when the job was deleted, and 'Unnamed' without a name", () => {
    expect(generatedResumeLabel(listedGeneratedResume(generatedResume({ job_id: null, name: '  ' })))).toBe(`Unnamed — Unknown job — ${date}`);
  });
});

describe('formattedResumeLabel', () => {
  it("reads 'label — date and time'", () => {
    expect(formattedResumeLabel(formatted)).toBe(`Data Engineer at Globex — PDF — ${formatDateTime(CREATED_AT)}`);
  });
});

describe('applicationResumeLabel', () => {
  it("is the formatted resume's current label", () => {
    expect(applicationResumeLabel(application({ resumeCurrentLabel: 'Data Engineer at Globex — PDF' }))).toBe('Data Engineer at Globex — PDF');
  });

  it("falls back to the application's resume label, then to its resume id", () => {
    expect(applicationResumeLabel(application({}))).toBe('Label when applying');
    expect(applicationResumeLabel(application({ resumeLabel: null }))).toBe('3');
    expect(applicationResumeLabel(application({ resumeLabel: null, resumeId: null }))).toBe('3');
  });
});
