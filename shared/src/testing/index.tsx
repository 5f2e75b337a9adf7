import { within } from '@testing-library/react';
import type { RemoteMountModule } from '../routing/remoteModule';

/**
 * The test every remote runs on its `./mount`: single-spa mounts it into an element, the screen of
 * `route` shows `heading`, and unmount leaves the element empty. For Jest suites only.
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
      config: {
        authDomain: 'http://localhost:3200',
        authClientId: 'careerforge-spa',
        authAudience: 'https://api.careerforge.local',
        apiBaseUrl: 'http://localhost:3100',
      },
    };
    const run = async (lifecycle: RemoteMountModule['mount']) => {
      for (const step of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await step(props);
    };
    await run(lifecycles.bootstrap);
    await run(lifecycles.mount);
    expect(within(domElement).getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await run(lifecycles.unmount);
    expect(domElement).toBeEmptyDOMElement();
  });
}
