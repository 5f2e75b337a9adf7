import { base32Decode, base32Encode, generateTotpSecret, otpauthUri, timeStep, totpCode, verifyTotp } from './totp.js';

/** The SHA-1 seed of RFC 6238, Appendix B. */
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');

describe('TOTP (RFC 6238)', () => {
  // Appendix B lists 8-digit codes; a 6-digit code is the same truncated value modulo 10^6.
  test.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('the code at %i s is the last 6 digits of %s', (seconds, rfcCode) => {
    expect(totpCode(RFC_SECRET, timeStep(seconds * 1000))).toBe(rfcCode.slice(-6));
  });

  test('base32 matches RFC 4648 and round-trips', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(base32Encode(RFC_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    const secret = generateTotpSecret();
    expect(secret).toHaveLength(20);
    expect(base32Decode(base32Encode(secret))).toEqual(secret);
    expect(() => base32Decode('not base32!')).toThrow('Not a base32 string.');
  });

  test('accepts the previous, current and next step, nothing further', () => {
    const nowMs = 1_234_567_890_000;
    const step = timeStep(nowMs);
    const check = (offset: number) => verifyTotp({ secret: RFC_SECRET, code: totpCode(RFC_SECRET, step + offset), nowMs, lastUsedStep: undefined });
    expect(check(-1)).toBe(step - 1);
    expect(check(0)).toBe(step);
    expect(check(1)).toBe(step + 1);
    expect(check(-2)).toBeUndefined();
    expect(check(2)).toBeUndefined();
  });

  test('refuses a code of a step already used, or of an earlier one', () => {
    const nowMs = 1_234_567_890_000;
    const step = timeStep(nowMs);
    const code = totpCode(RFC_SECRET, step);
    expect(verifyTotp({ secret: RFC_SECRET, code, nowMs, lastUsedStep: step - 1 })).toBe(step);
    expect(verifyTotp({ secret: RFC_SECRET, code, nowMs, lastUsedStep: step })).toBeUndefined();
    expect(verifyTotp({ secret: RFC_SECRET, code: totpCode(RFC_SECRET, step - 1), nowMs, lastUsedStep: step })).toBeUndefined();
    expect(verifyTotp({ secret: RFC_SECRET, code: totpCode(RFC_SECRET, step + 1), nowMs, lastUsedStep: step })).toBe(step + 1);
  });

  test('refuses malformed codes', () => {
    const nowMs = 59_000;
    for (const code of ['', '28708', '2870822', '28708a', ' 287082']) {
      expect(verifyTotp({ secret: RFC_SECRET, code, nowMs, lastUsedStep: undefined })).toBeUndefined();
    }
    expect(verifyTotp({ secret: RFC_SECRET, code: '287082', nowMs, lastUsedStep: undefined })).toBe(1);
  });

  test('builds the otpauth URI authenticator apps read', () => {
    const uri = new URL(otpauthUri({ issuer: 'CareerForge', account: 'ada+jobs@example.com', secret: RFC_SECRET }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/CareerForge:ada+jobs@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
      issuer: 'CareerForge',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
