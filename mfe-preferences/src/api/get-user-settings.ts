import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, useCurrentUser, type ApiClient } from '@careerforge/shared';
import { getUserSettings as getUserSettingsEndpoint, type EndpointResponse } from '@careerforge/contract';
import { preferencesKeys } from './query-keys';

export type UserSettings = EndpointResponse<typeof getUserSettingsEndpoint>;

/** GET /api/get-user-settings?user_id={sub}. A failure is logged here, then thrown for the screen to show. */
export async function getUserSettings(client: ApiClient, sub: string, signal?: AbortSignal): Promise<UserSettings> {
  try {
    return await client.call(getUserSettingsEndpoint, { query: { user_id: sub }, signal });
  } catch (error) {
    if (!signal?.aborted) console.error('Failed to fetch user settings', error);
    throw error;
  }
}

export function userSettingsQueryOptions(client: ApiClient, sub: string) {
  return queryOptions({ queryKey: preferencesKeys.userSettings(sub), queryFn: ({ signal }) => getUserSettings(client, sub, signal) });
}

/** The signed-in user's account settings (whether MFA is on). */
export function useUserSettings() {
  const client = useApiClient();
  const sub = useCurrentUser()?.sub ?? '';
  return useQuery({ ...userSettingsQueryOptions(client, sub), enabled: sub !== '' });
}
