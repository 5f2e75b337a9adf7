import type { DatabaseEngine } from '../index';
import { addIdColumn, type MigrationDb } from './columns';

/**
 * The optional profile sections: projects, certifications, languages and awards. Each row belongs
 * to one user; dates are text at the precision the user gave ('2021', '2021-05', '2021-05-04') and
 * a project's highlights are a JSON array as text, like a career record's achievements.
 */
const SECTION_TABLES: Record<string, readonly { name: string; required?: true }[]> = {
  projects: [
    { name: 'name', required: true },
    { name: 'role' },
    { name: 'url' },
    { name: 'start_date' },
    { name: 'end_date' },
    { name: 'description' },
    { name: 'highlights', required: true },
  ],
  certifications: [{ name: 'name', required: true }, { name: 'issuer' }, { name: 'date' }, { name: 'url' }],
  languages: [{ name: 'name', required: true }, { name: 'proficiency' }],
  awards: [{ name: 'title', required: true }, { name: 'issuer' }, { name: 'date' }, { name: 'description' }],
};

export async function up(db: MigrationDb, engine: DatabaseEngine): Promise<void> {
  for (const [table, columns] of Object.entries(SECTION_TABLES)) {
    let builder = addIdColumn(db.schema.createTable(table), engine).addColumn('user_id', 'text', (column) => column.notNull());
    for (const { name, required } of columns) {
      builder = builder.addColumn(name, 'text', (column) => (required ? column.notNull() : column));
    }
    await builder
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex(`${table}_user_id_index`).on(table).column('user_id').execute();
  }
}
