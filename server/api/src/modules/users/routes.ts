import multipart from '@fastify/multipart';
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
import type { FastifyRequest } from 'fastify';
import { assertOwnUserId } from '../../lib/auth';
import type { BlobStore } from '../../lib/blob-store';
import { HttpError, isErrorCode } from '../../lib/errors';
import type { MfaSettings } from '../../lib/mfa-settings';
import { registerEndpoint, type FeatureRoutes } from '../../lib/routes';
import { checkAvatarImage } from './avatar-image';
import { avatarByKey, userQueries } from './queries';
import { loadProfile, replaceAvatar, saveProviderProfile, updateProfile } from './service';

export interface UserDependencies {
  blobs: BlobStore;
  mfa: MfaSettings;
  /** The API's public address without a trailing slash: avatar URLs start with it. */
  publicApiBaseUrl: string;
}

const CHOOSE_AN_IMAGE = 'Please choose an image for the avatar.';

/** The multipart body of an avatar upload: the `avatar` image and the `user_id`, in any order, bounded. */
async function readAvatarUpload(request: FastifyRequest): Promise<{ userId: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new HttpError(400, CHOOSE_AN_IMAGE);
  let userId: string | undefined;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: AVATAR_LIMITS.bytes, files: 1, fields: 5, parts: 6 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'avatar') throw new HttpError(400, CHOOSE_AN_IMAGE);
        bytes = await part.toBuffer();
      } else if (part.fieldname === 'user_id' && typeof part.value === 'string') {
        userId = part.value;
      }
    }
  } catch (error) {
    if (isErrorCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
      throw new HttpError(413, `The avatar is larger than ${AVATAR_LIMITS.bytes / (1024 * 1024)} MB.`, { cause: error });
    }
    throw error;
  }
  const parsedUserId = userIdSchema.safeParse(userId);
  if (!parsedUserId.success) throw new HttpError(400, 'user_id is required.');
  if (!bytes || bytes.length === 0) throw new HttpError(400, CHOOSE_AN_IMAGE);
  return { userId: parsedUserId.data, bytes };
}

/** An avatar may be shown on any of the app's pages and cached for good: a new upload gets a new URL. */
const AVATAR_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'public, max-age=31536000, immutable',
  'cross-origin-resource-policy': 'cross-origin',
};

export function userRoutes({ blobs, mfa, publicApiBaseUrl }: UserDependencies): FeatureRoutes {
  return (app, { db }) => {
    registerEndpoint(app, saveUser, ({ user, body }) => {
      assertOwnUserId(user, body.user_id);
      return saveProviderProfile(userQueries(db, user.userId), body, publicApiBaseUrl);
    });

    registerEndpoint(app, getUserInfo, ({ user, query }) => {
      assertOwnUserId(user, query.user_id);
      return loadProfile(userQueries(db, user.userId), user, publicApiBaseUrl);
    });

    registerEndpoint(app, updateUser, ({ user, body }) => {
      assertOwnUserId(user, body.user_id);
      const { user_id: _ownId, ...fields } = body;
      return updateProfile(userQueries(db, user.userId), fields, publicApiBaseUrl);
    });

    // Multipart parsing exists only in this scope: every other route still refuses non-JSON bodies.
    app.register(async (uploads) => {
      await uploads.register(multipart);
      registerEndpoint(uploads, uploadAvatar, async ({ user, request }) => {
        const { userId, bytes } = await readAvatarUpload(request);
        assertOwnUserId(user, userId);
        const contentType = checkAvatarImage(bytes);
        return { avatar_url: await replaceAvatar(userQueries(db, user.userId), blobs, { bytes, contentType }, publicApiBaseUrl) };
      });
    });

    registerEndpoint(
      app,
      openAvatar,
      async ({ params, reply }) => {
        const avatar = await avatarByKey(db, params.key);
        const bytes = avatar && (await blobs.get(params.key));
        if (!avatar?.avatar_content_type || !bytes) throw new HttpError(404, 'Avatar not found.');
        reply.headers(AVATAR_HEADERS).header('content-type', avatar.avatar_content_type);
        return bytes;
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
  };
}
