import { screen } from '@testing-library/react';
import { FakePreferencesServer } from './test/fakePreferencesServer';
import { renderPreferences } from './test/renderApp';

describe('mfe_preferences App', () => {
  it('renders /preferences as Preferences', async () => {
    new FakePreferencesServer();
    renderPreferences();
    expect(screen.getByRole('heading', { level: 1, name: 'Preferences' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });
});
