import { screen, waitFor, within } from '@testing-library/react';
import { getUserSettings, updateMfaSetting } from '@careerforge/contract';
import { FakePreferencesServer } from '../test/fakePreferencesServer';
import { renderPreferences } from '../test/renderApp';

const ENABLED = 'MFA is enabled. You will be prompted for an additional authentication step on your next login.';
const DISABLED = 'MFA is disabled.';
const NEXT_SIGN_IN = /when you next sign in, and also if you reload this page, you will be asked for your password and then a 6-digit code/;

async function openMfaSettings(server: FakePreferencesServer) {
  const { user } = renderPreferences();
  await user.click(screen.getByRole('button', { name: 'Toggle MFA Settings' }));
  const dialog = screen.getByRole('dialog', { name: 'MFA Settings' });
  return { server, user, dialog };
}

function checkbox() {
  return screen.getByRole('checkbox', { name: 'Enable MFA' });
}

describe('MFA settings', () => {
  it('opens from Toggle MFA Settings with the saved setting, and X closes it', async () => {
    const { user, dialog } = await openMfaSettings(new FakePreferencesServer({ mfaEnabled: false }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Enable MFA' })).not.toBeChecked();
    expect(within(dialog).getByText(DISABLED)).toBeInTheDocument();

    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveTextContent(/^X$/);
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('turns MFA on: disabled while the request runs, then the server’s value', async () => {
    const server = new FakePreferencesServer({ mfaEnabled: false });
    const { user } = await openMfaSettings(server);
    await screen.findByText(DISABLED);
    const release = server.hold(updateMfaSetting);

    await user.click(checkbox());
    expect(checkbox()).toBeDisabled();
    expect(checkbox()).not.toBeChecked();

    release();
    await waitFor(() => expect(checkbox()).toBeEnabled());
    expect(checkbox()).toBeChecked();
    expect(screen.getByText(ENABLED)).toBeInTheDocument();
    expect(server.mfaEnabled).toBe(true);
    expect(checkbox()).toHaveAccessibleDescription(expect.stringMatching(NEXT_SIGN_IN));
  });

  it('explains the next sign-in only after turning MFA on, not when it was already on or is turned off', async () => {
    const server = new FakePreferencesServer({ mfaEnabled: true });
    const { user } = await openMfaSettings(server);
    await screen.findByText(ENABLED);
    expect(screen.queryByText(NEXT_SIGN_IN)).not.toBeInTheDocument();

    await user.click(checkbox());
    await screen.findByText(DISABLED);
    expect(screen.queryByText(NEXT_SIGN_IN)).not.toBeInTheDocument();

    await user.click(checkbox());
    expect(await screen.findByText(NEXT_SIGN_IN)).toBeInTheDocument();
  });

  it('shows what the server answered, even when it differs from the click', async () => {
    const server = new FakePreferencesServer({ mfaEnabled: true });
    // An identity provider that keeps MFA on (e.g. required by policy).
    server.override(updateMfaSetting, () => ({ status: 200, body: { mfaEnabled: true } }));
    const { user } = await openMfaSettings(server);
    await screen.findByText(ENABLED);

    await user.click(checkbox());
    await waitFor(() => expect(checkbox()).toBeEnabled());
    expect(checkbox()).toBeChecked();
    expect(screen.getByText(ENABLED)).toBeInTheDocument();
    expect(screen.queryByText(NEXT_SIGN_IN)).not.toBeInTheDocument();
  });

  it('leaves the checkbox unchanged when the update fails, and logs it', async () => {
    const server = new FakePreferencesServer({ mfaEnabled: true });
    server.fail(updateMfaSetting, 502, 'The identity provider did not answer.');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openMfaSettings(server);
    await screen.findByText(ENABLED);

    await user.click(checkbox());
    expect(await screen.findByRole('alert')).toHaveTextContent('The identity provider did not answer.');
    expect(checkbox()).toBeChecked();
    expect(checkbox()).toBeEnabled();
    expect(screen.getByText(ENABLED)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to update MFA setting', expect.any(Error));
    logged.mockRestore();
  });

  it('says so when the settings cannot be read', async () => {
    const server = new FakePreferencesServer();
    server.fail(getUserSettings, 500, 'Internal error');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await openMfaSettings(server);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user settings');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to fetch user settings', expect.any(Error));
    logged.mockRestore();
  });
});
