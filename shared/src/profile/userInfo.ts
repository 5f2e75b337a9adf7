import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '../api/useApiClient';
import { useCurrentUser, type CurrentUser } from '../auth/TokenProvider';
import { getUserInfo, type AppProfile } from '@careerforge/contract';

/**
 * Query key of the signed-in user's app profile. The shell and the remotes share one query client,
 * so a screen that changes the profile updates this entry and the top bar shows it at once.
 */
export const userInfoQueryKey = (userId: string) => ['user-info', userId] as const;

/** GET /api/get-user-info. A failure is only logged (the spec shows nothing). */
export async function fetchUserInfo(api: ApiClient, userId: string, signal?: AbortSignal): Promise<AppProfile> {
  try {
    return await api.call(getUserInfo, { query: { user_id: userId }, signal });
  } catch (error) {
    if (!signal?.aborted) console.error('Could not load the user profile:', error);
    throw error;
  }
}

export function userInfoQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: userInfoQueryKey(userId),
    queryFn: ({ signal }) => fetchUserInfo(api, userId, signal),
  });
}

/** The signed-in user's app profile; `pollEveryMs` keeps it fresh (the top bar's poll). */
export function useUserInfo({ pollEveryMs }: { pollEveryMs?: number } = {}) {
  const api = useApiClient();
  const userId = useCurrentUser()?.userId ?? '';
  return useQuery({ ...userInfoQueryOptions(api, userId), enabled: userId !== '', refetchInterval: pollEveryMs });
}

/** The user's avatar images in the spec's order: the uploaded avatar, then the identity provider's. */
export function userAvatarUrls(profile: Pick<AppProfile, 'avatar_url'> | null | undefined, currentUser: CurrentUser | null): string[] {
  const uploaded = profile?.avatar_url ? [profile.avatar_url] : [];
  return [...uploaded, ...(currentUser?.avatarUrls ?? [])];
}
