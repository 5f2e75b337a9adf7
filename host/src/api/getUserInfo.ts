import { useApiClient, useCurrentUser, type ApiClient } from '@careerforge/shared';
import { getUserInfo, type AppProfile } from '@careerforge/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Query key of the app profile; a screen that changes the profile invalidates ['user-info']. */
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
