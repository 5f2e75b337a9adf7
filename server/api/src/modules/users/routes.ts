import {
  AVATAR_LIMITS,
  getUserInfo,
  getUserSettings,
  openAvatar,
  saveUser,
  updateMfaSetting,
  updateUser,
  uploadAvatar,
  userIdSchema,
} from '@careerforge/contract';
import type { FeatureModule } from '../../app-services';
import { assertOwnUserId } from '../../lib/auth';
import { HttpError } from '../../lib/errors';
import { setFileHeaders } from '../../lib/http/files';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { readUpload, registerUploadRoutes } from '../../lib/http/uploads';
import { avatarFile, loadProfile, replaceAvatar, saveProviderProfile, updateProfile } from './service';

const CHOOSE_AN_IMAGE = 'Please choose an image for the avatar.';

export const usersModule: FeatureModule = {
  name: 'users',
  register(app, { database: { db }, blobs, mfa, publicApiBaseUrl }) {
    registerEndpoint(app, saveUser, ({ user, body }) => {
      assertOwnUserId(user, body.user_id);
      return saveProviderProfile(db, user.userId, body, publicApiBaseUrl);
    });

    registerEndpoint(app, getUserInfo, ({ user, query }) => {
      assertOwnUserId(user, query.user_id);
      return loadProfile(db, user, publicApiBaseUrl);
    });

    registerEndpoint(app, updateUser, ({ user, body }) => {
      assertOwnUserId(user, body.user_id);
      const { user_id: _ownId, ...fields } = body;
      return updateProfile(db, user.userId, fields, publicApiBaseUrl);
    });

    registerUploadRoutes(app, (uploads) => {
      // The `avatar` image and the `user_id`, in any order.
      registerEndpoint(uploads, uploadAvatar, async ({ user, request }) => {
        const { bytes, fields } = await readUpload(request, {
          fileField: 'avatar',
          maxBytes: AVATAR_LIMITS.bytes,
          missingFileMessage: CHOOSE_AN_IMAGE,
          fileNoun: 'avatar',
        });
        const userId = userIdSchema.safeParse(fields.get('user_id'));
        if (!userId.success) throw new HttpError(400, 'user_id is required.');
        if (bytes.length === 0) throw new HttpError(400, CHOOSE_AN_IMAGE);
        assertOwnUserId(user, userId.data);
        return { avatar_url: await replaceAvatar(db, blobs, user.userId, bytes, publicApiBaseUrl) };
      });
    });

    registerEndpoint(
      app,
      openAvatar,
      async ({ params, reply }) => {
        const avatar = await avatarFile(db, blobs, params.key);
        // Shown on any of the app's pages (other origins), and cached for good: a new upload gets a new URL.
        setFileHeaders(reply, { contentType: avatar.contentType, caching: 'immutable', crossOrigin: true });
        return avatar.bytes;
      },
      { access: 'public' },
    );

    registerEndpoint(app, getUserSettings, async ({ user, query }) => {
      assertOwnUserId(user, query.user_id);
      return { mfaEnabled: await mfa.isEnabled(user.sub) };
    });

    registerEndpoint(app, updateMfaSetting, async ({ user, body }) => {
      assertOwnUserId(user, body.user_id);
      return { mfaEnabled: await mfa.setEnabled(user.sub, body.mfaEnabled) };
    });
  },
};
