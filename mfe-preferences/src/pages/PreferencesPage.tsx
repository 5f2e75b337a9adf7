import { Page } from '@careerforge/shared';
import { MfaSettings } from '../components/MfaSettings';
import { ProfileSection } from '../components/ProfileSection';
import { ResumeDetailsSection } from '../components/ResumeDetailsSection';
import { ThemeSection } from '../components/ThemeSection';
import './PreferencesPage.css';

/** /preferences: the profile and avatar, the resume details, the theme, and the MFA setting. */
export function PreferencesPage() {
  return (
    <Page title="Preferences">
      <ProfileSection />
      <ResumeDetailsSection />
      <ThemeSection />
      <MfaSettings />
    </Page>
  );
}
