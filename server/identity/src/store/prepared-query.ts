import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';

/** Stands in for a value in a query built once; replaced by the value of that name at each run. */
class Parameter {
  constructor(readonly name: string) {}
}

export type ParameterOf<Values> = <Name extends keyof Values & string>(name: Name) => Values[Name];

/**
 * A query Kysely builds and compiles once, run with new values each time. Building and compiling a
 * query takes more CPU than SQLite takes to answer a lookup by key, so the queries every sign-in and
 * refresh makes are prepared this way. `build` gets `param(name)`, which stands for the value given
 * under that name when the query runs; the SQL is the same as the builder's on each engine.
 */
export function preparedQuery<DB, Values extends Record<string, unknown>, Row>(
  db: Kysely<DB>,
  build: (param: ParameterOf<Values>) => Compilable<Row>,
): (values: Values) => Promise<QueryResult<Row>> {
  const param: ParameterOf<Values> = (name) => new Parameter(name) as never;
  const compiled: CompiledQuery<Row> = build(param).compile();
  const names = compiled.parameters.map((value) => (value instanceof Parameter ? value.name : undefined));
  return (values) =>
    db.executeQuery<Row>({
      ...compiled,
      parameters: compiled.parameters.map((value, index) => {
        const name = names[index];
        return name === undefined ? value : values[name];
      }),
    });
}
