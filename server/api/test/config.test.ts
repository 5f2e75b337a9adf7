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
});
