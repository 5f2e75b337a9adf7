import { useId } from 'react';
import { Banner, Button } from '@careerforge/shared';
import { useExportProfileJsonResume } from '../api/export-profile-json-resume';

/** The user's whole profile as a JSON Resume file, to keep or to take to another tool. */
export function ProfileExportSection() {
  const headingId = useId();
  const exportProfile = useExportProfileJsonResume();
  return (
    <section className="preferences-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="preferences-section__title">
        Your data
      </h2>
      <p>Download your details, career history, education and skills as a JSON Resume file, a format other resume tools can read.</p>
      <Button variant="secondary" busy={exportProfile.isPending} busyLabel="Preparing..." onClick={() => exportProfile.mutate()}>
        Download profile as JSON Resume
      </Button>
      {exportProfile.isError && (
        <Banner tone="error" title="Your profile could not be downloaded." onDismiss={() => exportProfile.reset()}>
          {exportProfile.error.message}
        </Banner>
      )}
    </section>
  );
}
