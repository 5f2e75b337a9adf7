import { Page } from '@careerforge/shared';

export function AdvicePage() {
  return (
    <Page title="Get Job-Seeking Advice">
      <p>This screen is being built.</p>
    </Page>
  );
}
