import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { RemoteProviders } from '../remote/RemoteProviders';
import type { RemoteMountModule } from '../routing/remoteModule';

export * from './fakeApiServer';
export * from './queryKeys';

/** The runtime config every remote's tests run with. */
export const TEST_RUNTIME_CONFIG = {
  authDomain: 'http://localhost:3200',
  authClientId: 'careerforge-spa',
  authAudience: 'https://api.careerforge.local',
  apiBaseUrl: 'http://localhost:3100',
};

/**
 * Renders a remote's App at `path` the way a single-spa root mounts it, signed in as a test user
 * whose access token is `token`. Pass `advanceTimers` when the test uses Jest's fake timers. The
 * query client is returned, to look at what the screens cached.
 */
export function renderRemoteApp(
  App: ComponentType,
  path: string,
  { token, advanceTimers }: { token: string; advanceTimers?: (ms: number) => void },
) {
  window.history.replaceState(null, '', path);
  // No retries: a failure should show at once, as it would after the retries in the browser.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  render(
    <RemoteProviders
      config={TEST_RUNTIME_CONFIG}
      getAccessToken={async () => token}
      currentUser={{ sub: 'local|ada', userId: 'ada', email: 'ada@example.com' }}
      queryClient={queryClient}
    >
      <App />
    </RemoteProviders>,
  );
  return { user, queryClient };
}

/** Waits for `text` to appear inside a polite live region (a success banner), and returns that region. */
export async function findStatusMessage(text: string): Promise<HTMLElement> {
  const message = await screen.findByText(text);
  const region = message.closest<HTMLElement>('[role="status"]');
  if (!region) throw new Error(`"${text}" is shown outside a status region.`);
  return region;
}

/**
 * The test every remote runs on its `./mount`: single-spa mounts it into an element, the screen of
 * `route` shows `heading` (at once, or once its page's chunk loaded), and unmount leaves the element
 * empty. For Jest suites only.
 */
export function itMountsWithSingleSpa(lifecycles: RemoteMountModule, { name, route, heading }: { name: string; route: string; heading: string }) {
  // single-spa renders asynchronously, as in a browser, and resolves once React has committed:
  // outside act(), which would hold that render back until the lifecycle promise settles.
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('mounts into the element single-spa gives it and unmounts cleanly', async () => {
    window.history.replaceState(null, '', route);
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = {
      name,
      singleSpa: {},
      mountParcel: jest.fn() as never,
      domElement,
      getAccessToken: async () => 'token',
      currentUser: null,
      config: TEST_RUNTIME_CONFIG,
    };
    const run = async (lifecycle: RemoteMountModule['mount']) => {
      for (const step of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await step(props);
    };
    await run(lifecycles.bootstrap);
    await run(lifecycles.mount);
    // A remote whose pages are chunks of their own shows the heading once the route's chunk loaded.
    expect(await within(domElement).findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await run(lifecycles.unmount);
    expect(domElement).toBeEmptyDOMElement();
  });
}
