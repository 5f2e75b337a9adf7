import type { ProfileSectionKind } from '@careerforge/contract';
import type { Generated, Insertable, Kysely, Selectable } from 'kysely';
import { timestamp, type Database } from '../../lib/db';
import { insertionOrder, keysetPage, mapPage, orderedBy, type PageRequest } from '../../lib/paging';

/** A stored row of one section's table. */
export type SectionRow<Kind extends ProfileSectionKind> = Selectable<Database[Kind]>;

/** What a section's mapper writes: its own columns, without the id, the owner and the timestamps. */
export type SectionColumns<Kind extends ProfileSectionKind> = Omit<Insertable<Database[Kind]>, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

/** The columns every section table has; the only ones these statements name. */
interface OwnedRow {
  id: Generated<number>;
  user_id: string;
  created_at: string;
  updated_at: string;
}

/** In the order they were added. */
const SECTION_ORDER = insertionOrder<{ id: number }>('id', (row) => row.id);

/**
 * The caller's rows of one section's table (`projects`, `certifications`, `languages` or `awards`).
 * Every statement is scoped by `userId`, so another user's row is never found, changed or deleted.
 */
export function sectionQueries<Kind extends ProfileSectionKind>(db: Kysely<Database>, table: Kind, userId: string) {
  // The four tables share the columns the statements name, so one set of statements serves them all;
  // Kysely cannot follow a table name that is a type parameter, hence this view of them and `asRow`.
  const sections = db as unknown as Kysely<Record<string, OwnedRow>>;
  const name: string = table;
  const asRow = (row: unknown) => row as SectionRow<Kind>;
  const own = () => sections.selectFrom(name).selectAll().where('user_id', '=', userId);

  return {
    list: async () => (await orderedBy(own(), SECTION_ORDER).execute()).map(asRow),

    page: async (request: PageRequest) => mapPage(await keysetPage(own(), SECTION_ORDER, request), asRow),

    insert: async (columns: SectionColumns<Kind>) => {
      const now = timestamp();
      const row = await sections
        .insertInto(name)
        .values({ ...columns, user_id: userId, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return asRow(row);
    },

    replace: async (id: number, columns: SectionColumns<Kind>) => {
      const row = await sections
        .updateTable(name)
        .set({ ...columns, updated_at: timestamp() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      return row && asRow(row);
    },

    remove: async (id: number) => {
      const result = await sections.deleteFrom(name).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
