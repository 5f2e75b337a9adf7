import { Page } from '@careerforge/shared';

export function ResumeUploadPage() {
  return (
    <Page title="Upload or Paste Your Resume">
      <p>This screen is being built.</p>
    </Page>
  );
}
