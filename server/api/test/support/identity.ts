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
  /** Signs from now on with a new key under a new key id; the key set serves both keys. */
  rotateKey(): Promise<void>;
  /** Takes the provider offline (an outage): connections are refused from now on. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/** Extra paths the stand-in answers (e.g. an admin API); true when it handled the request. */
export type ExtraRoutes = (request: IncomingMessage, response: ServerResponse) => boolean;

export async function startTestIdentity(extraRoutes?: ExtraRoutes): Promise<TestIdentity> {
  const signingKeys: { kid: string; privateKey: CryptoKey; jwk: object }[] = [];
  const addKey = async (kid: string) => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    signingKeys.push({ kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } });
  };
  await addKey(KEY_ID);
  const currentKey = () => signingKeys[signingKeys.length - 1] as (typeof signingKeys)[number];
  let jwks = JSON.stringify({ keys: signingKeys.map((key) => key.jwk) });
  const server: Server = createServer((request, response) => {
    if (request.url === '/.well-known/jwks.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
    } else if (!extraRoutes?.(request, response)) {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stop = async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  };
  const domain = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${domain}/`;

  return {
    domain,
    issuer,
    accessToken: (options = {}) => {
      const jwt = new SignJWT({ client_id: CLIENT_ID, scope: 'openid profile email', ...options.claims })
        .setProtectedHeader({ alg: 'RS256', kid: currentKey().kid, typ: 'at+jwt', ...options.header })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? API_AUDIENCE)
        .setSubject(options.sub ?? 'auth0|test-user')
        .setIssuedAt();
      const expiresIn = options.expiresIn === undefined ? 900 : options.expiresIn;
      if (expiresIn !== null) jwt.setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn);
      return jwt.sign(options.signingKey ?? currentKey().privateKey);
    },
    rotateKey: async () => {
      await addKey(`${KEY_ID}-${signingKeys.length + 1}`);
      jwks = JSON.stringify({ keys: signingKeys.map((key) => key.jwk) });
    },
    stop,
    close: stop,
  };
}
