import {
  CAREER_LIMITS,
  EDUCATION_LIMITS,
  educationBodySchema,
  importedCareerRecordSchema,
  SKILL_MAX_LENGTH,
  type ResumeImportSummary,
} from '@careerforge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../lib/db';
import type { ParsedResume } from '../../lib/resume-parser';
import { addCareerRecord, getCareerHistory } from '../career/service';
import { addEducationRecord, getEducation } from '../education/service';
import { addSkillIfNew } from '../skills/service';

const clip = (text: string, max: number) => text.trim().slice(0, max);
const foldedKey = (...parts: (string | null)[]) => parts.map((part) => (part ?? '').trim().toLowerCase()).join('\u0000');

/**
 * Adds what the parser found to the user's career history, education and skills, leaving out
 * what the user already has: career entries with the same position, company and start date,
 * education with the same degree and institution, skills with the same name (ignoring case).
 * Entries the lists cannot hold are left out: career history needs a start date; education needs
 * dates, so a single known date (usually the graduation) stands for both.
 */
export async function importParsedResume(db: Kysely<Database>, userId: string, parsed: ParsedResume): Promise<ResumeImportSummary> {
  const summary: ResumeImportSummary = { career_added: 0, education_added: 0, skills_added: 0 };

  const careerKeys = new Set((await getCareerHistory(db, userId)).map((record) => foldedKey(record.position, record.company, record.startDate)));
  for (const entry of parsed.career) {
    const accomplishments = entry.accomplishments.slice(0, CAREER_LIMITS.accomplishments).map((item) => clip(item, CAREER_LIMITS.accomplishment));
    const fields = importedCareerRecordSchema.safeParse({
      position: clip(entry.position, CAREER_LIMITS.position),
      company: clip(entry.company, CAREER_LIMITS.company),
      startDate: entry.startDate,
      endDate: entry.endDate,
      // A role listed without a description keeps an empty one rather than a copy of its title.
      description: clip(entry.description, CAREER_LIMITS.description),
      accomplishments,
    });
    if (!fields.success) continue;
    const key = foldedKey(fields.data.position, fields.data.company, fields.data.startDate);
    if (careerKeys.has(key)) continue;
    await addCareerRecord(db, userId, fields.data);
    careerKeys.add(key);
    summary.career_added += 1;
  }

  const educationKeys = new Set((await getEducation(db, userId)).map((record) => foldedKey(record.degree, record.institution)));
  for (const entry of parsed.education) {
    const fields = educationBodySchema.safeParse({
      degree: clip(entry.degree, EDUCATION_LIMITS.degree),
      institution: clip(entry.institution, EDUCATION_LIMITS.institution),
      startDate: entry.startDate ?? entry.endDate,
      endDate: entry.endDate ?? entry.startDate,
      gpa: entry.gpa,
    });
    if (!fields.success) continue;
    const key = foldedKey(fields.data.degree, fields.data.institution);
    if (educationKeys.has(key)) continue;
    await addEducationRecord(db, userId, fields.data);
    educationKeys.add(key);
    summary.education_added += 1;
  }

  for (const entry of parsed.skills) {
    const skill = entry.trim();
    if (skill && skill.length <= SKILL_MAX_LENGTH && (await addSkillIfNew(db, userId, skill))) summary.skills_added += 1;
  }

  return summary;
}
