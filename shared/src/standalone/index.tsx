/**
 * @careerforge/shared/standalone: a remote's own page, for integrators who run and test one remote
 * without the shell. It signs in against the same identity provider and talks to the real API.
 *
 *   // src/bootstrap.tsx of a remote
 *   import { renderStandalone } from '@careerforge/shared/standalone';
 *   import App from './App';
 *   void renderStandalone(App, { title: 'Profile data' });
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../config/runtimeConfig';
import { applyTheme, readThemePreference } from '../theme/themePreference';
import { StandaloneApp } from './StandaloneApp';
import '../theme/theme.css';
import './standalone.css';

export { StandaloneApp, type StandaloneAppProps } from './StandaloneApp';

export interface StandaloneOptions {
  /** Shown in the page's header and as the document title. */
  title: string;
  /** Where to render; defaults to the element with id "root". */
  rootElement?: HTMLElement;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Loads /config.json, then renders `App` signed in, with every provider the shell would give it. */
export async function renderStandalone(App: ComponentType, { title, rootElement }: StandaloneOptions): Promise<void> {
  applyTheme(readThemePreference());
  document.title = title;
  const container = rootElement ?? document.getElementById('root');
  if (!container) throw new Error('renderStandalone() found no element with id "root".');
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    root.render(
      <StrictMode>
        <StandaloneApp App={App} title={title} config={config} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('The standalone page could not start:', error);
    root.render(
      <p role="alert" className="cf-standalone-message">
        Error: {messageOf(error)}
      </p>,
    );
  }
}
