import { cleanup, screen } from '@testing-library/react';
import { itMountsWithSingleSpa } from '@careerforge/shared/testing';
import * as lifecycles from './mount';
import { FakeProfileDataServer } from './test/fakeProfileDataServer';
import { renderApp } from './test/renderApp';

// Each page is a chunk loaded when its route first opens; the mount check looks for the heading
// as soon as single-spa has mounted, so open the page once before, as a returning visitor has.
beforeAll(async () => {
  new FakeProfileDataServer();
  renderApp('/education-view');
  await screen.findByRole('heading', { level: 1, name: 'My Education' });
  cleanup();
});

itMountsWithSingleSpa(lifecycles, { name: 'mfe_profile_data', route: '/education-view', heading: 'My Education' });
