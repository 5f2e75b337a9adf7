import {
  awardEndpoints,
  certificationEndpoints,
  languageEndpoints,
  projectEndpoints,
  type Award,
  type Certification,
  type Language,
  type ProfileSectionKind,
  type Project,
} from '@careerforge/contract';
import { fakeListReply } from '@careerforge/shared/lists/testing';
import { FakeProfileDataServer, type ProfileDataSeed } from './fakeProfileDataServer';

type Entry = { id: number } & Record<string, unknown>;

export interface ProfileSectionsSeed extends ProfileDataSeed {
  projects?: Omit<Project, 'id'>[];
  certifications?: Omit<Certification, 'id'>[];
  languages?: Omit<Language, 'id'>[];
  awards?: Omit<Award, 'id'>[];
}

const ENDPOINTS = { projects: projectEndpoints, certifications: certificationEndpoints, languages: languageEndpoints, awards: awardEndpoints };
const NOT_FOUND: Record<ProfileSectionKind, string> = {
  projects: 'Project not found.',
  certifications: 'Certification not found.',
  languages: 'Language not found.',
  awards: 'Award not found.',
};

/** The profile-data API with projects, certifications, languages and awards, kept in memory. */
export class FakeProfileSectionsServer extends FakeProfileDataServer {
  readonly sections: Record<ProfileSectionKind, Entry[]>;

  constructor(seed: ProfileSectionsSeed = {}) {
    super(seed);
    const seeded = (entries: object[] = []) => entries.map((entry, index) => ({ id: index + 1, ...entry }));
    this.sections = {
      projects: seeded(seed.projects),
      certifications: seeded(seed.certifications),
      languages: seeded(seed.languages),
      awards: seeded(seed.awards),
    };
    for (const kind of Object.keys(ENDPOINTS) as ProfileSectionKind[]) this.defineSection(kind);
  }

  private defineSection(kind: ProfileSectionKind): void {
    const endpoints = ENDPOINTS[kind];
    const entries = () => this.sections[kind];
    const notFound = { status: 404, body: { error: NOT_FOUND[kind] } };
    this.on(endpoints.list, (request) => fakeListReply(entries(), request, { key: kind }));
    this.on(endpoints.create, ({ body }) => {
      const record = { id: Math.max(0, ...entries().map(({ id }) => id)) + 1, ...(body as object) };
      entries().push(record);
      return { status: 201, body: { success: true, record } };
    });
    this.on(endpoints.update, ({ params, body }) => {
      const index = entries().findIndex(({ id }) => id === params.id);
      if (index < 0) return notFound;
      const record = { id: params.id, ...(body as object) };
      entries()[index] = record;
      return { status: 200, body: { success: true, record } };
    });
    this.on(endpoints.remove, ({ params }) => {
      const index = entries().findIndex(({ id }) => id === params.id);
      if (index < 0) return notFound;
      entries().splice(index, 1);
      return { status: 200, body: { success: true } };
    });
  }
}
