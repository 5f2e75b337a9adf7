import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** Helmet's headers with the API's content policy, as `@fastify/helmet` sent them on every answer. */
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it('go out with answers, refusals and unknown routes alike', async () => {
    const user = await api.signIn('auth0|headers');
    for (const answer of [
      await user.request('GET', '/api/resumes/skills/'),
      await api.inject({ method: 'GET', url: '/api/resumes/skills/' }),
      await api.inject({ method: 'GET', url: '/api/no-such-route' }),
    ]) {
      expect(answer.headers).toMatchObject(SECURITY_HEADERS);
    }
  });

  it('leave the docs page its own content policy', async () => {
    const docs = await api.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
