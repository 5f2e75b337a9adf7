import { LoginRateLimiter } from './login-rate-limiter.js';

describe('LoginRateLimiter', () => {
  test('blocks an email and IP after the allowed failures until the window ends', () => {
    const limiter = new LoginRateLimiter({ maxFailures: 2, windowMs: 1_000 });
    limiter.recordFailure('a@example.com', '10.0.0.1', 0);
    expect(limiter.retryAfterMs('a@example.com', '10.0.0.1', 10)).toBe(0);
    limiter.recordFailure('a@example.com', '10.0.0.1', 10);
    expect(limiter.retryAfterMs('a@example.com', '10.0.0.1', 20)).toBe(980);
    expect(limiter.retryAfterMs('a@example.com', '10.0.0.2', 20)).toBe(0);
    expect(limiter.retryAfterMs('b@example.com', '10.0.0.1', 20)).toBe(0);
    expect(limiter.retryAfterMs('a@example.com', '10.0.0.1', 1_000)).toBe(0);
  });

  test('a successful login clears the count', () => {
    const limiter = new LoginRateLimiter({ maxFailures: 1, windowMs: 1_000 });
    limiter.recordFailure('a@example.com', '10.0.0.1', 0);
    limiter.recordSuccess('a@example.com', '10.0.0.1');
    expect(limiter.retryAfterMs('a@example.com', '10.0.0.1', 1)).toBe(0);
  });
});
