import { openTestDatabase, TEST_ENGINE, type TestDatabase } from '../test/support/database.js';
import { LoginThrottle } from './login-throttle.js';

const policy = {
  perClientIp: { failuresBeforeBackoff: 4, baseDelayMs: 1_000, maxDelayMs: 8_000, forgetAfterMs: 60_000 },
  perAccount: { failuresBeforeBackoff: 2, baseDelayMs: 1_000, maxDelayMs: 8_000, forgetAfterMs: 60_000 },
};

describe(`LoginThrottle (${TEST_ENGINE})`, () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(() => database.close());

  test('an account gets an exponentially growing wait once its allowance is used, from any address', async () => {
    const throttle = new LoginThrottle(database.db, policy);
    await throttle.recordFailure('10.0.0.1', 'a@example.com', 0);
    expect(await throttle.retryAfterMs('10.0.0.9', 'a@example.com', 0)).toBe(0);
    await throttle.recordFailure('10.0.0.2', 'a@example.com', 0);
    expect(await throttle.retryAfterMs('10.0.0.9', 'a@example.com', 0)).toBe(1_000);
    await throttle.recordFailure('10.0.0.3', 'a@example.com', 1_000);
    expect(await throttle.retryAfterMs('10.0.0.9', 'a@example.com', 1_000)).toBe(2_000);
    await throttle.recordFailure('10.0.0.3', 'a@example.com', 3_000);
    expect(await throttle.retryAfterMs('10.0.0.9', 'a@example.com', 3_000)).toBe(4_000);
    for (let i = 0; i < 5; i += 1) await throttle.recordFailure(`10.1.0.${i}`, 'a@example.com', 10_000);
    expect(await throttle.retryAfterMs('10.0.0.9', 'a@example.com', 10_000)).toBe(8_000);
    expect(await throttle.retryAfterMs('10.0.0.9', 'b@example.com', 10_000)).toBe(0);
    // Forgotten a while after the last failure.
    expect(await throttle.retryAfterMs('10.0.0.9', 'a@example.com', 70_000)).toBe(0);
  });

  test('one address spraying many accounts is slowed down', async () => {
    const throttle = new LoginThrottle(database.db, policy);
    for (let i = 0; i < 4; i += 1) await throttle.recordFailure('10.0.0.1', `user${i}@example.com`, 0);
    expect(await throttle.retryAfterMs('10.0.0.1', 'fresh@example.com', 0)).toBe(1_000);
    expect(await throttle.retryAfterMs('10.0.0.2', 'fresh@example.com', 0)).toBe(0);
  });

  test("a success clears the account's failures, never the address's", async () => {
    const throttle = new LoginThrottle(database.db, policy);
    for (let i = 0; i < 2; i += 1) await throttle.recordFailure('10.0.0.1', 'a@example.com', 0);
    for (let i = 0; i < 2; i += 1) await throttle.recordFailure('10.0.0.1', `other${i}@example.com`, 0);
    await throttle.recordSuccess('a@example.com');
    expect(await throttle.retryAfterMs('10.0.0.2', 'a@example.com', 0)).toBe(0);
    expect(await throttle.retryAfterMs('10.0.0.1', 'a@example.com', 0)).toBe(1_000);
  });

  test('failures recorded at the same moment (two instances, say) are all counted', async () => {
    const throttle = new LoginThrottle(database.db, policy);
    await Promise.all(Array.from({ length: 4 }, (_, i) => throttle.recordFailure(`10.0.0.${i}`, 'a@example.com', 0)));
    // Four failures, two over the allowance: 1 s doubled twice.
    expect(await throttle.retryAfterMs('10.0.0.9', 'a@example.com', 0)).toBe(4_000);
  });
});
