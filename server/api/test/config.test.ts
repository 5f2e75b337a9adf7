import { availableParallelism } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';

describe('configuration', () => {
  it('has defaults for running everything on one machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3100,
      host: 'localhost',
      databaseUrl: undefined,
      auth: {
        issuer: 'http://localhost:3200/',
        audience: 'https://api.careerforge.local',
        jwksUrl: 'http://localhost:3200/.well-known/jwks.json',
      },
      logLevel: 'info',
      rateLimitPerMinute: 600,
      trustProxy: false,
    });
    expect(config.corsOrigins).toEqual([3000, 3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port}`));
  });

  it('keeps the SQLite file in the repository’s data directory, wherever the API is started from', () => {
    const repositoryRoot = path.resolve(__dirname, '../../..');
    expect(loadConfig({}).sqlitePath).toBe(path.join(repositoryRoot, 'data', 'api', 'careerforge.sqlite'));
  });

  it('reads an Auth0 domain without a scheme as https', () => {
    const { auth } = loadConfig({ AUTH_DOMAIN: 'careerforge.eu.auth0.com', AUTH_AUDIENCE: 'https://api.example.com' });
    expect(auth).toEqual({
      issuer: 'https://careerforge.eu.auth0.com/',
      audience: 'https://api.example.com',
      jwksUrl: 'https://careerforge.eu.auth0.com/.well-known/jwks.json',
    });
  });

  it('gives the issuer exactly one trailing slash', () => {
    expect(loadConfig({ AUTH_DOMAIN: 'http://localhost:4200/' }).auth.issuer).toBe('http://localhost:4200/');
  });

  it('treats empty variables as unset and trims the origin list', () => {
    const config = loadConfig({ DATABASE_URL: '', API_PORT: '', CORS_ORIGINS: ' https://app.example.com/ , http://localhost:3000' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3100);
    expect(config.corsOrigins).toEqual(['https://app.example.com', 'http://localhost:3000']);
  });

  it('refuses invalid values with a message naming the variable', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/app' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of proxy addresses', () => {
    expect(['false', 'true', '1', '10.0.0.0/8, 192.168.1.7'].map((value) => loadConfig({ TRUST_PROXY: value }).trustProxy)).toEqual([
      false,
      true,
      1,
      ['10.0.0.0/8', '192.168.1.7'],
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY must be true, false, a hop count or a list of proxy addresses/);
  });

  it('has HTTP timeouts and extraction limits by default, and refuses a header timeout longer than the request timeout', () => {
    expect(loadConfig({})).toMatchObject({
      httpTimeouts: { headersMs: 10_000, requestMs: 120_000, idleMs: 30_000, keepAliveMs: 5_000 },
      extraction: { workers: availableParallelism(), timeoutMs: 10_000, drawingBytesLimit: 4 * 1024 * 1024 },
      publicFileRateLimitPerMinute: 1200,
    });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS cannot be longer than HTTP_REQUEST_TIMEOUT_MS/);
  });
});
