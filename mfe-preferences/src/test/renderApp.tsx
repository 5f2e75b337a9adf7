import { renderRemoteApp, TEST_TOKEN } from '@careerforge/shared/testing';
import App from '../App';

/** Renders this remote's App at /preferences, signed in as the fake server's test user. */
export function renderPreferences() {
  return renderRemoteApp(App, '/preferences', { token: TEST_TOKEN });
}
