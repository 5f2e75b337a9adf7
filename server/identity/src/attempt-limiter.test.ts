import { openTestDatabase, TEST_ENGINE, type TestDatabase } from '../test/support/database.js';
import { AttemptLimiter } from './attempt-limiter.js';

describe(`AttemptLimiter (${TEST_ENGINE})`, () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(() => database.close());

  test('blocks a key after the allowed failures until the window ends', async () => {
    const limiter = new AttemptLimiter(database.db, 'test', { maxAttempts: 2, windowMs: 1_000 });
    await limiter.record('a@example.com|10.0.0.1', 0);
    expect(await limiter.retryAfterMs('a@example.com|10.0.0.1', 10)).toBe(0);
    await limiter.record('a@example.com|10.0.0.1', 10);
    expect(await limiter.retryAfterMs('a@example.com|10.0.0.1', 20)).toBe(980);
    expect(await limiter.retryAfterMs('a@example.com|10.0.0.2', 20)).toBe(0);
    expect(await limiter.retryAfterMs('b@example.com|10.0.0.1', 20)).toBe(0);
    expect(await limiter.retryAfterMs('a@example.com|10.0.0.1', 1_000)).toBe(0);
  });

  test('a success clears the count', async () => {
    const limiter = new AttemptLimiter(database.db, 'test', { maxAttempts: 1, windowMs: 1_000 });
    await limiter.record('auth0|a', 0);
    await limiter.clear('auth0|a');
    expect(await limiter.retryAfterMs('auth0|a', 1)).toBe(0);
  });

  test('an ended window starts again with the next attempt; each limiter counts its own', async () => {
    const limiter = new AttemptLimiter(database.db, 'test', { maxAttempts: 2, windowMs: 1_000 });
    const other = new AttemptLimiter(database.db, 'other', { maxAttempts: 1, windowMs: 1_000 });
    await limiter.record('10.0.0.1', 0);
    await limiter.record('10.0.0.1', 10);
    await limiter.record('10.0.0.1', 1_500);
    expect(await limiter.retryAfterMs('10.0.0.1', 1_600)).toBe(0);
    await limiter.record('10.0.0.1', 1_600);
    expect(await limiter.retryAfterMs('10.0.0.1', 1_700)).toBe(800);
    expect(await other.retryAfterMs('10.0.0.1', 1_700)).toBe(0);
  });
});
