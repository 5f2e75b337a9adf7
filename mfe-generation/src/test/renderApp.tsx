import { renderRemoteApp, TEST_TOKEN } from '@careerforge/shared/testing';
import App from '../App';

export { findStatusMessage } from '@careerforge/shared/testing';

/** Renders this remote's App at `path`, signed in as the fake server's test user. */
export function renderApp(path: string, options: { advanceTimers?: (ms: number) => void } = {}) {
  return renderRemoteApp(App, path, { token: TEST_TOKEN, ...options });
}
