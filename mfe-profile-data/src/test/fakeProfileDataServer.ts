import {
  deleteAllSkills,
  deleteCareerRecord,
  deleteEducationRecord,
  deleteSkill,
  listCareerHistory,
  listEducation,
  listSkills,
  submitCareerRecord,
  submitEducationRecord,
  submitSkill,
  updateCareerRecord,
  updateEducationRecord,
  updateSkill,
  type CareerRecord,
  type EducationRecord,
  type Skill,
} from '@careerforge/contract';
import { FakeApiServer, type FakeReply } from '@careerforge/shared/testing';
import { fakeListReply } from '@careerforge/shared/lists/testing';

export interface ProfileDataSeed {
  skills?: string[];
  career?: Omit<CareerRecord, 'id'>[];
  education?: Omit<EducationRecord, 'id'>[];
}

function withIds<T>(records: T[]): (T & { id: number })[] {
  return records.map((record, index) => ({ id: index + 1, ...record }));
}

function nextId(records: { id: number }[]): number {
  return Math.max(0, ...records.map(({ id }) => id)) + 1;
}

function notFound(error: string): FakeReply {
  return { status: 404, body: { error } };
}

/** Replaces the record with `id` by `values` in place; undefined when there is none. */
function replaceRecord<T extends { id: number }>(records: T[], id: number, values: Omit<T, 'id'>): T | undefined {
  const index = records.findIndex((record) => record.id === id);
  if (index < 0) return undefined;
  const record = { ...values, id } as T;
  records[index] = record;
  return record;
}

/** Removes the record with `id` in place; whether there was one. */
function removeRecord(records: { id: number }[], id: number): boolean {
  const index = records.findIndex((record) => record.id === id);
  if (index >= 0) records.splice(index, 1);
  return index >= 0;
}

/**
 * The skills, career-history and education API of one signed-in user, kept in memory. Each list
 * answers one page when the call sends `limit` (the screens), the whole list otherwise; the rows
 * are kept in the list's own order.
 */
export class FakeProfileDataServer extends FakeApiServer {
  skills: Skill[];
  career: CareerRecord[];
  education: EducationRecord[];

  constructor(seed: ProfileDataSeed = {}) {
    super();
    this.skills = withIds((seed.skills ?? []).map((skill) => ({ skill })));
    this.career = withIds(seed.career ?? []);
    this.education = withIds(seed.education ?? []);
    this.defineSkills();
    this.defineCareer();
    this.defineEducation();
  }

  private defineSkills(): void {
    this.on(listSkills, (request) => fakeListReply(this.skills, request, { key: 'skills' }));
    this.on(submitSkill, ({ body }) => {
      if (this.skills.some(({ skill }) => skill.toLowerCase() === body.skill.toLowerCase())) {
        return { status: 409, body: { error: 'You already have this skill.' } };
      }
      const skill = { id: nextId(this.skills), skill: body.skill };
      this.skills.push(skill);
      return { status: 201, body: { success: true, skill } };
    });
    this.on(deleteAllSkills, () => {
      const deletedCount = this.skills.length;
      this.skills = [];
      return { status: 200, body: { success: true, deleted_count: deletedCount } };
    });
    this.on(updateSkill, ({ params, body }) => {
      const skill = replaceRecord(this.skills, params.id, body);
      return skill ? { status: 200, body: { success: true, skill } } : notFound('Skill not found.');
    });
    this.on(deleteSkill, ({ params }) =>
      removeRecord(this.skills, params.id) ? { status: 200, body: { success: true } } : notFound('Skill not found.'),
    );
  }

  private defineCareer(): void {
    const missing = 'Career history record not found.';
    this.on(listCareerHistory, (request) => fakeListReply(this.career, request, { key: 'career' }));
    this.on(submitCareerRecord, ({ body }) => {
      const record = { id: nextId(this.career), ...body };
      this.career.push(record);
      return { status: 201, body: { success: true, record } };
    });
    this.on(updateCareerRecord, ({ params, body }) => {
      const record = replaceRecord(this.career, params.id, body);
      return record ? { status: 200, body: { success: true, record } } : notFound(missing);
    });
    this.on(deleteCareerRecord, ({ params }) =>
      removeRecord(this.career, params.id) ? { status: 200, body: { success: true } } : notFound(missing),
    );
  }

  private defineEducation(): void {
    const missing = 'Education record not found.';
    this.on(listEducation, (request) => fakeListReply(this.education, request, { key: 'education' }));
    this.on(submitEducationRecord, ({ body }) => {
      const record = { id: nextId(this.education), ...body };
      this.education.push(record);
      return { status: 201, body: { success: true, record } };
    });
    this.on(updateEducationRecord, ({ params, body }) => {
      const record = replaceRecord(this.education, params.id, body);
      return record ? { status: 200, body: { success: true, record } } : notFound(missing);
    });
    this.on(deleteEducationRecord, ({ params }) =>
      removeRecord(this.education, params.id) ? { status: 200, body: { success: true } } : notFound(missing),
    );
  }
}

/** A career record to seed, with plausible values for whatever the test does not set. */
export function careerSeed(values: Partial<Omit<CareerRecord, 'id'>> = {}): Omit<CareerRecord, 'id'> {
  return {
    position: 'Backend Engineer',
    company: 'Acme Corp',
    startDate: '2019-03-01',
    endDate: null,
    description: 'Built the billing platform.',
    accomplishments: [],
    ...values,
  };
}

/** An education record to seed, with plausible values for whatever the test does not set. */
export function educationSeed(values: Partial<Omit<EducationRecord, 'id'>> = {}): Omit<EducationRecord, 'id'> {
  return {
    degree: 'BSc Computer Science',
    institution: 'University of Łódź',
    startDate: '2014-10-01',
    endDate: '2018-06-30',
    gpa: null,
    ...values,
  };
}
