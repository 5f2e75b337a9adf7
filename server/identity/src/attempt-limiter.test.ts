import { AttemptLimiter } from './attempt-limiter.js';

describe('AttemptLimiter', () => {
  test('blocks a key after the allowed failures until the window ends', () => {
    const limiter = new AttemptLimiter({ maxAttempts: 2, windowMs: 1_000 });
    limiter.record('a@example.com|10.0.0.1', 0);
    expect(limiter.retryAfterMs('a@example.com|10.0.0.1', 10)).toBe(0);
    limiter.record('a@example.com|10.0.0.1', 10);
    expect(limiter.retryAfterMs('a@example.com|10.0.0.1', 20)).toBe(980);
    expect(limiter.retryAfterMs('a@example.com|10.0.0.2', 20)).toBe(0);
    expect(limiter.retryAfterMs('b@example.com|10.0.0.1', 20)).toBe(0);
    expect(limiter.retryAfterMs('a@example.com|10.0.0.1', 1_000)).toBe(0);
  });

  test('a success clears the count', () => {
    const limiter = new AttemptLimiter({ maxAttempts: 1, windowMs: 1_000 });
    limiter.record('auth0|a', 0);
    limiter.clear('auth0|a');
    expect(limiter.retryAfterMs('auth0|a', 1)).toBe(0);
  });
});
