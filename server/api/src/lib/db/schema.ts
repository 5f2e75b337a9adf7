import type { Generated } from 'kysely';

/**
 * The tables as the queries see them. Timestamps are ISO-8601 UTC text written by the API, so
 * both engines store, compare and sort them the same way.
 */
export interface Database {
  users: UsersTable;
  skills: SkillsTable;
  career_history: CareerHistoryTable;
  education: EducationTable;
  jobs: JobsTable;
  job_applications: JobApplicationsTable;
  application_stages: ApplicationStagesTable;
  resumes: ResumesTable;
  generated_resumes: GeneratedResumesTable;
  formatted_resumes: FormattedResumesTable;
  cover_letters: CoverLettersTable;
  projects: ProjectsTable;
  certifications: CertificationsTable;
  languages: LanguagesTable;
  awards: AwardsTable;
}

/** The app's own profile of a signed-in user, keyed by the user id derived from the token's `sub`. */
export interface UsersTable {
  user_id: string;
  username: string;
  full_name: string | null;
  email: string | null;
  phone_number: string | null;
  /** The uploaded avatar's blob key, null until one is uploaded. */
  avatar_key: string | null;
  avatar_content_type: string | null;
  /** The resume details: shown in a resume's header (headline, location, links) or as its summary; null until given. */
  headline: string | null;
  location: string | null;
  summary: string | null;
  /** A JSON array of `{ label, url }`; null when the user has none. */
  links: string | null;
  /** 'letter' or 'a4'; null: US Letter. */
  page_size: string | null;
  created_at: string;
  updated_at: string;
}

export interface SkillsTable {
  id: Generated<number>;
  user_id: string;
  skill: string;
  /** The skill folded for comparison; unique per user, so duplicates differing only in case are refused. */
  skill_key: string;
  created_at: string;
  updated_at: string;
}

/** Calendar dates ('yyyy-mm-dd' text) sort and compare correctly as strings on both engines. */
export interface CareerHistoryTable {
  id: Generated<number>;
  user_id: string;
  position: string;
  company: string;
  start_date: string;
  /** Null while the job is current. */
  end_date: string | null;
  description: string;
  /** A JSON array of strings, one achievement each: the same column type on both engines. */
  accomplishments: string;
  created_at: string;
  updated_at: string;
}

export interface EducationTable {
  id: Generated<number>;
  user_id: string;
  degree: string;
  institution: string;
  start_date: string;
  end_date: string | null;
  gpa: number | null;
  created_at: string;
  updated_at: string;
}

/** A job description, typed into the form or pasted whole. */
export interface JobsTable {
  id: Generated<number>;
  user_id: string;
  job_title: string | null;
  company: string | null;
  /** The description shown and used for generation. */
  text: string;
  /** A pasted posting exactly as pasted (trimmed); null for the structured form. */
  raw_text: string | null;
  submitted_at: string;
  updated_at: string;
}

/** An application: a job and the formatted resume sent for it. Jobs only reads whether one exists. */
export interface JobApplicationsTable {
  id: Generated<number>;
  user_id: string;
  job_id: number;
  /** The formatted resume's id; kept after that file is deleted. */
  resume_id: number | null;
  /** The formatted resume's label when applying. */
  resume_label: string | null;
  status: Generated<string>;
  applied_at: string;
  /** yyyy-mm-dd; null when none is planned. */
  next_step_date: string | null;
  notes: string | null;
  /** A JSON array of { name, role, email }; null when none. */
  contacts: string | null;
  posting_url: string | null;
}

/** The day an application reached a stage; one row per stage, in the order reached (by id). */
export interface ApplicationStagesTable {
  id: Generated<number>;
  application_id: number;
  stage: string;
  reached_on: string;
}

/** An uploaded file (its bytes in the blob store) or pasted text (no blob). */
export interface ResumesTable {
  id: Generated<number>;
  user_id: string;
  /** The name the user's file had, shown to them; never used as a storage path. */
  filename: string;
  /** Null for pasted text. */
  blob_key: string | null;
  content_type: string;
  size_bytes: number;
  /** 1 for pasted text, 0 for an uploaded file. */
  freeform: number;
  raw_text: string;
  /** The parser's result (a ParsedResume) as JSON. */
  parsed_json: string;
  /** SHA-256 (hex) of the uploaded bytes or pasted text; null for resumes stored before it was kept. */
  content_hash: string | null;
  created_at: string;
}

/**
 * A resume generated for one job, and the generation job that makes it: 'processing' until a
 * worker completes it or gives up ('failed'). A worker holds the job while `lease_expires_at` is in
 * the future; only the holder of `lease_token` may complete it.
 */
export interface GeneratedResumesTable {
  id: Generated<number>;
  user_id: string;
  /** Null once the job description is deleted. */
  job_id: number | null;
  /** The chosen career records' ids, a JSON array. */
  history_ids: string;
  status: 'processing' | 'completed' | 'failed';
  /** The GeneratedResumeContent as JSON, once completed. */
  content_json: string | null;
  /** The MatchReport as JSON, once completed. */
  match_report_json: string | null;
  /** Which engine wrote it: 'local' or 'llm'. */
  engine: string | null;
  error: string | null;
  attempts: Generated<number>;
  lease_token: string | null;
  lease_expires_at: string | null;
  /** The W3C traceparent of the request that queued the job; null when it was not traced. */
  trace_parent: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  /** When the user last edited `content_json`; null while it is as generated. */
  edited_at: string | null;
  /** The content's name as listed, folded for searching (any case, any script); null while processing. */
  name: string | null;
}

/** A cover letter, which is also its own job (lease columns as in generated_resumes). */
export interface CoverLettersTable {
  id: Generated<number>;
  user_id: string;
  /** Null once the job description is deleted. */
  job_id: number | null;
  /** The generated resume it is written from; null once that is deleted. */
  resume_id: number | null;
  status: 'processing' | 'completed' | 'failed';
  /** The CoverLetterContent as JSON, once completed. */
  content_json: string | null;
  /** Which engine wrote it: 'local' or 'llm'. */
  engine: string | null;
  error: string | null;
  attempts: Generated<number>;
  lease_token: string | null;
  lease_expires_at: string | null;
  /** The W3C traceparent of the request that queued the job; null when it was not traced. */
  trace_parent: string | null;
  created_at: string;
  updated_at: string;
}

/** A generated resume rendered in one format, style and template; its bytes are in the blob store. */
export interface FormattedResumesTable {
  id: Generated<number>;
  user_id: string;
  resume_id: number;
  format_type: string;
  style_id: string;
  template_id: string | null;
  label: string;
  blob_key: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
}

/** The optional profile sections. Dates are text at the user's precision ('2021', '2021-05', '2021-05-04'). */
export interface ProjectsTable {
  id: Generated<number>;
  user_id: string;
  name: string;
  role: string | null;
  url: string | null;
  start_date: string | null;
  end_date: string | null;
  description: string | null;
  /** A JSON array of strings, one highlight each. */
  highlights: string;
  created_at: string;
  updated_at: string;
}

export interface CertificationsTable {
  id: Generated<number>;
  user_id: string;
  name: string;
  issuer: string | null;
  date: string | null;
  url: string | null;
  created_at: string;
  updated_at: string;
}

export interface LanguagesTable {
  id: Generated<number>;
  user_id: string;
  name: string;
  /** One of the contract's LANGUAGE_PROFICIENCIES, or null when not stated. */
  proficiency: string | null;
  created_at: string;
  updated_at: string;
}

export interface AwardsTable {
  id: Generated<number>;
  user_id: string;
  title: string;
  issuer: string | null;
  date: string | null;
  description: string | null;
  created_at: string;
  updated_at: string;
}
