import { initialsAvatarUrl } from '@careerforge/shared';
import { useState } from 'react';
import './Avatar.css';

export interface AvatarProps {
  /** Images to try in order (custom_picture, then the provider's picture); see CurrentUser.avatarUrls. */
  urls?: readonly string[];
  /** Seeds the generated initials avatar used when no image loads. */
  email?: string;
  name?: string;
  size?: number;
}

/**
 * The user's picture, falling back image by image and finally to a generated initials avatar.
 * Decorative: the name is always shown beside it.
 */
export function Avatar({ urls = [], email, name, size = 32 }: AvatarProps) {
  const [failedUrls, setFailedUrls] = useState<ReadonlySet<string>>(() => new Set());
  const imageUrl = urls.find((url) => !failedUrls.has(url));
  return (
    <img
      className="avatar"
      src={imageUrl ?? initialsAvatarUrl(email, name)}
      alt=""
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => {
        if (imageUrl) setFailedUrls((failed) => new Set(failed).add(imageUrl));
      }}
    />
  );
}
