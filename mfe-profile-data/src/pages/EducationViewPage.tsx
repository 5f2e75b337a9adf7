import { Page } from '@careerforge/shared';

export function EducationViewPage() {
  return (
    <Page title="My Education">
      <p>This screen is being built.</p>
    </Page>
  );
}
