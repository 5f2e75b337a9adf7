import { Page } from '@careerforge/shared';

export function JobsSubmitPage() {
  return (
    <Page title="Submit New Job">
      <p>This screen is being built.</p>
    </Page>
  );
}
