/**
 * @careerforge/shared/startup: what the shell shows before anything else loads (the landing page's
 * first paint). Not a Module Federation singleton: these pieces hold no shared state, so the shell
 * bundles its own copy and the first paint waits for no shared package, the provider SDK or zod.
 */
export { Button, type ButtonProps } from '../ui/Button';
export { applyTheme, readThemePreference, type ThemePreference } from '../theme/themePreference';
