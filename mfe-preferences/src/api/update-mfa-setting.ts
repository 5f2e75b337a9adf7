import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { updateMfaSetting as updateMfaSettingEndpoint } from '@careerforge/contract';
import { preferencesKeys } from './query-keys';
import type { UserSettings } from './get-user-settings';

export interface UpdateMfaSettingInput {
  /** The provider's subject: the settings' query key. */
  sub: string;
  userId: string;
  mfaEnabled: boolean;
}

export function updateMfaSetting(client: ApiClient, { userId, mfaEnabled }: UpdateMfaSettingInput) {
  return client.call(updateMfaSettingEndpoint, { body: { mfaEnabled, user_id: userId } });
}

/** Turns MFA on or off; the settings then hold the server's answer, not the value asked for. */
export function useUpdateMfaSetting() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMfaSettingInput) => updateMfaSetting(client, input),
    onSuccess: (settings, { sub }) => queryClient.setQueryData<UserSettings>(preferencesKeys.userSettings(sub), settings),
    onError: (error) => console.error('Failed to update MFA setting', error),
  });
}
