import { useId, useState } from 'react';
import { QueryErrorState, Spinner, useCurrentUser, useUserInfo } from '@careerforge/shared';
import { AvatarUpload } from './AvatarUpload';
import { ProfileDetails } from './ProfileDetails';
import { ProfileForm } from './ProfileForm';
import './ProfileSection.css';

/** The profile: avatar, then the read-only view or the edit form. */
export function ProfileSection() {
  const headingId = useId();
  const userId = useCurrentUser()?.userId ?? '';
  const profileQuery = useUserInfo();
  const { data: profile, isError } = profileQuery;
  const [editing, setEditing] = useState(false);

  function renderProfile() {
    if (profile) {
      return editing ? (
        <ProfileForm profile={profile} userId={userId} onDone={() => setEditing(false)} />
      ) : (
        <ProfileDetails profile={profile} onEdit={() => setEditing(true)} />
      );
    }
    if (isError) {
      return <QueryErrorState query={profileQuery}>Your profile could not be loaded.</QueryErrorState>;
    }
    return <Spinner label="Loading your profile..." />;
  }

  return (
    <section className="preferences-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="preferences-section__title">
        Profile
      </h2>
      <AvatarUpload profile={profile} />
      {renderProfile()}
    </section>
  );
}
