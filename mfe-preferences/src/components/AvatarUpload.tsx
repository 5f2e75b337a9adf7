import { useId, useState, type ChangeEvent } from 'react';
import { Avatar, Banner, errorMessage, useCurrentUser, userAvatarUrls } from '@careerforge/shared';
import type { AppProfile } from '@careerforge/contract';
import { useUploadAvatar } from '../api/upload-avatar';
import { isImageFile } from '../lib/avatarImage';
import './AvatarUpload.css';

export const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file for your avatar.';

/** The user's avatar and the 'Change Avatar' file picker that compresses and uploads a new one. */
export function AvatarUpload({ profile }: { profile: AppProfile | undefined }) {
  const currentUser = useCurrentUser();
  const upload = useUploadAvatar();
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputId = useId();
  const uploading = upload.isPending;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const image = input.files?.[0];
    // Cleared so that choosing the same file again (after a failure) is a change again.
    input.value = '';
    if (!image || !currentUser) return;
    if (!isImageFile(image)) {
      upload.reset();
      setRefusal(NOT_AN_IMAGE_MESSAGE);
      return;
    }
    setRefusal(null);
    upload.mutate({ userId: currentUser.userId, image });
  }

  return (
    <div className="avatar-upload">
      <Avatar
        urls={userAvatarUrls(profile, currentUser)}
        email={profile?.email ?? currentUser?.email}
        name={currentUser?.name}
        size={80}
        alt="Your avatar"
        className={uploading ? 'avatar-upload__image avatar-upload__image--uploading' : 'avatar-upload__image'}
        aria-busy={uploading || undefined}
      />
      <div className="avatar-upload__control">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="avatar-upload__input"
          disabled={uploading}
          onChange={handleChange}
        />
        {/* The visible control: a label styled as a button, so the file input keeps its native keyboard and screen-reader behaviour. */}
        <label htmlFor={inputId} className="cf-button cf-button--secondary avatar-upload__label">
          {uploading ? 'Uploading...' : 'Change Avatar'}
        </label>
      </div>
      {refusal && (
        <p role="alert" className="avatar-upload__refusal">
          {refusal}
        </p>
      )}
      {upload.isError && (
        <Banner tone="error" title="Your avatar could not be uploaded." onDismiss={() => upload.reset()}>
          {errorMessage(upload.error, 'Please try again.')}
        </Banner>
      )}
    </div>
  );
}
