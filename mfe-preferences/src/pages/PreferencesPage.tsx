import { Page } from '@careerforge/shared';
import { MfaSettings } from '../components/MfaSettings';
import { ProfileSection } from '../components/ProfileSection';
import { ThemeSection } from '../components/ThemeSection';
import './PreferencesPage.css';

/** /preferences: the profile and avatar, the theme, and the MFA setting. */
export function PreferencesPage() {
  return (
    <Page title="Preferences">
      <ProfileSection />
      <ThemeSection />
      <MfaSettings />
    </Page>
  );
}
