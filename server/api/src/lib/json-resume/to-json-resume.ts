import {
  JSON_RESUME_SCHEMA_URL,
  type AppProfile,
  type CareerRecord,
  type EducationRecord,
  type GeneratedResumeContent,
  type JsonResume,
  type ProfileLink,
} from '@careerforge/contract';
import { partialDate } from './dates';
import { splitDegree } from './degree';
import { locationParts } from './location';

/** What a JSON Resume is written from: a generated resume or the profile, in one shape. */
interface ResumeFacts {
  name: string | null;
  headline: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  links: ProfileLink[];
  summary: string | null;
  career: { company: string; position: string; startDate: string | null; endDate: string | null; description: string; accomplishments: string[] }[];
  education: { degree: string; institution: string; startDate: string | null; endDate: string | null; gpa: number | null }[];
  skills: string[];
}

/** A date as stored, at the precision it has ('2020', '2020-03' or '2020-03-01'); left out when there is none. */
function dateOf(value: string | null): string | undefined {
  return partialDate(value) ?? undefined;
}

/** Leaves out what is empty: JSON Resume fields are optional, and an empty email or URL is invalid. */
function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function jsonResumeOf(facts: ResumeFacts): JsonResume {
  const location = facts.location ? locationParts(facts.location) : {};
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: {
      name: text(facts.name),
      label: text(facts.headline),
      email: text(facts.email),
      phone: text(facts.phone),
      summary: text(facts.summary),
      ...(Object.keys(location).length > 0 ? { location } : {}),
      profiles: facts.links.map(({ label, url }) => ({ network: label, url })),
    },
    work: facts.career.map((entry) => ({
      name: entry.company,
      position: entry.position,
      startDate: dateOf(entry.startDate),
      endDate: dateOf(entry.endDate),
      summary: text(entry.description),
      highlights: entry.accomplishments,
    })),
    education: facts.education.map((entry) => ({
      institution: entry.institution,
      ...splitDegree(entry.degree),
      startDate: dateOf(entry.startDate),
      endDate: dateOf(entry.endDate),
      score: entry.gpa === null ? undefined : String(entry.gpa),
    })),
    skills: facts.skills.map((name) => ({ name })),
  };
}

/** A generated resume as JSON Resume; the sections the user hid are left out, as on the page. */
export function toJsonResume(resume: GeneratedResumeContent): JsonResume {
  const hidden = new Set(resume.hidden_sections ?? []);
  return jsonResumeOf({
    name: resume.name,
    headline: resume.headline ?? null,
    email: resume.email,
    phone: resume.phone,
    location: resume.location ?? null,
    links: resume.links ?? [],
    summary: hidden.has('summary') ? null : (resume.summary ?? null),
    career: hidden.has('experience')
      ? []
      : resume.career.map((entry) => ({ ...entry, startDate: entry.start_date, endDate: entry.end_date })),
    education: hidden.has('education')
      ? []
      : resume.education.map((entry) => ({ ...entry, startDate: entry.start_date, endDate: entry.end_date })),
    skills: hidden.has('skills') ? [] : resume.skills,
  });
}

/** The whole profile as JSON Resume: the details, then every career, education and skill record. */
export function profileToJsonResume(profile: AppProfile, career: CareerRecord[], education: EducationRecord[], skills: string[]): JsonResume {
  return jsonResumeOf({
    name: profile.full_name,
    headline: profile.headline ?? null,
    email: profile.email,
    phone: profile.phone_number,
    location: profile.location ?? null,
    links: profile.links ?? [],
    summary: profile.summary ?? null,
    career,
    education,
    skills,
  });
}
