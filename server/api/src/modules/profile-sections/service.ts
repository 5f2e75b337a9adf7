import type { Award, Certification, Language, ProfileSectionKind, Project } from '@careerforge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { mapPage, type Page, type PageRequest } from '../../lib/paging';
import { sectionQueries } from './queries';
import { awardSection, certificationSection, languageSection, projectSection, type SectionDefinition } from './sections';

/** The caller's entries of one section, in the order they were added. */
export async function listSectionItems<Kind extends ProfileSectionKind, Item, Fields>(
  db: Kysely<Database>,
  userId: string,
  section: SectionDefinition<Kind, Item, Fields>,
): Promise<Item[]> {
  return (await sectionQueries(db, section.kind, userId).list()).map(section.toItem);
}

/** One page of the caller's entries of one section, in the order they were added. */
export async function sectionItemsPage<Kind extends ProfileSectionKind, Item, Fields>(
  db: Kysely<Database>,
  userId: string,
  section: SectionDefinition<Kind, Item, Fields>,
  request: PageRequest,
): Promise<Page<Item>> {
  return mapPage(await sectionQueries(db, section.kind, userId).page(request), section.toItem);
}

export async function addSectionItem<Kind extends ProfileSectionKind, Item, Fields>(
  db: Kysely<Database>,
  userId: string,
  section: SectionDefinition<Kind, Item, Fields>,
  fields: Fields,
): Promise<Item> {
  return section.toItem(await sectionQueries(db, section.kind, userId).insert(section.toColumns(fields)));
}

/** Another user's entry, or a missing one, is not found, as if it did not exist. */
export async function replaceSectionItem<Kind extends ProfileSectionKind, Item, Fields>(
  db: Kysely<Database>,
  userId: string,
  section: SectionDefinition<Kind, Item, Fields>,
  id: number,
  fields: Fields,
): Promise<Item> {
  const row = await sectionQueries(db, section.kind, userId).replace(id, section.toColumns(fields));
  if (!row) throw notFound(section.notFound);
  return section.toItem(row);
}

export async function removeSectionItem<Kind extends ProfileSectionKind, Item, Fields>(
  db: Kysely<Database>,
  userId: string,
  section: SectionDefinition<Kind, Item, Fields>,
  id: number,
): Promise<void> {
  if (!(await sectionQueries(db, section.kind, userId).remove(id))) throw notFound(section.notFound);
}

export interface ProfileSections {
  projects: Project[];
  certifications: Certification[];
  languages: Language[];
  awards: Award[];
}

/** All of the user's projects, certifications, languages and awards, for what is written from the profile. */
export async function loadProfileSections(db: Kysely<Database>, userId: string): Promise<ProfileSections> {
  const [projects, certifications, languages, awards] = await Promise.all([
    listSectionItems(db, userId, projectSection),
    listSectionItems(db, userId, certificationSection),
    listSectionItems(db, userId, languageSection),
    listSectionItems(db, userId, awardSection),
  ]);
  return { projects, certifications, languages, awards };
}
