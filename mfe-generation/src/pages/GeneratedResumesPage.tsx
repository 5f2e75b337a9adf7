import { Page } from '@careerforge/shared';

export function GeneratedResumesPage() {
  return (
    <Page title="Generated Resumes">
      <p>This screen is being built.</p>
    </Page>
  );
}
