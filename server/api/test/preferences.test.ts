import { readdirSync } from 'node:fs';
import { loadConfig } from '../src/config';
import { createMfaSettings } from '../src/lib/mfa-settings';
import { localAdminStandIn, startAuth0ManagementStandIn } from './support/admin-stand-ins';
import { startTestApi, type TestApi, type TestUser } from './support/api';

const ADMIN_SECRET = 'identity-admin-secret-0123456789abcdef';
const PHONE_MESSAGE = 'Please enter a valid US phone number (e.g., 123-456-7890)';

/** 1×1 images, as browser-image-compression and other tools write them. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');

const admin = localAdminStandIn(ADMIN_SECRET);
let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi({ IDENTITY_ADMIN_CLIENT_SECRET: ADMIN_SECRET, API_PUBLIC_URL: 'https://api.careerforge.test' }, admin.routes);
});
afterAll(() => api.close());

async function newUser(): Promise<TestUser> {
  const user = await api.signIn(`auth0|preferences-user-${++userCount}`);
  await user.request('POST', '/api/save-user/', { user_id: user.userId, email: `pref${userCount}@example.com` });
  return user;
}

const updateUser = (user: TestUser, body: Record<string, unknown>) =>
  user.request('POST', '/api/update-user/', { user_id: user.userId, email: 'ada@example.com', username: 'ada', ...body });
const profileOf = async (user: TestUser) => (await user.request('GET', `/api/get-user-info?user_id=${user.userId}`)).json();
const blobCount = () => readdirSync(api.blobDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

/** A multipart body with the given parts, as a browser's FormData sends it. */
function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = `----careerforge${Date.now()}`;
  const chunks = parts.flatMap(({ name, value, filename, type }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
        `${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
    ),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function uploadAvatar(user: TestUser, image: Buffer, { userId = user.userId, filename = 'avatar.webp', type = 'image/webp' } = {}) {
  const { payload, contentType } = multipart([
    { name: 'avatar', value: image, filename, type },
    { name: 'user_id', value: userId },
  ]);
  return user.request('POST', '/api/upload-avatar', payload, { 'content-type': contentType });
}

const avatarPath = (url: string) => new URL(url).pathname;

describe('profile', () => {
  it('saves every field and answers the profile as get-user-info then shows it', async () => {
    const user = await newUser();
    const response = await updateUser(user, { username: 'ada.l', full_name: ' Ada Lovelace ', phone_number: '+1 (555) 123-4567' });
    expect(response.statusCode).toBe(200);
    const expected = {
      username: 'ada.l',
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone_number: '+1 (555) 123-4567',
      avatar_url: null,
      headline: null,
      location: null,
      links: [],
      summary: null,
      page_size: null,
    };
    expect(response.json()).toEqual(expected);
    expect(await profileOf(user)).toEqual(expected);
    // A later sign-in does not undo the user's own edit.
    await user.request('POST', '/api/save-user/', { user_id: user.userId, email: 'other@example.com', name: 'Someone Else' });
    expect(await profileOf(user)).toEqual(expected);
  });

  it.each(['123-456-7890', '(123) 456-7890', '123.456.7890', '1234567890', '+1 123 456 7890', '+1-123-456-7890'])('accepts the US number %s', async (phone) => {
    const response = await updateUser(await newUser(), { phone_number: phone });
    expect(response.statusCode).toBe(200);
    expect(response.json().phone_number).toBe(phone);
  });

  it.each(['12-345-6789', '123-4567-890', '+44 20 7946 0958', 'call me', '123-456-78901'])('refuses %s with the screen’s message, changing nothing', async (phone) => {
    const user = await newUser();
    const before = await profileOf(user);
    const response = await updateUser(user, { phone_number: phone });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(`phone_number: ${PHONE_MESSAGE}`);
    expect(await profileOf(user)).toEqual(before);
  });

  it('clears an optional field given empty, and refuses a bad e-mail or an empty username', async () => {
    const user = await newUser();
    await updateUser(user, { full_name: 'Ada', phone_number: '123-456-7890' });
    expect((await updateUser(user, { full_name: '', phone_number: '' })).json()).toMatchObject({ full_name: null, phone_number: null });
    expect((await updateUser(user, { email: 'not-an-email' })).json().error).toMatch(/Please enter a valid email address/);
    expect((await updateUser(user, { username: '  ' })).json().error).toMatch(/Username is required/);
    expect((await updateUser(user, { username: 'ada', role: 'admin' })).statusCode).toBe(400);
  });

  it('refuses another user’s user_id and changes nothing', async () => {
    const user = await newUser();
    const other = await newUser();
    const before = await profileOf(other);
    const response = await updateUser(user, { user_id: other.userId, username: 'hijacked' });
    expect(response.statusCode).toBe(403);
    expect(await profileOf(other)).toEqual(before);
  });
});

describe('avatar', () => {
  it('stores an uploaded image, serves it without a token, and shows it in the profile', async () => {
    const user = await newUser();
    const response = await uploadAvatar(user, WEBP);
    expect(response.statusCode).toBe(200);
    const { avatar_url } = response.json();
    expect(avatar_url).toMatch(/^https:\/\/api\.careerforge\.test\/api\/avatars\/[0-9a-f]{32}$/);
    expect((await profileOf(user)).avatar_url).toBe(avatar_url);

    const image = await api.inject({ method: 'GET', url: avatarPath(avatar_url) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.rawPayload.equals(WEBP)).toBe(true);
  });

  it('replaces the previous avatar: its address stops working and its bytes are removed', async () => {
    const user = await newUser();
    const first = (await uploadAvatar(user, WEBP)).json().avatar_url;
    const count = blobCount();
    const second = (await uploadAvatar(user, PNG, { filename: 'me.png', type: 'image/png' })).json().avatar_url;
    expect(second).not.toBe(first);
    expect(blobCount()).toBe(count);
    expect((await api.inject({ method: 'GET', url: avatarPath(first) })).statusCode).toBe(404);
    const image = await api.inject({ method: 'GET', url: avatarPath(second) });
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('goes by the bytes, not the name or the declared type', async () => {
    const user = await newUser();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const notImage = await uploadAvatar(user, svg, { filename: 'avatar.png', type: 'image/png' });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toEqual({ error: 'The avatar must be a WebP, PNG, JPEG or GIF image.', request_id: expect.any(String) });
    const truncated = await uploadAvatar(user, PNG.subarray(0, 12), { type: 'image/png' });
    expect(truncated.statusCode).toBe(422);
    // A tiny file that claims 100000 × 100000 pixels.
    const huge = Buffer.from(PNG);
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    const pixelBomb = await uploadAvatar(user, huge, { type: 'image/png' });
    expect(pixelBomb.statusCode).toBe(422);
    expect(pixelBomb.json().error).toMatch(/at most 4096 × 4096 pixels/);
    expect((await profileOf(user)).avatar_url).toBeNull();
  });

  it('refuses a file over 2 MB, a missing image, and another user’s user_id', async () => {
    const user = await newUser();
    const other = await newUser();
    const tooLarge = await uploadAvatar(user, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), { type: 'image/png' });
    expect(tooLarge.statusCode).toBe(413);
    const { payload, contentType } = multipart([{ name: 'user_id', value: user.userId }]);
    const missing = await user.request('POST', '/api/upload-avatar', payload, { 'content-type': contentType });
    expect(missing.statusCode).toBe(400);
    const forOther = await uploadAvatar(user, WEBP, { userId: other.userId });
    expect(forOther.statusCode).toBe(403);
    expect((await profileOf(other)).avatar_url).toBeNull();
    expect((await profileOf(user)).avatar_url).toBeNull();
  });

  it('answers 404 for an unknown avatar and 400 for a malformed address', async () => {
    expect((await api.inject({ method: 'GET', url: `/api/avatars/${'0'.repeat(32)}` })).statusCode).toBe(404);
    expect((await api.inject({ method: 'GET', url: '/api/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });
});

describe('multi-factor setting', () => {
  it('reads and changes the flag at the identity provider, for the caller only', async () => {
    const user = await newUser();
    const other = await newUser();
    admin.addUser(user.sub);
    admin.addUser(other.sub);

    const read = await user.request('GET', `/api/get-user-settings?user_id=${encodeURIComponent(user.sub)}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ mfaEnabled: false });
    const on = await user.request('POST', '/api/update-mfa-setting', { mfaEnabled: true, user_id: user.userId });
    expect(on.json()).toEqual({ mfaEnabled: true });
    expect(admin.flagOf(user.sub)).toBe(true);
    expect((await user.request('GET', `/api/get-user-settings?user_id=${user.userId}`)).json()).toEqual({ mfaEnabled: true });

    const forOther = await user.request('POST', '/api/update-mfa-setting', { mfaEnabled: true, user_id: other.userId });
    expect(forOther.statusCode).toBe(403);
    expect(admin.flagOf(other.sub)).toBe(false);
    expect((await user.request('GET', `/api/get-user-settings?user_id=${other.userId}`)).statusCode).toBe(403);
  });

  it('reuses its admin token, and gets a new one when the provider no longer accepts it', async () => {
    const user = await newUser();
    admin.addUser(user.sub);
    const tokensBefore = admin.calls.filter((call) => call === 'token').length;
    await user.request('GET', `/api/get-user-settings?user_id=${user.userId}`);
    await user.request('GET', `/api/get-user-settings?user_id=${user.userId}`);
    expect(admin.calls.filter((call) => call === 'token').length).toBeLessThanOrEqual(tokensBefore + 1);
    admin.revokeTokens();
    const afterRevoke = await user.request('POST', '/api/update-mfa-setting', { mfaEnabled: true, user_id: user.userId });
    expect(afterRevoke.json()).toEqual({ mfaEnabled: true });
  });

  it('refuses a body that is not a boolean', async () => {
    const user = await newUser();
    const response = await user.request('POST', '/api/update-mfa-setting', { mfaEnabled: 'yes', user_id: user.userId });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/mfaEnabled must be true or false/);
  });
});

describe('multi-factor setting through Auth0’s Management API', () => {
  it('is chosen when a Management API client is configured', () => {
    const config = loadConfig({ AUTH_DOMAIN: 'tenant.eu.auth0.com', AUTH0_MANAGEMENT_CLIENT_ID: 'm2m', AUTH0_MANAGEMENT_CLIENT_SECRET: 'secret' });
    expect(config.mfaSettings).toEqual({ kind: 'auth0', issuer: 'https://tenant.eu.auth0.com/', clientId: 'm2m', clientSecret: 'secret' });
    expect(loadConfig({ IDENTITY_ADMIN_CLIENT_SECRET: ADMIN_SECRET }).mfaSettings.kind).toBe('local');
    expect(loadConfig({}).mfaSettings.kind).toBe('none');
  });

  it('reads and writes app_metadata.mfa_enabled, keeping the rest of app_metadata', async () => {
    const auth0 = await startAuth0ManagementStandIn({ clientId: 'm2m-client', clientSecret: 'm2m-secret' });
    try {
      const mfa = createMfaSettings({ kind: 'auth0', issuer: auth0.issuer, clientId: 'm2m-client', clientSecret: 'm2m-secret' });
      auth0.addUser('auth0|abc123');
      expect(await mfa.isEnabled('auth0|abc123')).toBe(false);
      expect(await mfa.setEnabled('auth0|abc123', true)).toBe(true);
      expect(auth0.appMetadataOf('auth0|abc123')).toEqual({ plan: 'free', mfa_enabled: true });
      expect(await mfa.isEnabled('auth0|abc123')).toBe(true);
      await expect(mfa.isEnabled('auth0|nobody')).rejects.toMatchObject({ statusCode: 404 });

      const wrongSecret = createMfaSettings({ kind: 'auth0', issuer: auth0.issuer, clientId: 'm2m-client', clientSecret: 'wrong' });
      await expect(wrongSecret.isEnabled('auth0|abc123')).rejects.toMatchObject({ statusCode: 502 });
    } finally {
      await auth0.close();
    }
  });

  it('answers 503 when the provider cannot be reached', async () => {
    const mfa = createMfaSettings({ kind: 'auth0', issuer: 'http://127.0.0.1:1/', clientId: 'a', clientSecret: 'b' });
    await expect(mfa.setEnabled('auth0|x', true)).rejects.toMatchObject({ statusCode: 503 });
  });
});

describe('preferences calls', () => {
  it('need a valid access token', async () => {
    for (const [method, url] of [
      ['POST', '/api/update-user/'],
      ['POST', '/api/upload-avatar'],
      ['GET', '/api/get-user-settings?user_id=x'],
      ['POST', '/api/update-mfa-setting'],
    ] as const) {
      expect((await api.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
