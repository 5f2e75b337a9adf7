import { useId } from 'react';
import { RadioGroup, THEME_PREFERENCES, useThemePreference, type ThemePreference } from '@careerforge/shared';

const THEME_LABELS: Record<ThemePreference, string> = {
  system: 'Match System',
  light: 'Light',
  dark: 'Dark',
};

/** The theme choice, applied at once and saved in the browser (the shell applies it on load). */
export function ThemeSection() {
  const headingId = useId();
  const [preference, choose] = useThemePreference();
  return (
    <section className="preferences-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="preferences-section__title">
        Theme
      </h2>
      <RadioGroup
        labelledBy={headingId}
        options={THEME_PREFERENCES.map((option) => ({ value: option, label: THEME_LABELS[option] }))}
        value={preference}
        onChange={choose}
      />
    </section>
  );
}
