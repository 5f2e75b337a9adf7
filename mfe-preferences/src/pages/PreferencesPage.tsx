import { Page } from '@careerforge/shared';
import { MfaSettings } from '../components/MfaSettings';
import { ProfileExportSection } from '../components/ProfileExportSection';
import { ProfileSection } from '../components/ProfileSection';
import { ResumeDetailsSection } from '../components/ResumeDetailsSection';
import { ThemeSection } from '../components/ThemeSection';
import './PreferencesPage.css';

/** /preferences: the profile and avatar, the resume details, the theme, the MFA setting, and the profile's export. */
export function PreferencesPage() {
  return (
    <Page title="Preferences">
      <ProfileSection />
      <ResumeDetailsSection />
      <ThemeSection />
      <MfaSettings />
      <ProfileExportSection />
    </Page>
  );
}
