import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTHeaderParameters, type JWTPayload } from 'jose';

export const API_AUDIENCE = 'https://api.careerforge.local';
export const CLIENT_ID = 'careerforge-spa';
const KEY_ID = 'test-signing-key';

export interface TokenOptions {
  sub?: string;
  issuer?: string;
  audience?: string | string[];
  /** Seconds from now; negative for an expired token, null for none. */
  expiresIn?: number | null;
  header?: Partial<JWTHeaderParameters>;
  claims?: JWTPayload;
  /** Sign with another key (a forged token) under the provider's key id. */
  signingKey?: CryptoKey;
}

/**
 * A stand-in identity provider: an RSA key pair whose public half is served as a JWKS over HTTP,
 * so the API verifies tokens exactly as it does against the real provider.
 */
export interface TestIdentity {
  /** What AUTH_DOMAIN is set to, e.g. http://127.0.0.1:41234 */
  domain: string;
  issuer: string;
  accessToken(options?: TokenOptions): Promise<string>;
  close(): Promise<void>;
}

/** Extra paths the stand-in answers (e.g. an admin API); true when it handled the request. */
export type ExtraRoutes = (request: IncomingMessage, response: ServerResponse) => boolean;

export async function startTestIdentity(extraRoutes?: ExtraRoutes): Promise<TestIdentity> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }] });
  const server: Server = createServer((request, response) => {
    if (request.url === '/.well-known/jwks.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
    } else if (!extraRoutes?.(request, response)) {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const domain = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${domain}/`;

  return {
    domain,
    issuer,
    accessToken: (options = {}) => {
      const jwt = new SignJWT({ client_id: CLIENT_ID, scope: 'openid profile email', ...options.claims })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'at+jwt', ...options.header })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? API_AUDIENCE)
        .setSubject(options.sub ?? 'auth0|test-user')
        .setIssuedAt();
      const expiresIn = options.expiresIn === undefined ? 900 : options.expiresIn;
      if (expiresIn !== null) jwt.setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn);
      return jwt.sign(options.signingKey ?? privateKey);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
