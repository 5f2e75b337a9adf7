import { Page } from '@careerforge/shared';

export function CareerViewPage() {
  return (
    <Page title="My Career History">
      <p>This screen is being built.</p>
    </Page>
  );
}
