import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  test('defaults: port 3200, issuer with the trailing slash, data under the repository root', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      host: '127.0.0.1',
      port: 3200,
      issuer: 'http://localhost:3200/',
      dataDir: expect.stringMatching(/[\\/]data[\\/]identity$/),
      databaseUrl: undefined,
      databasePoolSize: 10,
      spaClientId: 'careerforge-spa',
      apiAudience: 'https://api.careerforge.local',
      spaOrigins: [3000, 3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port}`),
      adminClientSecret: undefined,
      timeouts: { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 },
      signupLimitPerHour: 20,
      smtpUrl: undefined,
      mailFrom: 'CareerForge <no-reply@careerforge.local>',
      requireEmailVerification: false,
    });
    // <repo>/data/identity, whatever the working directory.
    expect(fs.existsSync(path.join(config.dataDir, '..', '..', 'pnpm-workspace.yaml'))).toBe(true);
  });

  test('reads the environment; empty values mean the default', () => {
    const config = loadConfig({
      IDENTITY_PORT: '4200',
      IDENTITY_ISSUER: '',
      SPA_ORIGINS: 'http://localhost:5000/, http://localhost:5001',
      AUTH_CLIENT_ID: 'other-spa',
      IDENTITY_DATA_DIR: '/var/lib/identity',
    });
    expect(config.issuer).toBe('http://localhost:4200/');
    expect(config.spaOrigins).toEqual(['http://localhost:5000', 'http://localhost:5001']);
    expect(config.spaClientId).toBe('other-spa');
    expect(config.dataDir).toBe('/var/lib/identity');
  });

  test('HOST chooses the listening address; the default is loopback only', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  test('DATABASE_URL moves the state to PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://id:secret@db.example:5432/careerforge' }).databaseUrl).toBe('postgres://id:secret@db.example:5432/careerforge');
  });

  test('DATABASE_POOL_SIZE bounds the PostgreSQL connections', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '3' }).databasePoolSize).toBe(3);
  });

  test('SIGNUP_LIMIT_PER_HOUR sets the sign-ups per client IP per hour; 0 turns the limit off', () => {
    expect(loadConfig({ SIGNUP_LIMIT_PER_HOUR: '5' }).signupLimitPerHour).toBe(5);
    expect(loadConfig({ SIGNUP_LIMIT_PER_HOUR: '0' }).signupLimitPerHour).toBe(0);
  });

  test('mail settings: SMTP_URL, MAIL_FROM and REQUIRE_EMAIL_VERIFICATION', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://mail.example:2525', MAIL_FROM: 'Jobs <jobs@example.com>', REQUIRE_EMAIL_VERIFICATION: 'true' });
    expect(config).toMatchObject({ smtpUrl: 'smtp://mail.example:2525', mailFrom: 'Jobs <jobs@example.com>', requireEmailVerification: true });
  });

  test('the timeouts come from the environment in milliseconds', () => {
    const config = loadConfig({ IDENTITY_HEADERS_TIMEOUT_MS: '2000', IDENTITY_REQUEST_TIMEOUT_MS: '4000', IDENTITY_KEEP_ALIVE_TIMEOUT_MS: '1000' });
    expect(config.timeouts).toEqual({ headersMs: 2000, requestMs: 4000, keepAliveMs: 1000 });
    expect(() => loadConfig({ IDENTITY_HEADERS_TIMEOUT_MS: '5000', IDENTITY_REQUEST_TIMEOUT_MS: '4000' })).toThrow(
      'IDENTITY_HEADERS_TIMEOUT_MS must not exceed IDENTITY_REQUEST_TIMEOUT_MS',
    );
  });

  test.each([
    [{ IDENTITY_ISSUER: 'http://localhost:3200' }, 'IDENTITY_ISSUER'],
    [{ IDENTITY_ISSUER: 'http://localhost:3200/auth/' }, 'IDENTITY_ISSUER'],
    [{ IDENTITY_PORT: 'eighty' }, 'IDENTITY_PORT'],
    [{ SPA_ORIGINS: 'http://localhost:3000/app' }, 'SPA_ORIGINS'],
    [{ IDENTITY_ADMIN_CLIENT_SECRET: 'short' }, 'IDENTITY_ADMIN_CLIENT_SECRET'],
    [{ IDENTITY_REQUEST_TIMEOUT_MS: '0' }, 'IDENTITY_REQUEST_TIMEOUT_MS'],
    [{ HOST: 'local host' }, 'HOST'],
    [{ SIGNUP_LIMIT_PER_HOUR: '-1' }, 'SIGNUP_LIMIT_PER_HOUR'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ REQUIRE_EMAIL_VERIFICATION: 'yes' }, 'REQUIRE_EMAIL_VERIFICATION'],
    [{ DATABASE_URL: 'mysql://db.example/careerforge' }, 'DATABASE_URL'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE'],
  ])('rejects %j naming the variable', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});
