import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ExtraRoutes } from './identity';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * The embedded identity provider's admin contract (README of server/identity): a client-credentials
 * token at /oauth/token with HTTP Basic client authentication, then GET/PUT /admin/users/:sub/mfa
 * with that token. Users it does not know answer 404.
 */
export function localAdminStandIn(clientSecret: string) {
  const flags = new Map<string, boolean>();
  const tokens = new Set<string>();
  const calls: string[] = [];
  const routes: ExtraRoutes = (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'POST' && url.pathname === '/oauth/token') {
      calls.push('token');
      const expected = `Basic ${Buffer.from(`careerforge-api:${clientSecret}`).toString('base64')}`;
      void readBody(request).then((body) => {
        if (request.headers.authorization !== expected) return json(response, 401, { error: 'invalid_client' });
        if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') return json(response, 400, { error: 'unsupported_grant_type' });
        const token = randomUUID();
        tokens.add(token);
        json(response, 200, { access_token: token, expires_in: 600, token_type: 'Bearer', scope: 'read:users update:users' });
      });
      return true;
    }
    const match = /^\/admin\/users\/([^/]+)\/mfa$/.exec(url.pathname);
    if (!match) return false;
    const sub = decodeURIComponent(match[1]!);
    calls.push(`${request.method} ${sub}`);
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(token)) return (json(response, 401, { error: 'invalid token' }), true);
    if (!flags.has(sub)) return (json(response, 404, { error: 'unknown user' }), true);
    if (request.method === 'GET') return (json(response, 200, { mfaEnabled: flags.get(sub) }), true);
    void readBody(request).then((body) => {
      flags.set(sub, JSON.parse(body).mfaEnabled === true);
      json(response, 200, { mfaEnabled: flags.get(sub) });
    });
    return true;
  };
  return {
    routes,
    /** Users the provider knows, with MFA off. */
    addUser: (sub: string) => flags.set(sub, false),
    flagOf: (sub: string) => flags.get(sub),
    /** Forgets every issued token, as a provider restart with new keys would. */
    revokeTokens: () => tokens.clear(),
    calls,
  };
}

/**
 * Auth0's Management API contract for what the API uses: a token from POST /oauth/token (JSON
 * client credentials for the audience https://<domain>/api/v2/), GET /api/v2/users/:id (fields
 * filter) and PATCH /api/v2/users/:id merging app_metadata.
 */
export async function startAuth0ManagementStandIn({ clientId, clientSecret }: { clientId: string; clientSecret: string }) {
  const users = new Map<string, { user_id: string; email: string; app_metadata: Record<string, unknown> }>();
  const tokens = new Set<string>();
  let issuer = '';
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    void readBody(request).then((body) => {
      if (request.method === 'POST' && url.pathname === '/oauth/token') {
        const grant = JSON.parse(body || '{}');
        if (grant.client_id !== clientId || grant.client_secret !== clientSecret) return json(response, 401, { error: 'access_denied' });
        if (grant.audience !== `${issuer}api/v2/`) return json(response, 403, { error: 'access_denied', error_description: 'Service not enabled within domain' });
        const token = randomUUID();
        tokens.add(token);
        return json(response, 200, { access_token: token, expires_in: 86_400, scope: 'read:users update:users', token_type: 'Bearer' });
      }
      const match = /^\/api\/v2\/users\/([^/]+)$/.exec(url.pathname);
      if (!match) return json(response, 404, { statusCode: 404, error: 'Not Found' });
      if (!tokens.has(request.headers.authorization?.replace(/^Bearer /, '') ?? '')) return json(response, 401, { statusCode: 401, error: 'Unauthorized' });
      const user = users.get(decodeURIComponent(match[1]!));
      if (!user) return json(response, 404, { statusCode: 404, error: 'Not Found', errorCode: 'inexistent_user' });
      if (request.method === 'PATCH') {
        user.app_metadata = { ...user.app_metadata, ...JSON.parse(body).app_metadata };
        return json(response, 200, user);
      }
      const fields = url.searchParams.get('fields');
      return json(response, 200, fields === 'app_metadata' ? { app_metadata: user.app_metadata } : user);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    issuer,
    addUser: (sub: string, appMetadata: Record<string, unknown> = { plan: 'free' }) =>
      users.set(sub, { user_id: sub, email: `${sub}@example.com`, app_metadata: appMetadata }),
    appMetadataOf: (sub: string) => users.get(sub)?.app_metadata,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
