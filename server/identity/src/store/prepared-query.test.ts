import { openTestDatabase, TEST_ENGINE, type TestDatabase } from '../../test/support/database.js';
import { preparedQuery, type ParameterOf } from './prepared-query.js';

describe(`preparedQuery (${TEST_ENGINE})`, () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(() => database.close());

  test('runs with the values of each call in place of its parameters, and keeps the values written into it', async () => {
    const { db } = database;
    const insert = preparedQuery(db, (param: ParameterOf<{ name: string; value: string }>) =>
      db.insertInto('identity_settings').values({ name: param('name'), value: param('value') }),
    );
    // 'b' is fixed when built; only the bound name changes from call to call.
    const between = preparedQuery(db, (param: ParameterOf<{ from: string }>) =>
      db.selectFrom('identity_settings').select('name').where('name', '>=', param('from')).where('name', '<', 'd').orderBy('name'),
    );
    for (const name of ['a', 'b', 'c', 'd']) await insert({ name, value: `value of ${name}` });

    expect((await between({ from: 'a' })).rows.map((row) => row.name)).toEqual(['a', 'b', 'c']);
    expect((await between({ from: 'c' })).rows.map((row) => row.name)).toEqual(['c']);
    const stored = await db.selectFrom('identity_settings').select(['name', 'value']).where('name', '=', 'd').executeTakeFirst();
    expect(stored).toEqual({ name: 'd', value: 'value of d' });
  });
});
