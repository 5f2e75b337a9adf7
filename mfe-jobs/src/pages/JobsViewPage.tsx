import { Page } from '@careerforge/shared';

export function JobsViewPage() {
  return (
    <Page title="Job Description History">
      <p>This screen is being built.</p>
    </Page>
  );
}
