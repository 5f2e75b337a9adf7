import { useState, type ComponentPropsWithRef } from 'react';
import { initialsAvatarUrl } from '../auth/initialsAvatar';
import './Avatar.css';

export interface AvatarProps extends Omit<ComponentPropsWithRef<'img'>, 'src' | 'width' | 'height' | 'onError'> {
  /** Images to try in order (the uploaded avatar, custom_picture, then picture); see `userAvatarUrls`. */
  urls?: readonly string[];
  /** Seeds the generated initials avatar used when no image loads. */
  email?: string;
  name?: string;
  size?: number;
}

/**
 * The user's picture, falling back image by image and finally to a generated initials avatar.
 * Decorative unless given an `alt`: the name is usually shown beside it.
 */
export function Avatar({ urls = [], email, name, size = 32, alt = '', className, ...imageProps }: AvatarProps) {
  const [failedUrls, setFailedUrls] = useState<ReadonlySet<string>>(() => new Set());
  const imageUrl = urls.find((url) => !failedUrls.has(url));
  return (
    <img
      referrerPolicy="no-referrer"
      {...imageProps}
      className={['cf-avatar', className].filter(Boolean).join(' ')}
      src={imageUrl ?? initialsAvatarUrl(email, name)}
      alt={alt}
      width={size}
      height={size}
      onError={() => {
        if (imageUrl) setFailedUrls((failed) => new Set(failed).add(imageUrl));
      }}
    />
  );
}
