import {
  CAREER_LIMITS,
  datePrecision,
  EDUCATION_LIMITS,
  educationBodySchema,
  importedCareerRecordSchema,
  SKILL_MAX_LENGTH,
  type CareerRecord,
  type EducationRecord,
  type resumeImportBodySchema,
  type ResumeCandidates,
  type ResumeImportSummary,
  type Skill,
} from '@careerforge/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../lib/db';
import type { ParsedResume } from '../../lib/resume-parser';
import { addCareerRecord, getCareerHistory } from '../career/service';
import { addEducationRecord, getEducation } from '../education/service';
import { addSkill, getSkills } from '../skills/service';

/** The checked body of an import: what the user chose, as their lists take it. */
export type ChosenEntries = z.output<typeof resumeImportBodySchema>;

const clip = (text: string, max: number) => text.trim().slice(0, max);
const folded = (text: string | null) => (text ?? '').trim().toLowerCase();
const foldedKey = (...parts: (string | null)[]) => parts.map(folded).join('\u0000');

/**
 * The start month of a career entry, or its year when only the year is known: a year matches any
 * month of that year, since one resume may give '2019' where another gives 'Mar 2019'.
 */
function sameStart(a: string, b: string): boolean {
  if (datePrecision(a) === 'year' || datePrecision(b) === 'year') return a.slice(0, 4) === b.slice(0, 4);
  return a.slice(0, 7) === b.slice(0, 7);
}

function careerDuplicate(records: CareerRecord[], entry: { position: string; company: string; startDate: string }): number | null {
  const found = records.find(
    (record) =>
      foldedKey(record.position, record.company) === foldedKey(entry.position, entry.company) && sameStart(record.startDate, entry.startDate),
  );
  return found?.id ?? null;
}

function educationDuplicate(records: EducationRecord[], entry: { degree: string; institution: string }): number | null {
  return records.find((record) => foldedKey(record.degree, record.institution) === foldedKey(entry.degree, entry.institution))?.id ?? null;
}

function skillDuplicate(skills: Skill[], skill: string): number | null {
  return skills.find((existing) => folded(existing.skill) === folded(skill))?.id ?? null;
}

/**
 * What the parser found, as the user's lists would take it, each marked with the record it repeats.
 * Entries the lists cannot hold are left out: career history needs a start date; education needs
 * dates, so a single known date (usually the graduation) stands for both. The candidate ids are
 * the entries' places in the parsed resume, so a second reading of the same content gives the same.
 */
export async function candidatesOf(db: Kysely<Database>, userId: string, parsed: ParsedResume): Promise<ResumeCandidates> {
  const [career, education, skills] = await Promise.all([getCareerHistory(db, userId), getEducation(db, userId), getSkills(db, userId)]);
  const candidates: ResumeCandidates = { career: [], education: [], skills: [] };

  parsed.career.forEach((entry, index) => {
    const fields = importedCareerRecordSchema.safeParse({
      position: clip(entry.position, CAREER_LIMITS.position),
      company: clip(entry.company, CAREER_LIMITS.company),
      startDate: entry.startDate,
      endDate: entry.endDate,
      // A role listed without a description keeps an empty one rather than a copy of its title.
      description: clip(entry.description, CAREER_LIMITS.description),
      accomplishments: entry.accomplishments.slice(0, CAREER_LIMITS.accomplishments).map((item) => clip(item, CAREER_LIMITS.accomplishment)),
    });
    if (!fields.success) return;
    const { endDate = null, ...rest } = fields.data;
    candidates.career.push({ candidate_id: `career-${index}`, duplicate_of: careerDuplicate(career, rest), ...rest, endDate });
  });

  parsed.education.forEach((entry, index) => {
    const fields = educationBodySchema.safeParse({
      degree: clip(entry.degree, EDUCATION_LIMITS.degree),
      institution: clip(entry.institution, EDUCATION_LIMITS.institution),
      startDate: entry.startDate ?? entry.endDate,
      endDate: entry.endDate ?? entry.startDate,
      gpa: entry.gpa,
    });
    if (!fields.success) return;
    candidates.education.push({ candidate_id: `education-${index}`, duplicate_of: educationDuplicate(education, fields.data), ...fields.data });
  });

  const offered = new Set<string>();
  parsed.skills.forEach((entry, index) => {
    const skill = entry.trim();
    if (!skill || skill.length > SKILL_MAX_LENGTH || offered.has(folded(skill))) return;
    offered.add(folded(skill));
    candidates.skills.push({ candidate_id: `skill-${index}`, duplicate_of: skillDuplicate(skills, skill), skill });
  });

  return candidates;
}

/**
 * Adds the chosen entries in one transaction: if any insert fails, none is kept. Career and
 * education entries are added as chosen (the user saw which repeat a record); a skill the user
 * already has, or one chosen twice, is left out, since the list holds each skill once.
 */
export async function importChosenEntries(db: Kysely<Database>, userId: string, chosen: ChosenEntries): Promise<ResumeImportSummary> {
  return db.transaction().execute(async (trx) => {
    for (const entry of chosen.career) await addCareerRecord(trx, userId, entry);
    for (const entry of chosen.education) await addEducationRecord(trx, userId, entry);

    const held = new Set((await getSkills(trx, userId)).map(({ skill }) => folded(skill)));
    let skillsAdded = 0;
    for (const skill of chosen.skills) {
      if (held.has(folded(skill))) continue;
      await addSkill(trx, userId, skill);
      held.add(folded(skill));
      skillsAdded += 1;
    }
    return { career_added: chosen.career.length, education_added: chosen.education.length, skills_added: skillsAdded };
  });
}
