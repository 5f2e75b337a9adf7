import { hash } from 'node:crypto';
import { userIdFromSub } from '@careerforge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { ApiConfig } from '../config';
import { HttpError } from './errors';
import { LruMap } from '@careerforge/server-db';

/** The caller, from a verified access token. */
export interface AuthUser {
  /** The provider's subject, e.g. "auth0|64f1…". */
  sub: string;
  /** The app's user id: the part of `sub` after the pipe. Every query is scoped by it. */
  userId: string;
  /** Present when the provider puts the e-mail into access tokens. */
  email: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: verifies the bearer token and sets `request.user`, else replies 401. */
    authenticate: onRequestHookHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const INVALID_TOKEN = 'Missing or invalid access token.';

/** jose failures that mean "this token is not acceptable"; anything else is our side failing (JWKS unreachable). */
const REJECTED_TOKEN_CODES = new Set([
  errors.JWTExpired.code,
  errors.JWTClaimValidationFailed.code,
  errors.JWTInvalid.code,
  errors.JWSInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
]);

/** Seconds of clock difference tolerated between the provider and this server. */
const CLOCK_TOLERANCE_SECONDS = 5;

function rejectToken(reply: FastifyReply, reason: 'missing' | 'invalid'): HttpError {
  reply.header('www-authenticate', reason === 'missing' ? 'Bearer' : 'Bearer error="invalid_token"');
  return new HttpError(401, INVALID_TOKEN);
}

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer +([A-Za-z0-9\-_.~+/]+=*)$/i);
  return match?.[1] ?? null;
}

/** After this the key set is fetched again, while the one in hand keeps verifying. */
const JWKS_FRESH_MS = 10 * 60_000;
/**
 * How long the last key set fetched keeps verifying while the provider cannot be reached: an
 * outage of the provider does not sign everyone out, and a key it withdrew stops working within a day.
 */
const JWKS_STALE_LIMIT_MS = 24 * 60 * 60_000;
/** The least time between two fetches for unknown keys (and between background retries), so tokens naming made-up keys cannot make the API flood the provider. */
const JWKS_FETCH_COOLDOWN_MS = 30_000;
const JWKS_FETCH_TIMEOUT_MS = 5_000;

const jwksSchema = z.object({ keys: z.array(z.looseObject({ kty: z.string(), kid: z.string().optional() })) });

/** Milliseconds since the epoch; a test passes its own clock. */
export type Clock = () => number;

/**
 * The provider's signing keys: fetched on first use, refreshed in the background once they are
 * older than JWKS_FRESH_MS and at once for a token naming a key not in the set. A failed fetch
 * keeps the last good set, which verifies for up to JWKS_STALE_LIMIT_MS after it was fetched;
 * without any set (the provider down since start-up) verification fails and callers get 503.
 */
function providerKeys(jwksUrl: string, now: Clock): JWTVerifyGetKey {
  let current: { verify: JWTVerifyGetKey; kids: Set<string | undefined>; fetchedAt: number } | null = null;
  let pending: Promise<void> | null = null;
  let lastFetchAt = Number.NEGATIVE_INFINITY;
  let lastUnknownKeyFetchAt = Number.NEGATIVE_INFINITY;

  async function fetchKeys(): Promise<void> {
    const response = await fetch(jwksUrl, { signal: AbortSignal.timeout(JWKS_FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`The identity provider answered ${response.status} for its keys.`);
    const keySet = jwksSchema.parse(await response.json());
    current = {
      verify: createLocalJWKSet(keySet as JSONWebKeySet),
      kids: new Set(keySet.keys.map((key) => key.kid)),
      fetchedAt: now(),
    };
  }

  function refresh(): Promise<void> {
    if (!pending) {
      lastFetchAt = now();
      pending = fetchKeys().finally(() => {
        pending = null;
      });
    }
    return pending;
  }

  return async (header, token) => {
    if (!current) await refresh();
    else if (header.kid !== undefined && !current.kids.has(header.kid) && now() - lastUnknownKeyFetchAt >= JWKS_FETCH_COOLDOWN_MS) {
      // A rotated key: worth waiting for. If the provider is down the token is checked against the set in hand.
      lastUnknownKeyFetchAt = now();
      await refresh().catch(() => undefined);
    } else if (now() - current.fetchedAt >= JWKS_FRESH_MS && now() - lastFetchAt >= JWKS_FETCH_COOLDOWN_MS) {
      void refresh().catch(() => undefined);
    }
    if (!current) throw new Error('The identity provider’s keys could not be fetched.');
    if (now() - current.fetchedAt > JWKS_STALE_LIMIT_MS) throw new Error('The identity provider’s keys are more than a day old.');
    return current.verify(header, token);
  };
}

/** A token that passed every check, and until when that verdict may be reused. */
interface VerifiedToken {
  user: AuthUser;
  reusableUntilMs: number;
}

/** Verified tokens remembered at most, least recently used dropped first (a few MB at most). */
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;
/**
 * A remembered verdict is checked again after this even if the token lives longer, so a key the
 * provider withdrew, or a key set past JWKS_STALE_LIMIT_MS, stops being accepted as it would be
 * without the cache.
 */
const VERIFIED_TOKEN_REUSE_MS = JWKS_FRESH_MS;

/**
 * Verified tokens by the SHA-256 of the whole token (signature included), so a token that differs
 * in any byte is verified on its own, and the cache holds no usable token. An entry is reused until
 * the token's `exp` at the latest.
 */
function verifiedTokenCache(now: Clock) {
  const entries = new LruMap<string, VerifiedToken>(VERIFIED_TOKEN_CACHE_SIZE);
  return {
    // The one-shot digest: no Hash object per request, about a third less CPU for a token's length.
    keyOf: (token: string) => hash('sha256', token, 'base64url'),
    get(key: string): AuthUser | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (now() < entry.reusableUntilMs) return entry.user;
      entries.delete(key);
      return null;
    },
    set(key: string, entry: VerifiedToken): void {
      if (now() < entry.reusableUntilMs) entries.set(key, entry);
    },
  };
}

/**
 * Verifies access tokens of the local provider (`typ: at+jwt`, `client_id`, string `aud`) and of
 * Auth0 (`typ: JWT`, `azp`, `aud` often an array): RS256 against the provider's JWKS, exact issuer,
 * the API audience, expiry. Neither `typ` nor `azp` is required. ID tokens are refused even when
 * their audience would pass: they carry a `nonce`. A token verified once is not verified again
 * (an RSA signature check per request) until it expires or VERIFIED_TOKEN_REUSE_MS has passed.
 */
export function createTokenVerifier(auth: ApiConfig['auth'], now: Clock = () => Date.now()) {
  const keys = providerKeys(auth.jwksUrl, now);
  const cache = verifiedTokenCache(now);

  async function verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload, protectedHeader } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        currentDate: new Date(now()),
        issuer: auth.issuer,
        audience: auth.audience,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'sub'],
      });
      const isIdToken = payload.nonce !== undefined || protectedHeader.typ?.toLowerCase() === 'id_token';
      const userId = payload.sub ? userIdFromSub(payload.sub) : '';
      if (isIdToken || !payload.sub || !userId || payload.exp === undefined) return null;
      return {
        user: Object.freeze({ sub: payload.sub, userId, email: typeof payload.email === 'string' ? payload.email : null }),
        reusableUntilMs: Math.min(payload.exp * 1000, now() + VERIFIED_TOKEN_REUSE_MS),
      };
    } catch (error) {
      if (error instanceof errors.JOSEError && REJECTED_TOKEN_CODES.has(error.code)) return null;
      throw error;
    }
  }

  async function verifyAndRemember(key: string, token: string): Promise<AuthUser | null> {
    const verified = await verify(token);
    if (!verified) return null;
    cache.set(key, verified);
    return verified.user;
  }

  /** A remembered verdict answers at once, not as a promise: most requests carry one, and need no turn of the microtask queue. */
  return function verifyAccessToken(token: string): AuthUser | Promise<AuthUser | null> {
    const key = cache.keyOf(token);
    return cache.get(key) ?? verifyAndRemember(key, token);
  };
}

/** Adds `app.authenticate` and `request.user`; routes opt in through `registerEndpoint`. */
export function registerAuthentication(app: FastifyInstance, auth: ApiConfig['auth']): void {
  const verifyAccessToken = createTokenVerifier(auth);
  app.decorateRequest('user', null);
  function accept(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction, user: AuthUser | null): void {
    if (!user) return done(rejectToken(reply, 'invalid'));
    request.user = user;
    done();
  }
  app.decorate('authenticate', function authenticate(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const token = bearerToken(request.headers.authorization);
    if (!token) return done(rejectToken(reply, 'missing'));
    const verdict = verifyAccessToken(token);
    if (!(verdict instanceof Promise)) return accept(request, reply, done, verdict);
    verdict.then(
      (user) => accept(request, reply, done, user),
      (error: unknown) => done(new HttpError(503, 'Sign-in cannot be checked right now. Try again shortly.', { cause: error })),
    );
  });
}

/** The caller of an authenticated route. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, INVALID_TOKEN);
  return request.user;
}

/**
 * Calls that name a user (`user_id` in the body or query) must name the caller: the user id, or
 * the whole `sub`. Anything else is refused and changes nothing.
 */
export function assertOwnUserId(user: AuthUser, claimedUserId: string): void {
  if (claimedUserId !== user.userId && claimedUserId !== user.sub) {
    throw new HttpError(403, 'user_id does not match the signed-in user.');
  }
}
