import { useId } from 'react';
import { Banner, Spinner, useCurrentUser, useUserInfo } from '@careerforge/shared';
import { ResumeDetailsForm } from './ResumeDetailsForm';

/** The resume details, below the profile: read from the same profile query and saved with the profile's edit call. */
export function ResumeDetailsSection() {
  const headingId = useId();
  const userId = useCurrentUser()?.userId ?? '';
  const { data: profile, isError } = useUserInfo();

  function renderDetails() {
    if (profile) return <ResumeDetailsForm profile={profile} userId={userId} />;
    // The profile section above offers the retry for the same query.
    if (isError) return <Banner tone="error" title="Your resume details could not be loaded." />;
    return <Spinner label="Loading your resume details..." />;
  }

  return (
    <section className="preferences-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="preferences-section__title">
        Resume details
      </h2>
      {renderDetails()}
    </section>
  );
}
