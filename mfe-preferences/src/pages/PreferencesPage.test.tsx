import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import { getUserInfo, updateUser, uploadAvatar } from '@careerforge/contract';
import { buildProfile, FakePreferencesServer } from '../test/fakePreferencesServer';
import { renderPreferences } from '../test/renderApp';

jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));

const compressImage = jest.mocked(imageCompression);
const compressedImage = new File(['small webp'], 'photo.webp', { type: 'image/webp' });

beforeEach(() => {
  compressImage.mockResolvedValue(compressedImage);
});

async function openPreferences(server = new FakePreferencesServer()) {
  const { user } = renderPreferences();
  await screen.findByRole('button', { name: 'Edit Profile' });
  return { server, user };
}

function profileSection() {
  return screen.getByRole('region', { name: 'Profile' });
}

function details(): Array<[string, string]> {
  return within(profileSection())
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

function avatarImage() {
  return screen.getByRole('img', { name: 'Your avatar' });
}

describe('Preferences profile (/preferences)', () => {
  it('shows the profile read-only: email, username, full name and phone', async () => {
    await openPreferences();
    expect(screen.getByRole('heading', { level: 1, name: 'Preferences' })).toBeInTheDocument();
    expect(details()).toEqual([
      ['Email', 'ada@example.com'],
      ['Username', 'ada'],
      ['Full Name', 'Ada Lovelace'],
      ['Phone', '123-456-7890'],
    ]);
    expect(within(profileSection()).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('leaves out the full name and phone when they are not set', async () => {
    await openPreferences(new FakePreferencesServer({ profile: buildProfile({ full_name: '  ', phone_number: null }) }));
    expect(details().map(([label]) => label)).toEqual(['Email', 'Username']);
  });

  it('edits the profile and shows the saved values in the read-only view', async () => {
    const { server, user } = await openPreferences();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveValue('ada@example.com');
    await user.clear(email);
    await user.type(email, 'ada@analytical.engine');
    await user.clear(screen.getByRole('textbox', { name: 'Username' }));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'countess');
    await user.clear(screen.getByRole('textbox', { name: 'Full Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Augusta Ada King');
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '(555) 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(details()).toEqual([
      ['Email', 'ada@analytical.engine'],
      ['Username', 'countess'],
      ['Full Name', 'Augusta Ada King'],
      ['Phone', '(555) 123 4567'],
    ]);
    expect(server.profile).toMatchObject({ email: 'ada@analytical.engine', username: 'countess', phone_number: '(555) 123 4567' });
  });

  it('discards the edits on Cancel', async () => {
    const { server, user } = await openPreferences();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), '-changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(details()).toContainEqual(['Username', 'ada']);
    expect(server.count(updateUser)).toBe(0);
  });

  it('blocks the save of a phone number that is not a US one, with the format it expects', async () => {
    const { server, user } = await openPreferences();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('placeholder', 'Format: 123-456-7890');
    await user.clear(phone);
    await user.type(phone, '12-34');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(phone).toHaveAccessibleDescription('Please enter a valid US phone number (e.g., 123-456-7890)');
    expect(phone).toBeInvalid();
    expect(server.count(updateUser)).toBe(0);

    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(server.profile.phone_number).toBeNull();
  });

  it('saves once for a double click on Save Changes', async () => {
    const { server, user } = await openPreferences();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), '-2');
    const button = screen.getByRole('button', { name: 'Save Changes' });
    // Both clicks land before React renders the button busy, as a fast double click can.
    act(() => {
      button.click();
      button.click();
    });
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(server.count(updateUser)).toBe(1);
    expect(server.profile.username).toBe('ada-2');
  });

  it('loads the profile again from Retry after a failure', async () => {
    const server = new FakePreferencesServer();
    server.fail(getUserInfo, 500, 'Database unavailable.');
    const { user } = renderPreferences();
    expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    server.override(getUserInfo, () => ({ status: 200, body: server.profile }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('keeps the form and says why when the save fails', async () => {
    const server = new FakePreferencesServer();
    server.fail(updateUser, 409, 'That username is taken.');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openPreferences(server);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That username is taken.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not update the profile:', expect.any(Error));
    logged.mockRestore();
  });
});

describe('Avatar', () => {
  it('shows the uploaded avatar, else the initials avatar', async () => {
    await openPreferences(new FakePreferencesServer({ profile: buildProfile({ avatar_url: 'http://localhost:3100/api/avatars/abc' }) }));
    expect(avatarImage()).toHaveAttribute('src', 'http://localhost:3100/api/avatars/abc');
    fireEvent.error(avatarImage());
    expect(avatarImage().getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('refuses a file that is not an image, sending nothing', async () => {
    const { server } = await openPreferences();
    // The picker's accept="image/*" filters files in the browser's dialog; a drop or "All files" can still pass one.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Change Avatar'), new File(['%PDF'], 'resume.pdf', { type: 'application/pdf' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image file for your avatar.');
    expect(compressImage).not.toHaveBeenCalled();
    expect(server.count(uploadAvatar)).toBe(0);
  });

  it('compresses the image to a small webp, shows Uploading... while it is sent, then the new avatar', async () => {
    const { server, user } = await openPreferences();
    const input = screen.getByLabelText('Change Avatar');
    expect(input).toHaveAttribute('accept', 'image/*');
    const release = server.hold(uploadAvatar);
    const photo = new File(['big png'], 'me.png', { type: 'image/png' });
    await user.upload(input, photo);

    expect(compressImage).toHaveBeenCalledWith(photo, {
      maxSizeMB: 0.07,
      maxWidthOrHeight: 80,
      initialQuality: 0.4,
      fileType: 'image/webp',
      useWebWorker: false,
    });
    const uploading = await screen.findByLabelText('Uploading...');
    expect(uploading).toBe(input);
    expect(input).toBeDisabled();
    expect(avatarImage()).toHaveAttribute('aria-busy', 'true');
    expect(avatarImage()).toHaveClass('avatar-upload__image--uploading');

    release();
    await waitFor(() => expect(avatarImage()).toHaveAttribute('src', server.profile.avatar_url));
    expect(screen.getByLabelText('Change Avatar')).toBeEnabled();
    expect(avatarImage()).not.toHaveAttribute('aria-busy');
    expect(server.uploadedAvatars).toHaveLength(1);
    expect(server.uploadedAvatars[0]).toMatchObject({ name: 'avatar.webp', type: 'image/webp', size: compressedImage.size });
  });

  it('logs a failed upload and says so, keeping the old avatar', async () => {
    const server = new FakePreferencesServer();
    server.fail(uploadAvatar, 415, 'Avatars must be webp, png, jpeg or gif images.');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openPreferences(server);
    const before = avatarImage().getAttribute('src');
    await user.upload(screen.getByLabelText('Change Avatar'), new File(['png'], 'me.png', { type: 'image/png' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Avatars must be webp, png, jpeg or gif images.');
    expect(avatarImage()).toHaveAttribute('src', before);
    expect(screen.getByLabelText('Change Avatar')).toBeEnabled();
    expect(logged).toHaveBeenCalledWith('Could not upload the avatar:', expect.any(Error));
    logged.mockRestore();
  });
});
