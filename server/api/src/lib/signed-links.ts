import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isErrorCode } from './errors';

/** What a file link grants: one user's one stored file, until `expiresAt`. */
export interface FileLinkClaim {
  userId: string;
  resumeId: number;
  blobKey: string;
}

export interface FileLinkSigner {
  /** A URL-safe token for the claim, valid for the configured time from now. */
  sign(claim: FileLinkClaim): Promise<string>;
  /** The claim of a genuine, unexpired token; null for anything else. */
  verify(token: string): Promise<FileLinkClaim | null>;
}

export interface FileLinkOptions {
  /** The configured secret; when undefined, the one kept in `secretPath`. */
  secret: string | undefined;
  secretPath: string;
  ttlSeconds: number;
}

interface TokenPayload {
  u: string;
  r: number;
  k: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

/**
 * The secret kept on disk, created with 256 random bits the first time. Every instance sharing the
 * data directory signs alike, and links survive a restart. `wx` makes the first writer win a race.
 */
async function persistedSecret(secretPath: string): Promise<string> {
  try {
    return (await readFile(secretPath, 'utf8')).trim();
  } catch (error) {
    if (!isErrorCode(error, 'ENOENT')) throw error;
  }
  await mkdir(path.dirname(secretPath), { recursive: true, mode: 0o700 });
  try {
    await writeFile(secretPath, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (!isErrorCode(error, 'EEXIST')) throw error;
  }
  return (await readFile(secretPath, 'utf8')).trim();
}

function isTokenPayload(value: unknown): value is TokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const payload = value as Record<string, unknown>;
  return (
    typeof payload.u === 'string' &&
    Number.isSafeInteger(payload.r) &&
    typeof payload.k === 'string' &&
    Number.isSafeInteger(payload.e)
  );
}

/**
 * Tokens are `<payload>.<signature>`, both base64url: the payload is the claim and its expiry as
 * JSON, the signature its HMAC-SHA256. A token cannot be altered (another file, a later expiry)
 * without the secret, and signatures are compared in constant time.
 */
export function fileLinkSigner({ secret, secretPath, ttlSeconds }: FileLinkOptions): FileLinkSigner {
  // Read on first use, so an API that never signs a link never creates the secret file.
  let key: Promise<string> | undefined;
  const signingKey = () => (key ??= secret === undefined ? persistedSecret(secretPath) : Promise.resolve(secret));

  const signatureOf = async (payload: string) => createHmac('sha256', await signingKey()).update(payload).digest();

  return {
    async sign({ userId, resumeId, blobKey }) {
      const claim: TokenPayload = { u: userId, r: resumeId, k: blobKey, e: Math.floor(Date.now() / 1000) + ttlSeconds };
      const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
      return `${payload}.${(await signatureOf(payload)).toString('base64url')}`;
    },

    async verify(token) {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const expected = await signatureOf(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let claim: unknown;
      try {
        claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (!isTokenPayload(claim) || claim.e * 1000 <= Date.now()) return null;
      return { userId: claim.u, resumeId: claim.r, blobKey: claim.k };
    },
  };
}
