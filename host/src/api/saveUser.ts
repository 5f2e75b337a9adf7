import type { User } from '@auth0/auth0-react';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { saveUser, userIdFromSub, type AppProfile, type SaveUserBody } from '@careerforge/contract';
import { useMutation } from '@tanstack/react-query';

/** The save-user request's body, from the provider's profile; null or missing fields are left out. */
export function saveUserBodyFrom(user: User & { sub: string }): SaveUserBody {
  const fields = {
    user_id: userIdFromSub(user.sub),
    email: user.email,
    name: user.name,
    email_verified: user.email_verified,
    picture: user.picture,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null)) as SaveUserBody;
}

/** POST /api/save-user/: creates or refreshes the app profile after sign-in. */
export function saveUserProfile(api: ApiClient, body: SaveUserBody): Promise<AppProfile> {
  return api.call(saveUser, { body });
}

export function useSaveUser() {
  const api = useApiClient();
  return useMutation({ mutationFn: (body: SaveUserBody) => saveUserProfile(api, body) });
}
