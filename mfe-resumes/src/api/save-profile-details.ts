import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys, useApiClient, useCurrentUser, type ApiClient } from '@careerforge/shared';
import { updateUser, type UpdateUserBody } from '@careerforge/contract';

export function saveProfileDetails(client: ApiClient, body: UpdateUserBody) {
  return client.call(updateUser, { body });
}

/**
 * Saves the details the user chose from a resume into their profile. The profile is a shared
 * query: the shell's top bar and /preferences show the new values at once.
 */
export function useSaveProfileDetails() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.userId ?? '';
  return useMutation({
    mutationFn: (body: UpdateUserBody) => saveProfileDetails(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.userInfo(userId) }),
  });
}
