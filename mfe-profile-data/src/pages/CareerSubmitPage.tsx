import { Page } from '@careerforge/shared';

export function CareerSubmitPage() {
  return (
    <Page title="Add Career History">
      <p>This screen is being built.</p>
    </Page>
  );
}
