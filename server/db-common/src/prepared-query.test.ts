import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteDialect,
  sql,
  type CompiledQuery,
  type Generated,
  type KyselyPlugin,
  type QueryId,
  type RootOperationNode,
} from 'kysely';
import { preparedQuery } from './prepared-query';
import { openSqliteFile } from './sqlite';

interface TestDatabase {
  skills: { id: Generated<number>; user_id: string; skill: string; skill_key: string };
}

type Statement = Pick<CompiledQuery, 'sql' | 'parameters'>;

/** Each statement a database ran, as its driver was given it. */
function statementLog() {
  const statements: Statement[] = [];
  return {
    statements,
    log: (event: { level: string; query: CompiledQuery }) => {
      if (event.level === 'query') statements.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  };
}

let dir: string;
let db: Kysely<TestDatabase>;
let sqliteStatements: Statement[];

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'server-db-prepared-'));
  const { statements, log } = statementLog();
  sqliteStatements = statements;
  db = new Kysely<TestDatabase>({ dialect: new SqliteDialect({ database: openSqliteFile(path.join(dir, 'app.sqlite'), { busyTimeoutMs: 1000 }) }), log });
  await db.schema
    .createTable('skills')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('skill', 'text', (column) => column.notNull())
    .addColumn('skill_key', 'text', (column) => column.notNull())
    .execute();
  await db
    .insertInto('skills')
    .values(['SQL', 'Go', 'Rust'].map((skill, index) => ({ user_id: index < 2 ? 'ada' : 'grace', skill, skill_key: skill.toLowerCase() })))
    .execute();
  sqliteStatements.length = 0;
});

afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const skillsOf = preparedQuery((db: Kysely<TestDatabase>, { userId }: { userId: string }) =>
  db.selectFrom('skills').select('skill').where('user_id', '=', userId).orderBy('id'),
);

const either = preparedQuery((db: Kysely<TestDatabase>, { key }: { key: string }) =>
  db
    .selectFrom('skills')
    .select('skill')
    .where((where) => where.or([where('skill_key', '=', key), where('skill', '=', key)]))
    .where('user_id', '<>', 'grace'),
);

const eitherBuilt = (db: Kysely<TestDatabase>, key: string) =>
  db
    .selectFrom('skills')
    .select('skill')
    .where((where) => where.or([where('skill_key', '=', key), where('skill', '=', key)]))
    .where('user_id', '<>', 'grace');

it('answers each run for the values it is given, with the SQL and values the query built each time has', async () => {
  expect(await skillsOf.rows(db, { userId: 'ada' })).toEqual([{ skill: 'SQL' }, { skill: 'Go' }]);
  expect(await skillsOf.rows(db, { userId: 'grace' })).toEqual([{ skill: 'Rust' }]);
  expect(await skillsOf.first(db, { userId: 'nobody' })).toBeUndefined();
  const [ada, grace] = sqliteStatements;
  const built = (userId: string) => db.selectFrom('skills').select('skill').where('user_id', '=', userId).orderBy('id').compile();
  expect(ada).toEqual({ sql: built('ada').sql, parameters: ['ada'] });
  expect(grace).toEqual({ sql: built('grace').sql, parameters: ['grace'] });
  expect(await skillsOf.rows(db, { userId: 'ada' })).toEqual(await db.selectFrom('skills').select('skill').where('user_id', '=', 'ada').orderBy('id').execute());
});

it('binds one value wherever the query uses it, beside the values written into the query', async () => {
  expect(await either.rows(db, { key: 'go' })).toEqual([{ skill: 'Go' }]);
  expect(await either.rows(db, { key: 'SQL' })).toEqual([{ skill: 'SQL' }]);
  expect(await either.rows(db, { key: 'rust' })).toEqual([]);
  expect(sqliteStatements[0]).toEqual({ sql: eitherBuilt(db, 'go').compile().sql, parameters: ['go', 'go', 'grace'] });
});

it('writes the SQL of each engine it runs on, as its builder does there, with the values bound', async () => {
  const { statements, log } = statementLog();
  // PostgreSQL's SQL, without a server: the driver answers every statement with no rows.
  const postgres = new Kysely<TestDatabase>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log,
  });
  // Run on SQLite first, then on PostgreSQL, then SQLite again: each keeps its own SQL.
  await either.rows(db, { key: 'go' });
  await either.rows(postgres, { key: 'rust' });
  await either.rows(db, { key: 'sql' });
  const rename = preparedQuery((db: Kysely<TestDatabase>, change: { from: string; to: string }) =>
    db.updateTable('skills').set({ skill: change.to }).where('skill', '=', change.from).returning('id'),
  );
  await rename.run(postgres, { from: 'Rust', to: 'Zig' });

  expect(statements).toEqual([
    { sql: eitherBuilt(postgres, 'rust').compile().sql, parameters: ['rust', 'rust', 'grace'] },
    { sql: postgres.updateTable('skills').set({ skill: 'Zig' }).where('skill', '=', 'Rust').returning('id').compile().sql, parameters: ['Zig', 'Rust'] },
  ]);
  expect(statements[0]?.sql).toContain('$3');
  expect(sqliteStatements).toEqual([
    { sql: eitherBuilt(db, 'go').compile().sql, parameters: ['go', 'go', 'grace'] },
    { sql: eitherBuilt(db, 'sql').compile().sql, parameters: ['sql', 'sql', 'grace'] },
  ]);
  expect(sqliteStatements[0]?.sql).not.toContain('$');
  await postgres.destroy();
});

it('runs inside a transaction, whose rollback undoes it', async () => {
  const rename = preparedQuery((db: Kysely<TestDatabase>, change: { from: string; to: string }) =>
    db.updateTable('skills').set({ skill: change.to }).where('skill', '=', change.from),
  );
  await db
    .transaction()
    .execute(async (trx) => {
      expect(Number((await rename.run(trx, { from: 'Rust', to: 'Zig' })).numAffectedRows)).toBe(1);
      expect(await skillsOf.rows(trx, { userId: 'grace' })).toEqual([{ skill: 'Zig' }]);
      throw new Error('roll back');
    })
    .catch(() => undefined);
  expect(await skillsOf.rows(db, { userId: 'grace' })).toEqual([{ skill: 'Rust' }]);
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
  const watched = db.withPlugin(watching);
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
  expect(await skillsOf.rows(db.withPlugin(reversing), { userId: 'ada' })).toEqual([{ skill: 'Go' }, { skill: 'SQL' }]);
  expect(await skillsOf.rows(db, { userId: 'ada' })).toEqual([{ skill: 'SQL' }, { skill: 'Go' }]);
});

it('refuses a query that writes a value into its SQL rather than binding it, or that spreads its values', async () => {
  const written = preparedQuery((db: Kysely<TestDatabase>, { column }: { column: string }) => db.selectFrom('skills').select(sql.raw<string>(column).as('value')));
  await expect(written.rows(db, { column: 'skill' })).rejects.toThrow('A prepared query used column where a value cannot be bound.');
  const spread = preparedQuery((db: Kysely<TestDatabase>, row: { user_id: string; skill: string; skill_key: string }) => db.insertInto('skills').values({ ...row }));
  await expect(spread.run(db, { user_id: 'ada', skill: 'C', skill_key: 'c' })).rejects.toThrow(
    'A prepared query reads its values by name: spreading or listing them finds none while it is built.',
  );
  expect(sqliteStatements).toEqual([]);
});

it('inserts the values of each run, and fails a run whose statement answers no row where one is expected', async () => {
  const add = preparedQuery((db: Kysely<TestDatabase>, row: { userId: string; skill: string }) =>
    db.insertInto('skills').values({ user_id: row.userId, skill: row.skill, skill_key: 'fixed' }).returning('id'),
  );
  const idOf = preparedQuery((db: Kysely<TestDatabase>, row: { skill: string }) => db.selectFrom('skills').select('id').where('skill', '=', row.skill));
  const { id } = await add.firstOrThrow(db, { userId: 'ada', skill: 'C' });
  await add.firstOrThrow(db, { userId: 'grace', skill: 'Zig' });
  expect(await db.selectFrom('skills').select(['id', 'user_id', 'skill', 'skill_key']).where('skill', 'in', ['C', 'Zig']).orderBy('id').execute()).toEqual([
    { id, user_id: 'ada', skill: 'C', skill_key: 'fixed' },
    { id: id + 1, user_id: 'grace', skill: 'Zig', skill_key: 'fixed' },
  ]);
  expect(await idOf.firstOrThrow(db, { skill: 'C' })).toEqual({ id });
  await expect(idOf.firstOrThrow(db, { skill: 'COBOL' })).rejects.toThrow('A statement that answers a row answered none.');
});
