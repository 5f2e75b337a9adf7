/**
 * @careerforge/shared/startup: what the shell runs before the federated shared package loads: the
 * landing page's first paint, then sign-in on the landing page. Not a Module Federation singleton:
 * these pieces hold no shared state of their own (the sign-in state is the provider SDK's, a
 * singleton), so the shell bundles them and a signed-out visitor never waits for the query
 * client, the toasts, the API contract or the full zod.
 */
export { Button, type ButtonProps } from '../ui/Button';
export { ErrorBoundary, type ErrorBoundaryProps } from '../ui/ErrorBoundary';
export { Spinner } from '../ui/Spinner';
export { applyTheme, readThemePreference, type ThemePreference } from '../theme/themePreference';
export { AuthProvider, safeReturnPath, type AuthProviderProps } from '../auth/AuthProvider';
export { loadRemotesManifest, loadRuntimeConfig, type RemotesManifest, type RuntimeConfig } from '../config/runtimeConfig';
export { APP_REGISTRY } from '../routing/registry';
export { ROUTES, routeTitle } from '../routing/routes';
