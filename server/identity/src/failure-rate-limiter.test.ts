import { FailureRateLimiter } from './failure-rate-limiter.js';

describe('FailureRateLimiter', () => {
  test('blocks a key after the allowed failures until the window ends', () => {
    const limiter = new FailureRateLimiter({ maxFailures: 2, windowMs: 1_000 });
    limiter.recordFailure('a@example.com|10.0.0.1', 0);
    expect(limiter.retryAfterMs('a@example.com|10.0.0.1', 10)).toBe(0);
    limiter.recordFailure('a@example.com|10.0.0.1', 10);
    expect(limiter.retryAfterMs('a@example.com|10.0.0.1', 20)).toBe(980);
    expect(limiter.retryAfterMs('a@example.com|10.0.0.2', 20)).toBe(0);
    expect(limiter.retryAfterMs('b@example.com|10.0.0.1', 20)).toBe(0);
    expect(limiter.retryAfterMs('a@example.com|10.0.0.1', 1_000)).toBe(0);
  });

  test('a success clears the count', () => {
    const limiter = new FailureRateLimiter({ maxFailures: 1, windowMs: 1_000 });
    limiter.recordFailure('auth0|a', 0);
    limiter.recordSuccess('auth0|a');
    expect(limiter.retryAfterMs('auth0|a', 1)).toBe(0);
  });
});
