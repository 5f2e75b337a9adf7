import { useId } from 'react';
import { THEME_PREFERENCES, useThemePreference, type ThemePreference } from '@careerforge/shared';

const THEME_LABELS: Record<ThemePreference, string> = {
  system: 'Match System',
  light: 'Light',
  dark: 'Dark',
};

/** The theme choice, applied at once and saved in the browser (the shell applies it on load). */
export function ThemeSection() {
  const headingId = useId();
  const radioName = useId();
  const [preference, choose] = useThemePreference();
  return (
    <section className="preferences-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="preferences-section__title">
        Theme
      </h2>
      <div role="radiogroup" aria-labelledby={headingId} className="theme-options">
        {THEME_PREFERENCES.map((option) => (
          <label key={option} className="theme-options__option">
            <input
              type="radio"
              name={radioName}
              value={option}
              checked={preference === option}
              onChange={() => choose(option)}
            />
            {THEME_LABELS[option]}
          </label>
        ))}
      </div>
    </section>
  );
}
