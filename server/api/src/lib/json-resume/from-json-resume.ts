import { jsonResumeSchema } from '@careerforge/contract';
import type { ParsedResume } from '../resume-parser';
import { partialDate } from './dates';
import { joinDegree } from './degree';
import { locationLine } from './location';

/** A score that is a grade ('3.8', '3.8/4.0'); words ('First Class') are not a GPA. */
function gpaOf(score: string | undefined): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*\d+(?:\.\d+)?)?\s*$/.exec(score ?? '');
  return match ? Number(match[1]) : null;
}

const SECTIONS = ['basics', 'work', 'education', 'skills'] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A JSON Resume document read into what the text parser produces, so it is saved and offered the
 * same way. Null when it is not a JSON Resume: not an object, none of its main sections, or a
 * section of the wrong shape or beyond the limits.
 */
export function fromJsonResume(json: unknown): ParsedResume | null {
  if (!isPlainObject(json) || !SECTIONS.some((section) => section in json)) return null;
  const checked = jsonResumeSchema.safeParse(json);
  if (!checked.success) return null;
  const { basics = {}, work = [], education = [], skills = [] } = checked.data;

  const links = [basics.url, ...(basics.profiles ?? []).map((profile) => profile.url)].filter((url): url is string => Boolean(url?.trim()));
  const location = basics.location && locationLine(basics.location);
  const skillNames = new Map<string, string>();
  for (const skill of skills) {
    for (const name of [skill.name, ...(skill.keywords ?? [])]) {
      const trimmed = name?.trim();
      if (trimmed && !skillNames.has(trimmed.toLowerCase())) skillNames.set(trimmed.toLowerCase(), trimmed);
    }
  }
  return {
    contact: {
      name: basics.name?.trim() || null,
      email: basics.email?.trim() || null,
      phone: basics.phone?.trim() || null,
      links: [...new Set(links.map((url) => url.trim()))],
      ...(basics.label?.trim() ? { headline: basics.label.trim() } : {}),
      ...(location ? { location } : {}),
    },
    ...(basics.summary?.trim() ? { summary: basics.summary.trim() } : {}),
    skills: [...skillNames.values()],
    education: education.map((entry) => ({
      degree: joinDegree(entry.studyType ?? '', entry.area ?? ''),
      institution: entry.institution?.trim() ?? '',
      startDate: partialDate(entry.startDate),
      endDate: partialDate(entry.endDate),
      gpa: gpaOf(entry.score),
    })),
    career: work.map((entry) => ({
      position: entry.position?.trim() ?? '',
      company: entry.name?.trim() ?? '',
      startDate: partialDate(entry.startDate),
      endDate: partialDate(entry.endDate),
      description: entry.summary?.trim() ?? '',
      accomplishments: entry.highlights ?? [],
    })),
  };
}

/** The bytes of an uploaded file read as a JSON Resume; null when they are not JSON or not a JSON Resume. */
export function readJsonResumeFile(bytes: Buffer): ParsedResume | null {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
  return fromJsonResume(json);
}
