import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 as authenticator apps implement it by default: HMAC-SHA-1, 6 digits, 30-second steps. */
const STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** 160 bits, the HMAC-SHA-1 key length RFC 4226 recommends. */
const SECRET_BYTES = 20;
/** Codes of the previous and the next step are accepted too, for clock drift and typing time. */
const ACCEPTED_STEP_DRIFT = 1;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function generateTotpSecret(): Buffer {
  return randomBytes(SECRET_BYTES);
}

/** RFC 4648 base32 without padding, the form authenticator apps take for manual entry. */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return output;
}

/** Decodes base32, ignoring case, spaces and padding; throws on any other character. */
export function base32Decode(text: string): Buffer {
  const normalized = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of normalized) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index === -1) throw new Error('Not a base32 string.');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export function timeStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / STEP_SECONDS);
}

/** The code of one time step (RFC 4226 HOTP with the step as counter). */
export function totpCode(secret: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

export interface TotpCheck {
  secret: Buffer;
  code: string;
  nowMs: number;
  /** The step of the last code accepted for this user: it and every earlier one are refused (no replay). */
  lastUsedStep: number | undefined;
}

/** The time step the code belongs to, or undefined when it matches no acceptable step. */
export function verifyTotp({ secret, code, nowMs, lastUsedStep }: TotpCheck): number | undefined {
  if (!/^\d+$/.test(code) || code.length !== TOTP_DIGITS) return undefined;
  const current = timeStep(nowMs);
  const expected = Buffer.from(code);
  let matched: number | undefined;
  // Every candidate is compared, so the time taken does not tell which step matched.
  for (let step = current - ACCEPTED_STEP_DRIFT; step <= current + ACCEPTED_STEP_DRIFT; step += 1) {
    const unused = lastUsedStep === undefined || step > lastUsedStep;
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), expected) && unused) matched = step;
  }
  return matched;
}

/** The Key URI Format read by authenticator apps (Google Authenticator's otpauth:// scheme). */
export function otpauthUri({ issuer, account, secret }: { issuer: string; account: string; secret: Buffer }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret: base32Encode(secret),
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
