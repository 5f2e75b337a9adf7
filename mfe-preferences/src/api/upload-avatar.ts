import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys, useApiClient, type ApiClient } from '@careerforge/shared';
import { uploadAvatar as uploadAvatarEndpoint, type AppProfile } from '@careerforge/contract';
import { compressAvatar } from '../lib/avatarImage';

export interface UploadAvatarInput {
  userId: string;
  /** The image the user chose; compressed before it is sent. */
  image: File;
}

/** POST /api/upload-avatar: multipart `avatar` (the compressed image) and `user_id`. */
export async function uploadAvatar(client: ApiClient, { userId, image }: UploadAvatarInput) {
  const compressed = await compressAvatar(image);
  const formData = new FormData();
  formData.append('avatar', compressed, 'avatar.webp');
  formData.append('user_id', userId);
  return client.call(uploadAvatarEndpoint, { formData });
}

/** Uploads a new avatar; the shell's top bar shows it at once (the same query entry). */
export function useUploadAvatar() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadAvatarInput) => uploadAvatar(client, input),
    onSuccess: ({ avatar_url }, { userId }) => {
      queryClient.setQueryData<AppProfile>(sharedKeys.userInfo(userId), (profile) => profile && { ...profile, avatar_url });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.userInfo(userId) });
    },
    onError: (error) => console.error('Could not upload the avatar:', error),
  });
}
