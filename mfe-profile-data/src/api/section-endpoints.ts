import {
  awardEndpoints,
  certificationEndpoints,
  languageEndpoints,
  projectEndpoints,
  type Endpoint,
  type PagedListQuery,
  type ProfileSectionKind,
} from '@careerforge/contract';
import type { z } from 'zod';

/** The calls of each profile section, by kind. */
const SECTION_ENDPOINTS = {
  projects: projectEndpoints,
  certifications: certificationEndpoints,
  languages: languageEndpoints,
  awards: awardEndpoints,
} as const satisfies Record<ProfileSectionKind, unknown>;

type Endpoints<Kind extends ProfileSectionKind> = (typeof SECTION_ENDPOINTS)[Kind];

/** One entry of a section as the API answers it. */
export type SectionItem<Kind extends ProfileSectionKind> = z.output<Endpoints<Kind>['create']['response']>['record'];

/** What the add and replace calls of a section take. */
export type SectionBody<Kind extends ProfileSectionKind> = z.input<Endpoints<Kind>['create']['body']>;

type Saved<Kind extends ProfileSectionKind> = z.ZodType<{ success: true; record: SectionItem<Kind> }>;
type IdParams = z.ZodType<unknown, { id: number }>;

/** A section's calls typed by its own entry and body. */
export interface SectionCalls<Kind extends ProfileSectionKind> {
  page: Endpoint<undefined, z.ZodType<unknown, PagedListQuery>, undefined, z.ZodType<Record<Kind, SectionItem<Kind>[]> & { next_cursor: string | null; total: number }>>;
  create: Endpoint<undefined, undefined, z.ZodType<unknown, SectionBody<Kind>>, Saved<Kind>>;
  update: Endpoint<IdParams, undefined, z.ZodType<unknown, SectionBody<Kind>>, Saved<Kind>>;
  remove: Endpoint<IdParams, undefined, undefined, z.ZodType<{ success: true }>>;
}

/**
 * The calls of one kind. Looked up by a kind that is a type parameter, TypeScript loses the link
 * between a kind and its own entry and body; this restores it, in this one place.
 */
export function sectionCalls<Kind extends ProfileSectionKind>(kind: Kind): SectionCalls<Kind> {
  return SECTION_ENDPOINTS[kind] as unknown as SectionCalls<Kind>;
}
