import { sql, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely';
import { pino } from 'pino';
import { openDatabase, type AppDatabase } from '../src/lib/db';
import { migrateToLatest } from '../src/lib/db/migrate';
import { preparedQuery } from '../src/lib/db/prepared';
import { createTestDatabase, type TestDatabase } from './support/database';

let testDatabase: TestDatabase;
let database: AppDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase(
    'DATABASE_URL' in testDatabase.env ? { databaseUrl: testDatabase.env.DATABASE_URL, sqlitePath: '' } : { databaseUrl: undefined, sqlitePath: testDatabase.env.SQLITE_PATH },
    pino({ level: 'silent' }),
  );
  await migrateToLatest(database);
  const now = new Date().toISOString();
  await database.db
    .insertInto('skills')
    .values(['SQL', 'Go', 'Rust'].map((skill, index) => ({ user_id: index < 2 ? 'ada' : 'grace', skill, skill_key: skill.toLowerCase(), created_at: now, updated_at: now })))
    .execute();
});

afterAll(async () => {
  await database.db.destroy();
  await testDatabase.drop();
});

const skillsOf = preparedQuery((db, { userId }: { userId: string }) => db.selectFrom('skills').select('skill').where('user_id', '=', userId).orderBy('id'));

it('answers each run for the values it is given, as the query built each time does', async () => {
  const { db } = database;
  expect(await skillsOf.rows(db, { userId: 'ada' })).toEqual([{ skill: 'SQL' }, { skill: 'Go' }]);
  expect(await skillsOf.rows(db, { userId: 'grace' })).toEqual([{ skill: 'Rust' }]);
  expect(await skillsOf.first(db, { userId: 'nobody' })).toBeUndefined();
  expect(await skillsOf.rows(db, { userId: 'ada' })).toEqual(await db.selectFrom('skills').select('skill').where('user_id', '=', 'ada').orderBy('id').execute());
});

it('binds one value wherever the query uses it, beside the values written into the query', async () => {
  const either = preparedQuery((db, { key }: { key: string }) =>
    db.selectFrom('skills').select('skill').where((where) => where.or([where('skill_key', '=', key), where('skill', '=', key)])).where('user_id', '<>', 'grace'),
  );
  expect(await either.rows(database.db, { key: 'go' })).toEqual([{ skill: 'Go' }]);
  expect(await either.rows(database.db, { key: 'SQL' })).toEqual([{ skill: 'SQL' }]);
  expect(await either.rows(database.db, { key: 'rust' })).toEqual([]);
});

it('runs inside a transaction, whose rollback undoes it', async () => {
  const rename = preparedQuery((db, change: { from: string; to: string }) => db.updateTable('skills').set({ skill: change.to }).where('skill', '=', change.from));
  await database.db
    .transaction()
    .execute(async (trx) => {
      expect(Number((await rename.run(trx, { from: 'Rust', to: 'Zig' })).numAffectedRows)).toBe(1);
      expect(await skillsOf.rows(trx, { userId: 'grace' })).toEqual([{ skill: 'Zig' }]);
      throw new Error('roll back');
    })
    .catch(() => undefined);
  expect(await skillsOf.rows(database.db, { userId: 'grace' })).toEqual([{ skill: 'Rust' }]);
});

it('shows every run to the plugins of the database it runs on, and runs a query they rewrite', async () => {
  const seen: { query: QueryId[]; result: QueryId[] } = { query: [], result: [] };
  const watching: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      seen.query.push(queryId);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      seen.result.push(queryId);
      return result;
    },
  };
  const watched = database.db.withPlugin(watching);
  await skillsOf.rows(watched, { userId: 'ada' });
  await skillsOf.rows(watched, { userId: 'grace' });
  expect(seen.query).toHaveLength(2);
  expect(seen.result).toEqual(seen.query);
  expect(seen.query[0]).not.toBe(seen.query[1]);

  // A plugin that sorts the other way: its query, with the run's values, is what runs.
  const reversing: KyselyPlugin = {
    transformQuery: ({ node }): RootOperationNode =>
      node.kind === 'SelectQueryNode' && node.orderBy
        ? { ...node, orderBy: { ...node.orderBy, items: node.orderBy.items.map((item) => ({ ...item, direction: sql`desc`.toOperationNode() })) } }
        : node,
    transformResult: async ({ result }) => result,
  };
  expect(await skillsOf.rows(database.db.withPlugin(reversing), { userId: 'ada' })).toEqual([{ skill: 'Go' }, { skill: 'SQL' }]);
  expect(await skillsOf.rows(database.db, { userId: 'ada' })).toEqual([{ skill: 'SQL' }, { skill: 'Go' }]);
});

it('refuses a query that writes a value into its SQL rather than binding it', async () => {
  const written = preparedQuery((db, { column }: { column: string }) => db.selectFrom('skills').select(sql.raw<string>(column).as('value')));
  await expect(written.rows(database.db, { column: 'skill' })).rejects.toThrow('A prepared query used column where a value cannot be bound.');
});

it('fails a run whose statement answers no row where one is expected', async () => {
  const added = preparedQuery((db, row: { skill: string }) =>
    db.selectFrom('skills').select('id').where('skill', '=', row.skill),
  );
  expect(await added.firstOrThrow(database.db, { skill: 'Go' })).toEqual({ id: expect.any(Number) });
  await expect(added.firstOrThrow(database.db, { skill: 'COBOL' })).rejects.toThrow('A statement that answers a row answered none.');
});
