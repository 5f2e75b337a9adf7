import {
  resumeImportBodySchema,
  type CareerCandidate,
  type EducationCandidate,
  type ResumeCandidates,
  type ResumeImportBody,
  type SkillCandidate,
} from '@careerforge/contract';

/** One entry of the review as the user edits it: every field as the text in its input. */
interface DraftEntry<Fields> {
  candidateId: string;
  /** The user already has this entry: offered unticked. */
  duplicate: boolean;
  ticked: boolean;
  fields: Fields;
}

export interface CareerFieldsText {
  position: string;
  company: string;
  startDate: string;
  endDate: string;
  description: string;
  /** One bullet a line. */
  bullets: string;
}
export interface EducationFieldsText {
  degree: string;
  institution: string;
  startDate: string;
  endDate: string;
  gpa: string;
}
export interface SkillFieldsText {
  skill: string;
}

export type CareerDraft = DraftEntry<CareerFieldsText>;
export type EducationDraft = DraftEntry<EducationFieldsText>;
export type SkillDraft = DraftEntry<SkillFieldsText>;

export interface ReviewDraft {
  career: CareerDraft[];
  education: EducationDraft[];
  skills: SkillDraft[];
}
export type ReviewSection = keyof ReviewDraft;

function draftOf<Fields>(candidate: { candidate_id: string; duplicate_of: number | null }, fields: Fields): DraftEntry<Fields> {
  const duplicate = candidate.duplicate_of !== null;
  return { candidateId: candidate.candidate_id, duplicate, ticked: !duplicate, fields };
}

const careerText = (entry: CareerCandidate): CareerFieldsText => ({
  position: entry.position,
  company: entry.company,
  startDate: entry.startDate,
  endDate: entry.endDate ?? '',
  description: entry.description,
  bullets: entry.accomplishments.join('\n'),
});

const educationText = (entry: EducationCandidate): EducationFieldsText => ({
  degree: entry.degree,
  institution: entry.institution,
  startDate: entry.startDate,
  endDate: entry.endDate ?? '',
  gpa: entry.gpa === null ? '' : String(entry.gpa),
});

const skillText = (entry: SkillCandidate): SkillFieldsText => ({ skill: entry.skill });

/** The review as first shown: every entry ticked unless the user already has it. */
export function reviewDraftOf(candidates: ResumeCandidates): ReviewDraft {
  return {
    career: candidates.career.map((entry) => draftOf(entry, careerText(entry))),
    education: candidates.education.map((entry) => draftOf(entry, educationText(entry))),
    skills: candidates.skills.map((entry) => draftOf(entry, skillText(entry))),
  };
}

export const isEmptyReview = (draft: ReviewDraft) => draft.career.length + draft.education.length + draft.skills.length === 0;

export const tickedCount = (draft: ReviewDraft) =>
  [...draft.career, ...draft.education, ...draft.skills].filter(({ ticked }) => ticked).length;

const SECTION_NOUNS: Record<ReviewSection, string> = { career: 'Career entry', education: 'Education entry', skills: 'Skill' };

/**
 * The import body of the ticked entries, checked by the lists' own rules; or the first problem,
 * naming the entry (e.g. 'Career entry 2: Position is required.').
 */
export function importBodyOf(draft: ReviewDraft): { body: ResumeImportBody } | { problem: string } {
  const ticked = <Entry extends { ticked: boolean }>(entries: Entry[]) => entries.filter((entry) => entry.ticked);
  const body = {
    career: ticked(draft.career).map(({ fields }) => ({
      position: fields.position,
      company: fields.company,
      startDate: fields.startDate.trim(),
      endDate: fields.endDate.trim() || null,
      description: fields.description,
      accomplishments: fields.bullets.split('\n'),
    })),
    education: ticked(draft.education).map(({ fields }) => ({
      degree: fields.degree,
      institution: fields.institution,
      startDate: fields.startDate.trim(),
      endDate: fields.endDate.trim(),
      gpa: fields.gpa.trim() === '' ? null : Number(fields.gpa),
    })),
    skills: ticked(draft.skills).map(({ fields }) => fields.skill),
  };
  const checked = resumeImportBodySchema.safeParse(body);
  if (checked.success) return { body };
  const issue = checked.error.issues[0];
  const [section, index] = issue?.path ?? [];
  const where = typeof section === 'string' && section in SECTION_NOUNS && typeof index === 'number' ? `${SECTION_NOUNS[section as ReviewSection]} ${index + 1}: ` : '';
  return { problem: `${where}${issue?.message ?? 'Please check the entries.'}` };
}
