import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '../api/useApiClient';
import { useCurrentUser, type CurrentUser } from '../auth/TokenProvider';
import { getUserInfo, type AppProfile } from '@careerforge/contract';
import { sharedKeys } from '../queries/sharedKeys';

/** GET /api/get-user-info. A failure is only logged: no screen shows it. */
export async function fetchUserInfo(api: ApiClient, userId: string, signal?: AbortSignal): Promise<AppProfile> {
  try {
    return await api.call(getUserInfo, { query: { user_id: userId }, signal });
  } catch (error) {
    if (!signal?.aborted) console.error('Could not load the user profile:', error);
    throw error;
  }
}

/**
 * Shared because the shell's top bar and the preferences remote show the same profile: a screen
 * that changes it updates this entry (`sharedKeys.userInfo`) and the top bar shows it at once.
 */
export function userInfoQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: sharedKeys.userInfo(userId),
    queryFn: ({ signal }) => fetchUserInfo(api, userId, signal),
  });
}

/** The signed-in user's app profile; `pollEveryMs` keeps it fresh (the top bar's poll). */
export function useUserInfo({ pollEveryMs }: { pollEveryMs?: number } = {}) {
  const api = useApiClient();
  const userId = useCurrentUser()?.userId ?? '';
  return useQuery({ ...userInfoQueryOptions(api, userId), enabled: userId !== '', refetchInterval: pollEveryMs });
}

/** The user's avatar images in order of preference: the one they uploaded, then the identity provider's. */
export function userAvatarUrls(profile: Pick<AppProfile, 'avatar_url'> | null | undefined, currentUser: CurrentUser | null): string[] {
  const uploaded = profile?.avatar_url ? [profile.avatar_url] : [];
  return [...uploaded, ...(currentUser?.avatarUrls ?? [])];
}
