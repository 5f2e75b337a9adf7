import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys, useApiClient, type ApiClient } from '@careerforge/shared';
import { updateUser as updateUserEndpoint, type UpdateUserBody } from '@careerforge/contract';

export function updateUser(client: ApiClient, body: UpdateUserBody) {
  return client.call(updateUserEndpoint, { body });
}

/** Saves the profile; the shell's top bar shows the new values at once (the same query entry). */
export function useUpdateUser() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(client, body),
    onSuccess: (profile, { user_id }) => {
      queryClient.setQueryData(sharedKeys.userInfo(user_id), profile);
      void queryClient.invalidateQueries({ queryKey: sharedKeys.userInfo(user_id) });
    },
    onError: (error) => console.error('Could not update the profile:', error),
  });
}
