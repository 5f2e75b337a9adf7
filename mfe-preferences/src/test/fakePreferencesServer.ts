import {
  getUserInfo,
  getUserSettings,
  updateMfaSetting,
  updateUser,
  updateUserBodySchema,
  uploadAvatar,
  type AppProfile,
} from '@careerforge/contract';
import type { z } from 'zod';
import { FakeApiServer, TEST_RUNTIME_CONFIG, type FakeReply } from '@careerforge/shared/testing';

/** The profile of the test user (`renderRemoteApp` signs in as ada, user id 'ada'). */
export function buildProfile(overrides: Partial<AppProfile> = {}): AppProfile {
  return {
    username: 'ada',
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone_number: '123-456-7890',
    avatar_url: null,
    ...overrides,
  };
}

export interface PreferencesSeed {
  profile?: AppProfile;
  mfaEnabled?: boolean;
}

const TEST_USER_ID = 'ada';

function badRequest(error: string): FakeReply {
  return { status: 400, body: { error } };
}

/**
 * The profile and account API, kept in memory like the real one: an edit replaces the profile's
 * fields, an upload gives the profile a new avatar URL, and the MFA setting is what was last saved.
 */
export class FakePreferencesServer extends FakeApiServer {
  profile: AppProfile;
  mfaEnabled: boolean;
  /** Every profile edit received, as the API's schema read it. */
  readonly profileEdits: z.output<typeof updateUserBodySchema>[] = [];
  /** Every avatar image received, as sent. */
  readonly uploadedAvatars: File[] = [];

  constructor(seed: PreferencesSeed = {}) {
    super();
    this.profile = seed.profile ?? buildProfile();
    this.mfaEnabled = seed.mfaEnabled ?? false;

    this.on(getUserInfo, () => ({ status: 200, body: this.profile }));

    this.on(updateUser, ({ body }) => {
      const { user_id, ...fields } = body;
      if (user_id !== TEST_USER_ID) return { status: 403, body: { error: 'user_id does not match the signed-in user.' } };
      this.profileEdits.push(body);
      // As the API does, a field the edit leaves out keeps its value.
      const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      this.profile = { ...this.profile, ...given };
      return { status: 200, body: this.profile };
    });

    this.on(uploadAvatar, ({ body }) => {
      if (!(body instanceof FormData)) return badRequest('Expected a multipart body.');
      const avatar = body.get('avatar');
      if (!(avatar instanceof File)) return badRequest('No avatar image was sent.');
      if (body.get('user_id') !== TEST_USER_ID) return badRequest('user_id is required.');
      this.uploadedAvatars.push(avatar);
      const key = String(this.uploadedAvatars.length).padStart(32, '0');
      this.profile = { ...this.profile, avatar_url: `${TEST_RUNTIME_CONFIG.apiBaseUrl}/api/avatars/${key}` };
      return { status: 200, body: { avatar_url: this.profile.avatar_url } };
    });

    this.on(getUserSettings, () => ({ status: 200, body: { mfaEnabled: this.mfaEnabled } }));

    this.on(updateMfaSetting, ({ body }) => {
      this.mfaEnabled = body.mfaEnabled;
      return { status: 200, body: { mfaEnabled: this.mfaEnabled } };
    });
  }
}
