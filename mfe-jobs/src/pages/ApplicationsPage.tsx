import { Page } from '@careerforge/shared';

export function ApplicationsPage() {
  return (
    <Page title="Apply to Jobs">
      <p>This screen is being built.</p>
    </Page>
  );
}
