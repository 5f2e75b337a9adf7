import { randomBytes } from 'node:crypto';
import { Browser } from './browser.js';
import { linkIn } from './mail.js';
import { ADMIN_SECRET, AUDIENCE, CLIENT_ID, pkcePair, SPA_ORIGIN, type RunningIdentity } from './identity.js';

export const SCOPE = 'openid profile email offline_access read:current_user update:current_user_metadata';

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

export interface Authorization {
  url: URL;
  verifier: string;
  state: string;
  nonce: string;
}

/** An /authorize request as @auth0/auth0-spa-js builds it. */
export function authorization(
  identity: Pick<RunningIdentity, 'issuer'>,
  extra: Record<string, string> = {},
): Authorization {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const url = new URL('authorize', identity.issuer);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: SPA_ORIGIN,
    audience: AUDIENCE,
    scope: SCOPE,
    response_type: 'code',
    response_mode: 'query',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    auth0Client: Buffer.from(JSON.stringify({ name: 'auth0-react', version: '2.27.0' })).toString('base64'),
    ...extra,
  }).toString();
  return { url, verifier, state, nonce };
}

/** Opens the login (or sign-up) page of a fresh authorization request. */
export async function openLoginPage(identity: RunningIdentity, browser: Browser, extra: Record<string, string> = {}) {
  const auth = authorization(identity, extra);
  const page = await browser.follow(auth.url);
  if (!page.response || page.response.status !== 200) throw new Error(`Expected the login page, got ${page.response?.status ?? page.leftTo}`);
  return { auth, pageUrl: new URL(page.response.url), html: page.html };
}

/** The code from the SPA callback, after checking the state came back. */
export function callbackCode(leftTo: URL | undefined, auth: Authorization): string {
  if (!leftTo) throw new Error('The flow did not return to the SPA');
  expect(leftTo.origin).toBe(SPA_ORIGIN);
  expect(leftTo.searchParams.get('state')).toBe(auth.state);
  const code = leftTo.searchParams.get('code');
  if (!code) throw new Error(`No code in the callback: ${leftTo.href}`);
  return code;
}

/** Fills in Sign Up, then opens the confirmation link of the mail in the same browser, back to the SPA. */
export async function signUp(
  identity: RunningIdentity,
  browser: Browser,
  fields: { email: string; password: string; fullName?: string },
): Promise<{ auth: Authorization; code: string }> {
  const { auth, pageUrl, html } = await openLoginPage(identity, browser, { screen_hint: 'signup' });
  const result = await browser.submit(pageUrl, html, { fullName: '', ...fields });
  if (result.response?.status !== 200 || !result.html.includes('<h1>Check your email</h1>')) {
    throw new Error(`Sign-up did not ask to check the mail (${result.response?.status}):\n${result.html}`);
  }
  const mail = await identity.mail.next(fields.email);
  const confirmed = await browser.follow(linkIn(mail, identity.issuer));
  return { auth, code: callbackCode(confirmed.leftTo, auth) };
}

export async function logIn(
  identity: RunningIdentity,
  browser: Browser,
  fields: { email: string; password: string },
): Promise<{ auth: Authorization; code: string }> {
  const { auth, pageUrl, html } = await openLoginPage(identity, browser);
  const result = await browser.submit(pageUrl, html, fields);
  return { auth, code: callbackCode(result.leftTo, auth) };
}

export function tokenRequest(identity: Pick<RunningIdentity, 'issuer'>, body: Record<string, string>): Promise<Response> {
  return fetch(new URL('oauth/token', identity.issuer), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: SPA_ORIGIN,
      'Auth0-Client': Buffer.from('{"name":"auth0-react"}').toString('base64'),
    },
    body: new URLSearchParams(body).toString(),
  });
}

export async function exchangeCode(identity: RunningIdentity, code: string, auth: Authorization): Promise<TokenResponse> {
  const response = await tokenRequest(identity, {
    client_id: CLIENT_ID,
    grant_type: 'authorization_code',
    code,
    code_verifier: auth.verifier,
    redirect_uri: SPA_ORIGIN,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as TokenResponse;
}

/** The refresh request spa-js sends (form-encoded, no audience or scope). */
export function refresh(identity: Pick<RunningIdentity, 'issuer'>, refreshToken: string): Promise<Response> {
  return tokenRequest(identity, {
    client_id: CLIENT_ID,
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    redirect_uri: SPA_ORIGIN,
  });
}

/** Silent authentication (prompt=none) with the browser's provider session. */
export async function silentAuthorization(identity: RunningIdentity, browser: Browser): Promise<URL> {
  const auth = authorization(identity, { prompt: 'none' });
  const result = await browser.follow(auth.url);
  if (!result.leftTo) throw new Error(`Silent authorization stayed on the provider (${result.response?.status})`);
  return result.leftTo;
}

/** The client-credentials request of the API's client for an admin token. */
export function adminTokenRequest(identity: Pick<RunningIdentity, 'issuer'>, scope: string, secret = ADMIN_SECRET): Promise<Response> {
  return fetch(new URL('oauth/token', identity.issuer), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Basic ${Buffer.from(`careerforge-api:${secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }).toString(),
  });
}

/** An admin access token of the API's client for the admin endpoints. */
export async function adminAccessToken(identity: RunningIdentity, scope = 'read:users update:users'): Promise<string> {
  const response = await adminTokenRequest(identity, scope);
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Turns a user's MFA on or off the way the API does. */
export async function setMfaEnabled(identity: RunningIdentity, sub: string, mfaEnabled: boolean): Promise<void> {
  const response = await fetch(new URL(`admin/users/${encodeURIComponent(sub)}/mfa`, identity.issuer), {
    method: 'PUT',
    headers: { Authorization: `Bearer ${await adminAccessToken(identity)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ mfaEnabled }),
  });
  expect(response.status).toBe(200);
}
