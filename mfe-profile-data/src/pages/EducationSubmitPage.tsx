import { Page } from '@careerforge/shared';

export function EducationSubmitPage() {
  return (
    <Page title="Add Education">
      <p>This screen is being built.</p>
    </Page>
  );
}
