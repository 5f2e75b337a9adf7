import { Page } from '@careerforge/shared';

export function ResumeGeneratePage() {
  return (
    <Page title="Generate Your Resume">
      <p>This screen is being built.</p>
    </Page>
  );
}
