import { Page } from '@careerforge/shared';

export function PreferencesPage() {
  return (
    <Page title="Preferences">
      <p>This screen is being built.</p>
    </Page>
  );
}
