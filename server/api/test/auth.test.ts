import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { createTokenVerifier } from '../src/lib/auth';
import { API_AUDIENCE, CLIENT_ID } from './support/identity';
import { startTestApi, type TestApi } from './support/api';

const PROTECTED = '/api/resumes/skills/';
const INVALID_TOKEN = { error: 'Missing or invalid access token.', request_id: expect.any(String) };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

function callWith(authorization: string | undefined) {
  return api.inject({ method: 'GET', url: PROTECTED, headers: authorization ? { authorization } : {} });
}

async function expectRefused(authorization: string | undefined) {
  const response = await callWith(authorization);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual(INVALID_TOKEN);
  expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
}

describe('access tokens', () => {
  it('accepts a token of the local provider (typ at+jwt, client_id, string aud)', async () => {
    const token = await api.identity.accessToken({ sub: 'auth0|local-user' });
    const response = await callWith(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ skills: [] });
  });

  it('accepts an Auth0 token (typ JWT, azp, aud as an array)', async () => {
    const token = await api.identity.accessToken({
      sub: 'google-oauth2|1234567890',
      audience: [API_AUDIENCE, 'https://tenant.auth0.com/userinfo'],
      header: { typ: 'JWT' },
      claims: { azp: CLIENT_ID, client_id: undefined },
    });
    expect((await callWith(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('accepts the scheme in any case', async () => {
    const token = await api.identity.accessToken();
    expect((await callWith(`bearer ${token}`)).statusCode).toBe(200);
  });

  it('refuses a request without a token', async () => {
    await expectRefused(undefined);
    await expectRefused('Bearer');
    await expectRefused('Basic dXNlcjpwYXNz');
  });

  it('refuses a malformed token', async () => {
    await expectRefused('Bearer not-a-jwt');
    await expectRefused('Bearer a.b.c');
  });

  it('refuses a token signed with another key under the provider key id (forged)', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    await expectRefused(`Bearer ${await api.identity.accessToken({ signingKey: privateKey })}`);
  });

  it('refuses a token signed by a key the provider does not publish', async () => {
    await expectRefused(`Bearer ${await api.identity.accessToken({ header: { kid: 'unknown-key' } })}`);
  });

  it('refuses an expired token, beyond a few seconds of clock tolerance', async () => {
    await expectRefused(`Bearer ${await api.identity.accessToken({ expiresIn: -60 })}`);
    const justExpired = await api.identity.accessToken({ expiresIn: -2 });
    expect((await callWith(`Bearer ${justExpired}`)).statusCode).toBe(200);
  });

  it('refuses a token without an expiry', async () => {
    await expectRefused(`Bearer ${await api.identity.accessToken({ expiresIn: null })}`);
  });

  it('refuses a token for another audience', async () => {
    await expectRefused(`Bearer ${await api.identity.accessToken({ audience: 'https://other-api.example' })}`);
  });

  it('refuses a token from another issuer, including the issuer without its trailing slash', async () => {
    await expectRefused(`Bearer ${await api.identity.accessToken({ issuer: 'https://evil.example/' })}`);
    await expectRefused(`Bearer ${await api.identity.accessToken({ issuer: api.identity.domain })}`);
  });

  it('refuses HS256 tokens, even one keyed with the public JWKS', async () => {
    const jwks = await (await fetch(`${api.identity.domain}/.well-known/jwks.json`)).text();
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: 'test-signing-key' })
      .setIssuer(api.identity.issuer)
      .setAudience(API_AUDIENCE)
      .setSubject('auth0|attacker')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(jwks));
    await expectRefused(`Bearer ${token}`);
  });

  it('refuses unsigned tokens (alg none)', async () => {
    const token = new UnsecuredJWT({})
      .setIssuer(api.identity.issuer)
      .setAudience(API_AUDIENCE)
      .setSubject('auth0|attacker')
      .setExpirationTime('10m')
      .encode();
    await expectRefused(`Bearer ${token}`);
  });

  it('refuses an ID token used as a bearer token', async () => {
    const idToken = await api.identity.accessToken({
      audience: CLIENT_ID,
      header: { typ: 'JWT' },
      claims: { nonce: 'n-0S6_WzA2Mj', email: 'ada@example.com', client_id: undefined },
    });
    await expectRefused(`Bearer ${idToken}`);
  });

  it('refuses an ID token even when its audience includes the API', async () => {
    const idToken = await api.identity.accessToken({ audience: [CLIENT_ID, API_AUDIENCE], claims: { nonce: 'abc' } });
    await expectRefused(`Bearer ${idToken}`);
    const typedIdToken = await api.identity.accessToken({ header: { typ: 'id_token' } });
    await expectRefused(`Bearer ${typedIdToken}`);
  });

  it('refuses a token without a subject', async () => {
    await expectRefused(`Bearer ${await api.identity.accessToken({ sub: '' })}`);
  });

  it('checks the token before the request body', async () => {
    const response = await api.inject({ method: 'POST', url: '/api/resumes/skills/submit', payload: { wrong: true } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_TOKEN);
  });
});

describe('when the provider’s keys cannot be fetched', () => {
  let unreachable: TestApi;
  beforeAll(async () => {
    // Nothing listens on port 1: the JWKS request is refused.
    unreachable = await startTestApi({ AUTH_DOMAIN: 'http://127.0.0.1:1' });
  });
  afterAll(() => unreachable.close());

  it('answers 503 rather than blaming the token', async () => {
    const token = await unreachable.identity.accessToken({ issuer: 'http://127.0.0.1:1/' });
    const response = await unreachable.inject({ method: 'GET', url: PROTECTED, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'Sign-in cannot be checked right now. Try again shortly.', request_id: expect.any(String) });
  });
});

describe('a token verified once', () => {
  const SECOND = 1000;
  let offsetMs = 0;
  const clock = () => Date.now() + offsetMs;
  beforeEach(() => {
    offsetMs = 0;
  });

  it('is refused once expired, though its verdict was remembered', async () => {
    const verify = createTokenVerifier(api.config.auth, clock);
    const token = await api.identity.accessToken({ sub: 'auth0|cached-expiry', expiresIn: 60 });
    expect(await verify(token)).toMatchObject({ userId: 'cached-expiry' });
    offsetMs = 50 * SECOND;
    expect(await verify(token)).toMatchObject({ userId: 'cached-expiry' });
    offsetMs = 70 * SECOND;
    expect(await verify(token)).toBeNull();
  });

  it('is answered at once, without a promise, until it must be checked again', async () => {
    const verify = createTokenVerifier(api.config.auth, clock);
    const token = await api.identity.accessToken({ sub: 'auth0|cached-at-once', expiresIn: 60 });
    expect(verify(token)).toBeInstanceOf(Promise);
    expect(await verify(token)).toMatchObject({ userId: 'cached-at-once' });
    expect(verify(token)).toMatchObject({ userId: 'cached-at-once' });
    offsetMs = 70 * SECOND;
    expect(verify(token)).toBeInstanceOf(Promise);
  });

  it('does not let a token differing from it in its signature through', async () => {
    const verify = createTokenVerifier(api.config.auth, clock);
    const token = await api.identity.accessToken({ sub: 'auth0|cached-signature', expiresIn: 600 });
    expect(await verify(token)).toMatchObject({ userId: 'cached-signature' });
    const [header, payload, signature = ''] = token.split('.');
    // A character inside the signature: all six of its bits count (the last one's do not).
    const changed = signature[10] === 'A' ? 'B' : 'A';
    expect(await verify(`${header}.${payload}.${signature.slice(0, 10)}${changed}${signature.slice(11)}`)).toBeNull();
    const otherPayload = (await api.identity.accessToken({ sub: 'auth0|someone-else', expiresIn: 600 })).split('.')[1];
    expect(await verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
  });
});
