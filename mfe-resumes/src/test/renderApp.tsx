import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { RemoteProviders } from '@careerforge/shared';
import App from '../App';
import { TEST_TOKEN } from './fakeApiServer';

const config = {
  authDomain: 'http://localhost:3200',
  authClientId: 'careerforge-spa',
  authAudience: 'https://api.careerforge.local',
  apiBaseUrl: 'http://localhost:3100',
};

/**
 * Renders this remote's App at `path` the way a single-spa root mounts it, signed in as a test
 * user. Pass `advanceTimers` when the test uses Jest's fake timers.
 */
export function renderApp(path: string, { advanceTimers }: { advanceTimers?: (ms: number) => void } = {}) {
  window.history.replaceState(null, '', path);
  // No retries: a failure should show at once, as it would after the retries in the browser.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  render(
    <RemoteProviders
      config={config}
      getAccessToken={async () => TEST_TOKEN}
      currentUser={{ sub: 'local|ada', userId: 'ada', email: 'ada@example.com' }}
      queryClient={queryClient}
    >
      <App />
    </RemoteProviders>,
  );
  return { user };
}

/** Waits for `text` to appear inside a polite live region (a success banner), and returns that region. */
export async function findStatusMessage(text: string): Promise<HTMLElement> {
  const message = await screen.findByText(text);
  const region = message.closest<HTMLElement>('[role="status"]');
  if (!region) throw new Error(`"${text}" is shown outside a status region.`);
  return region;
}
