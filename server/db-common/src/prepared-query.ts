import { createQueryId, type Compilable, type CompiledQuery, type Kysely, type QueryResult } from 'kysely';

/** Stands for a value while a prepared query is built; each run puts the value it is given in its place. */
class Slot {
  constructor(readonly name: string) {}
}

/** What a prepared query offers: its result, its rows, its first row, on the database or transaction given. */
export interface PreparedQuery<DB, Values, Row> {
  /** Runs the query on `db` (a transaction too) with `values` in its slots. */
  run(db: Kysely<DB>, values: Values): Promise<QueryResult<Row>>;
  /** The rows the query answers. */
  rows(db: Kysely<DB>, values: Values): Promise<Row[]>;
  /** The first row the query answers, if any. */
  first(db: Kysely<DB>, values: Values): Promise<Row | undefined>;
  /** The first row, for a statement that always answers one (an insert's RETURNING); none is a failure. */
  firstOrThrow(db: Kysely<DB>, values: Values): Promise<Row>;
}

/**
 * A statement of a fixed shape whose SQL is built and compiled once, then run with new values:
 * building a Kysely query and compiling it costs more than SQLite takes to run a small one.
 * `build` writes the query from the values it reads, which are stand-ins while it runs, once per
 * dialect: so nothing in the query's shape may depend on them (an `in` list as long as an array, a
 * filter added when a value is present); such queries are built with Kysely as usual. The values are
 * read by name (`values.id`, or destructured by name); spreading or listing them is refused, as the
 * stand-ins cannot know which names a run will be given.
 * Plugins of the database a run is given (statement tracing) see each run as an ordinary query.
 */
export function preparedQuery<DB, Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<DB>, values: Values) => Compilable<Row>,
): PreparedQuery<DB, Values, Row> {
  // By dialect (the adapter, which every executor of one database shares): they write different SQL.
  const templates = new WeakMap<object, CompiledQuery<Row>>();

  function templateFor(db: Kysely<DB>): CompiledQuery<Row> {
    const { adapter } = db.getExecutor();
    let template = templates.get(adapter);
    if (!template) {
      const named = new Set<string>();
      const slots = new Proxy({} as Values, {
        get(_values, name) {
          if (typeof name !== 'string') return undefined;
          named.add(name);
          return new Slot(name);
        },
        ownKeys() {
          throw new Error('A prepared query reads its values by name: spreading or listing them finds none while it is built.');
        },
      });
      // Without plugins: a plugin of `db` acts on every run instead, not once on this build.
      template = build(db.withoutPlugins(), slots).compile();
      const bound = new Set(template.parameters.flatMap((parameter) => (parameter instanceof Slot ? [parameter.name] : [])));
      const unbound = [...named].filter((name) => !bound.has(name));
      if (unbound.length > 0) throw new Error(`A prepared query used ${unbound.join(', ')} where a value cannot be bound.`);
      templates.set(adapter, template);
    }
    return template;
  }

  function run(db: Kysely<DB>, values: Values): Promise<QueryResult<Row>> {
    let template: CompiledQuery<Row>;
    try {
      template = templateFor(db);
    } catch (error) {
      // A refused query fails the run's promise, like a failing statement, rather than the call.
      return Promise.reject(error);
    }
    const executor = db.getExecutor();
    const queryId = createQueryId();
    const query = executor.transformQuery(template.query, queryId);
    // A plugin that rewrote the query gets its own SQL, compiled for this run.
    const compiled = query === template.query ? template : executor.compileQuery<Row>(query, queryId);
    const parameters = compiled.parameters.map((parameter) => (parameter instanceof Slot ? values[parameter.name] : parameter));
    return executor.executeQuery<Row>({ ...compiled, queryId, parameters });
  }

  return {
    run,
    rows: async (db, values) => (await run(db, values)).rows,
    first: async (db, values) => (await run(db, values)).rows[0],
    async firstOrThrow(db, values) {
      const [row] = (await run(db, values)).rows;
      if (row === undefined) throw new Error('A statement that answers a row answered none.');
      return row;
    },
  };
}
