import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type Provider from 'oidc-provider';
import { ADMIN_CLIENT_ID } from '../config.js';
import { HttpError, readBody, sendJson } from '../http/responses.js';
import type { UserStore } from '../store/user-store.js';

const MFA_PATH = /^\/admin\/users\/([^/]+)\/mfa$/;
const mfaSettingSchema = z.strictObject({ mfaEnabled: z.boolean() });

/** Scope each method needs, named as in Auth0's Management API. */
const REQUIRED_SCOPE: Record<string, string> = { GET: 'read:users', PUT: 'update:users' };

export interface AdminRoutesOptions {
  provider: Provider;
  users: UserStore;
  adminAudience: string;
}

/**
 * GET/PUT /admin/users/:sub/mfa — the local counterpart of setting a user's MFA through Auth0's
 * Management API. Callers present a client_credentials access token of the API's client.
 */
export function createAdminRoutes({ provider, users, adminAudience }: AdminRoutesOptions) {
  async function authorize(req: IncomingMessage, res: ServerResponse, requiredScope: string): Promise<boolean> {
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      sendJson(res, 401, { error: 'Missing bearer access token.' }, { 'WWW-Authenticate': 'Bearer' });
      return false;
    }
    const credentials = await provider.ClientCredentials.find(token);
    if (!credentials || credentials.clientId !== ADMIN_CLIENT_ID || credentials.aud !== adminAudience) {
      sendJson(res, 401, { error: 'Invalid or expired access token.' }, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
      return false;
    }
    if (!credentials.scopes.has(requiredScope)) {
      const challenge = `Bearer error="insufficient_scope", scope="${requiredScope}"`;
      sendJson(res, 403, { error: `The access token lacks the ${requiredScope} scope.` }, { 'WWW-Authenticate': challenge });
      return false;
    }
    return true;
  }

  return async function handleAdmin(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const match = MFA_PATH.exec(pathname);
    if (!match?.[1]) return sendJson(res, 404, { error: 'Not found.' });
    const requiredScope = REQUIRED_SCOPE[req.method ?? ''];
    if (!requiredScope) return sendJson(res, 405, { error: 'Use GET or PUT.' }, { Allow: 'GET, PUT' });
    let sub: string;
    try {
      sub = decodeURIComponent(match[1]);
    } catch {
      throw new HttpError(400, 'The user id is not validly encoded.');
    }
    if (!(await authorize(req, res, requiredScope))) return;

    const user = await users.findBySub(sub);
    if (!user) return sendJson(res, 404, { error: 'User not found.' });
    if (req.method === 'GET') return sendJson(res, 200, { mfaEnabled: user.mfaEnabled });

    const body = await readBody(req, 'application/json', 1024);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new HttpError(400, 'The body is not valid JSON.');
    }
    const setting = mfaSettingSchema.safeParse(json);
    if (!setting.success) throw new HttpError(400, 'The body must be {"mfaEnabled": true} or {"mfaEnabled": false}.');
    const updated = await users.setMfaEnabled(sub, setting.data.mfaEnabled);
    if (!updated) return sendJson(res, 404, { error: 'User not found.' });
    sendJson(res, 200, { mfaEnabled: updated.mfaEnabled });
  };
}
