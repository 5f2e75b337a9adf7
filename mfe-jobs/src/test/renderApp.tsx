import { renderRemoteApp, TEST_TOKEN } from '@careerforge/shared/testing';
import App from '../App';
// The page loads the applications table when it has rows to show (React.lazy). Loaded here with
// the test file, as its other modules are, the table's first render waits only for React to resume.
import '../components/ApplicationsTable';

export { findStatusMessage } from '@careerforge/shared/testing';

/** Renders this remote's App at `path`, signed in as the fake server's test user. */
export function renderApp(path: string, options: { advanceTimers?: (ms: number) => void } = {}) {
  return renderRemoteApp(App, path, { token: TEST_TOKEN, ...options });
}
