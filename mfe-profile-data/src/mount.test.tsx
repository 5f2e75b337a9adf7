import { within } from '@testing-library/react';
import { bootstrap, mount, unmount } from './mount';

// single-spa renders asynchronously, as in a browser, and resolves once React has committed:
// outside act(), which would hold that render back until the lifecycle promise settles.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

it('mounts into the element single-spa gives it and unmounts cleanly', async () => {
  window.history.replaceState(null, '', '/education-view');
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = {
    name: 'mfe_profile_data',
    singleSpa: {},
    mountParcel: jest.fn(),
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
  await bootstrap(props);
  await mount(props);
  expect(within(domElement).getByRole('heading', { level: 1, name: 'My Education' })).toBeInTheDocument();
  await unmount(props);
  expect(domElement).toBeEmptyDOMElement();
});
