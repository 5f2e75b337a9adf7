import { renderRemoteApp, TEST_TOKEN } from '@careerforge/shared/testing';
import App from '../App';
// App loads each page when its route opens (React.lazy). Loaded here with the test file, as its
// other modules are, a page's first render waits only for React to resume, not for its modules
// to be read on a busy machine.
import '../pages/CareerSubmitPage';
import '../pages/CareerViewPage';
import '../pages/EducationSubmitPage';
import '../pages/EducationViewPage';
import '../pages/ProfileExtrasPage';
import '../pages/SkillsSubmitPage';
import '../pages/SkillsViewPage';

export { findStatusMessage } from '@careerforge/shared/testing';

/** Renders this remote's App at `path`, signed in as the fake server's test user. */
export function renderApp(path: string, options: { advanceTimers?: (ms: number) => void } = {}) {
  return renderRemoteApp(App, path, { token: TEST_TOKEN, ...options });
}
