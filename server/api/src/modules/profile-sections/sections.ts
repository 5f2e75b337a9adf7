import {
  awardEndpoints,
  certificationEndpoints,
  languageEndpoints,
  projectEndpoints,
  type Award,
  type Certification,
  type Endpoint,
  type Language,
  type LanguageProficiency,
  type ProfileSectionKind,
  type Project,
  type awardBodySchema,
  type certificationBodySchema,
  type languageBodySchema,
  type pagedListQuery,
  type projectBodySchema,
} from '@careerforge/contract';
import type { z } from 'zod';
import type { NotFoundSubject } from '../../lib/errors';
import type { SectionColumns, SectionRow } from './queries';

/**
 * One kind of profile section, as data: its calls, its not-found text, and how its validated body
 * becomes columns and a row becomes what the API answers. Everything else is shared by all kinds.
 */
export interface SectionDefinition<Kind extends ProfileSectionKind, Item, Fields> {
  kind: Kind;
  notFound: NotFoundSubject;
  endpoints: {
    list: Endpoint<undefined, undefined, undefined, z.ZodType<Record<Kind, Item[]>>>;
    page: Endpoint<undefined, typeof pagedListQuery, undefined, z.ZodType<Record<Kind, Item[]> & { next_cursor: string | null; total: number }>>;
    create: Endpoint<undefined, undefined, z.ZodType<Fields>, z.ZodType<{ success: true; record: Item }>>;
    update: Endpoint<z.ZodType<{ id: number }>, undefined, z.ZodType<Fields>, z.ZodType<{ success: true; record: Item }>>;
    remove: Endpoint<z.ZodType<{ id: number }>, undefined, undefined, z.ZodType<{ success: true }>>;
  };
  toColumns(fields: Fields): SectionColumns<Kind>;
  toItem(row: SectionRow<Kind>): Item;
}

export const projectSection: SectionDefinition<'projects', Project, z.output<typeof projectBodySchema>> = {
  kind: 'projects',
  notFound: 'project',
  endpoints: projectEndpoints,
  toColumns: ({ startDate, endDate, highlights, ...rest }) => ({
    ...rest,
    start_date: startDate,
    end_date: endDate,
    highlights: JSON.stringify(highlights),
  }),
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    url: row.url,
    startDate: row.start_date,
    endDate: row.end_date,
    description: row.description,
    highlights: JSON.parse(row.highlights) as string[],
  }),
};

export const certificationSection: SectionDefinition<'certifications', Certification, z.output<typeof certificationBodySchema>> = {
  kind: 'certifications',
  notFound: 'certification',
  endpoints: certificationEndpoints,
  toColumns: (fields) => fields,
  toItem: ({ id, name, issuer, date, url }) => ({ id, name, issuer, date, url }),
};

export const languageSection: SectionDefinition<'languages', Language, z.output<typeof languageBodySchema>> = {
  kind: 'languages',
  notFound: 'language',
  endpoints: languageEndpoints,
  toColumns: (fields) => fields,
  // Only the contract's proficiencies are ever written.
  toItem: ({ id, name, proficiency }) => ({ id, name, proficiency: proficiency as LanguageProficiency | null }),
};

export const awardSection: SectionDefinition<'awards', Award, z.output<typeof awardBodySchema>> = {
  kind: 'awards',
  notFound: 'award',
  endpoints: awardEndpoints,
  toColumns: (fields) => fields,
  toItem: ({ id, title, issuer, date, description }) => ({ id, title, issuer, date, description }),
};
