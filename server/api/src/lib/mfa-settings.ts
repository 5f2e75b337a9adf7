import { z } from 'zod';
import { HttpError, notFound } from './errors';

/**
 * Where a user's multi-factor setting lives: with the identity provider, which asks for the second
 * factor at sign-in. Two implementations behind one interface: the embedded provider's admin
 * endpoint, and Auth0's Management API.
 */
export interface MfaSettings {
  isEnabled(sub: string): Promise<boolean>;
  setEnabled(sub: string, enabled: boolean): Promise<boolean>;
}

export type MfaSettingsConfig =
  | { kind: 'local'; issuer: string; clientId: string; clientSecret: string }
  | { kind: 'auth0'; issuer: string; clientId: string; clientSecret: string }
  | { kind: 'none' };

const UNAVAILABLE = 'Account settings are unavailable right now. Try again shortly.';
const REQUEST_TIMEOUT_MS = 10_000;

const tokenResponseSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

/** A client-credentials token, fetched once and reused until shortly before it expires. */
function cachedToken(fetchToken: () => Promise<z.infer<typeof tokenResponseSchema>>) {
  let cached: { token: string; expiresAt: number } | null = null;
  return {
    async get(): Promise<string> {
      if (cached && cached.expiresAt > Date.now()) return cached.token;
      const { access_token, expires_in } = await fetchToken();
      cached = { token: access_token, expiresAt: Date.now() + Math.max(0, expires_in - 30) * 1000 };
      return access_token;
    },
    forget(): void {
      cached = null;
    },
  };
}

async function requestJson<T extends z.ZodType>(url: string, init: RequestInit, schema: T): Promise<{ status: number; body: z.output<T> | null }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new HttpError(503, UNAVAILABLE, { cause: error });
  }
  if (!response.ok) return { status: response.status, body: null };
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new HttpError(502, UNAVAILABLE, { cause: parsed.error });
  return { status: response.status, body: parsed.data };
}

/** Calls an admin API with the cached token; one retry with a new token when it was refused (expired or revoked). */
async function withToken<T>(token: ReturnType<typeof cachedToken>, call: (token: string) => Promise<{ status: number; body: T | null }>): Promise<T> {
  let result = await call(await token.get());
  if (result.status === 401) {
    token.forget();
    result = await call(await token.get());
  }
  if (result.status === 404) throw notFound('user');
  if (result.body === null) throw new HttpError(502, UNAVAILABLE, { cause: new Error(`Identity provider answered ${result.status}`) });
  return result.body;
}

async function fetchClientToken(url: string, init: RequestInit): Promise<z.infer<typeof tokenResponseSchema>> {
  const { status, body } = await requestJson(url, init, tokenResponseSchema);
  if (!body) throw new HttpError(502, UNAVAILABLE, { cause: new Error(`Token endpoint answered ${status}`) });
  return body;
}

const mfaFlagSchema = z.object({ mfaEnabled: z.boolean() });

/** The embedded provider: `GET`/`PUT <issuer>admin/users/:sub/mfa` with a client-credentials token (HTTP Basic client auth). */
function localProviderMfa({ issuer, clientId, clientSecret }: { issuer: string; clientId: string; clientSecret: string }): MfaSettings {
  const token = cachedToken(() =>
    fetchClientToken(`${issuer}oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'read:users update:users' }),
    }),
  );
  const userUrl = (sub: string) => `${issuer}admin/users/${encodeURIComponent(sub)}/mfa`;
  return {
    isEnabled: async (sub) =>
      (await withToken(token, (bearer) => requestJson(userUrl(sub), { headers: { authorization: `Bearer ${bearer}` } }, mfaFlagSchema))).mfaEnabled,
    setEnabled: async (sub, enabled) =>
      (
        await withToken(token, (bearer) =>
          requestJson(
            userUrl(sub),
            {
              method: 'PUT',
              headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
              body: JSON.stringify({ mfaEnabled: enabled }),
            },
            mfaFlagSchema,
          ),
        )
      ).mfaEnabled,
  };
}

const auth0UserSchema = z.object({ app_metadata: z.object({ mfa_enabled: z.boolean().optional() }).loose().optional() });

/**
 * Auth0: the flag is the user's `app_metadata.mfa_enabled`, read and written through the
 * Management API with a Machine-to-Machine application's token; an Auth0 Action (README) asks for
 * the second factor at sign-in when it is true.
 */
function auth0ManagementMfa({ issuer, clientId, clientSecret }: { issuer: string; clientId: string; clientSecret: string }): MfaSettings {
  const audience = `${issuer}api/v2/`;
  const token = cachedToken(() =>
    fetchClientToken(`${issuer}oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, audience }),
    }),
  );
  const userUrl = (sub: string) => `${audience}users/${encodeURIComponent(sub)}`;
  const flagOf = (user: z.infer<typeof auth0UserSchema>) => user.app_metadata?.mfa_enabled === true;
  return {
    isEnabled: async (sub) =>
      flagOf(
        await withToken(token, (bearer) =>
          requestJson(`${userUrl(sub)}?fields=app_metadata&include_fields=true`, { headers: { authorization: `Bearer ${bearer}` } }, auth0UserSchema),
        ),
      ),
    setEnabled: async (sub, enabled) =>
      flagOf(
        await withToken(token, (bearer) =>
          requestJson(
            userUrl(sub),
            {
              method: 'PATCH',
              headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
              body: JSON.stringify({ app_metadata: { mfa_enabled: enabled } }),
            },
            auth0UserSchema,
          ),
        ),
      ),
  };
}

const notConfigured: MfaSettings = {
  isEnabled: () => Promise.reject(new HttpError(503, 'Multi-factor settings are not configured on this server.')),
  setEnabled: () => Promise.reject(new HttpError(503, 'Multi-factor settings are not configured on this server.')),
};

export function createMfaSettings(config: MfaSettingsConfig): MfaSettings {
  if (config.kind === 'local') return localProviderMfa(config);
  if (config.kind === 'auth0') return auth0ManagementMfa(config);
  return notConfigured;
}
