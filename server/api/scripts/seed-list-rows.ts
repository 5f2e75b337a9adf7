/**
 * Fills every list of one signed-up user with generated rows, in the database a running API uses:
 * `tsx scripts/seed-list-rows.ts <email> <rows per list>`, with the API's own settings in the
 * environment (DATABASE_URL or SQLITE_PATH). The user is found by the email the API stored at their
 * first sign-in. `npm run bench:list-screens` runs it between the sign-up and the first screen.
 */
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/lib/db';
import { createLogger } from '../src/lib/logger';
import { insertEveryList } from '../test/support/list-rows';

const USAGE = 'Usage: tsx scripts/seed-list-rows.ts <email> <rows per list>';
const parsed = z.tuple([z.email(), z.coerce.number().int().positive()]).safeParse(process.argv.slice(2));
if (!parsed.success) {
  console.error(USAGE);
  process.exit(2);
}
const [email, rowsPerList] = parsed.data;

const config = loadConfig();
const database = openDatabase(config, createLogger(config));
try {
  const user = await database.db.selectFrom('users').select('user_id').where('email', '=', email).executeTakeFirst();
  if (!user) throw new Error(`No user with the email ${email}: sign in once first, so that the API stores the user`);
  const started = performance.now();
  await insertEveryList(database.db, database.engine, user.user_id, rowsPerList);
  console.log(`${rowsPerList} rows per list for ${email} on ${database.engine}, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.db.destroy();
}
