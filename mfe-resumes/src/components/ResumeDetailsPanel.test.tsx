import { act, screen, waitFor, within } from '@testing-library/react';
import { getUserInfo, updateUser, type ResumeDetails } from '@careerforge/contract';
import { buildProfile, FakeResumesServer } from '../test/fakeResumesServer';
import { findStatusMessage, renderApp } from '../test/renderApp';

const FOUND: ResumeDetails = {
  full_name: 'Ada Lovelace',
  email: 'ada.lovelace@example.org',
  phone_number: '(555) 123-4567',
  location: 'London, UK',
  links: [
    { label: 'GitHub', url: 'https://github.com/ada' },
    { label: 'ada.dev', url: 'https://ada.dev' },
  ],
  summary: 'Analyst of engines.',
};

async function pasteResume({ details = FOUND, profile = buildProfile() }: { details?: ResumeDetails; profile?: ReturnType<typeof buildProfile> } = {}) {
  const server = new FakeResumesServer();
  server.details = details;
  server.profile = profile;
  const { user, queryClient } = renderApp('/resume-upload');
  await screen.findByText('No resumes uploaded yet.');
  await user.click(screen.getByRole('button', { name: 'Paste Text' }));
  await user.type(screen.getByRole('textbox', { name: 'Resume text' }), 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Parse Text' }));
  await findStatusMessage('Resume text parsed successfully!');
  return { server, user, queryClient };
}

const panel = () => screen.getByRole('region', { name: 'Use these details?' });
const findPanel = () => screen.findByRole('region', { name: 'Use these details?' });
const detail = (name: string) => within(panel()).getByRole('checkbox', { name });

describe("'Use these details?' after a parse", () => {
  it('offers every detail the profile lacks, ticked, and saves them with the profile’s own email and username', async () => {
    const { server, user } = await pasteResume();
    await findPanel();
    for (const name of ['Full name', 'Phone', 'Location', 'Links', 'Summary']) expect(detail(name)).toBeChecked();
    // The profile has another email: that one is the user's call.
    expect(detail('Email')).not.toBeChecked();
    expect(within(panel()).getByText('ada.lovelace@example.org')).toBeInTheDocument();
    expect(within(panel()).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(panel()).getByText(/GitHub: https:\/\/github\.com\/ada/)).toBeInTheDocument();

    const profileReads = server.count(getUserInfo);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await findStatusMessage('Your profile was updated with the details you chose.');
    expect(screen.queryByRole('region', { name: 'Use these details?' })).not.toBeInTheDocument();
    expect(server.profileEdits).toEqual([
      {
        user_id: 'ada',
        email: 'ada@example.com',
        username: 'ada',
        full_name: 'Ada Lovelace',
        phone_number: '(555) 123-4567',
        location: 'London, UK',
        links: FOUND.links,
        summary: 'Analyst of engines.',
      },
    ]);
    expect(server.profile).toMatchObject({ email: 'ada@example.com', full_name: 'Ada Lovelace', location: 'London, UK' });
    // The shared profile query is read again, so the top bar and /preferences show the new values.
    expect(server.count(getUserInfo)).toBeGreaterThan(profileReads);
  });

  it('leaves a different value the profile has unticked, shows both, and keeps it unless ticked', async () => {
    const profile = buildProfile({ full_name: 'Augusta Ada King', location: 'London, UK', summary: 'Mathematician.' });
    const { server, user } = await pasteResume({ profile });
    await findPanel();
    // The same location is not offered again.
    expect(within(panel()).queryByRole('checkbox', { name: 'Location' })).not.toBeInTheDocument();
    expect(detail('Full name')).not.toBeChecked();
    expect(within(panel()).getByText('Augusta Ada King')).toBeInTheDocument();
    expect(within(panel()).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(detail('Summary')).not.toBeChecked();

    await user.click(detail('Summary'));
    await user.click(detail('Email'));
    await user.click(detail('Phone'));
    await user.click(detail('Links'));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await findStatusMessage('Your profile was updated with the details you chose.');
    const [edit] = server.profileEdits;
    expect(edit).toMatchObject({ email: 'ada.lovelace@example.org', username: 'ada', full_name: 'Augusta Ada King', summary: 'Analyst of engines.' });
    expect(edit?.phone_number).toBeNull();
    expect(edit?.links).toBeUndefined();
    expect(edit?.location).toBeUndefined();
    expect(server.profile).toMatchObject({ full_name: 'Augusta Ada King', email: 'ada.lovelace@example.org', location: 'London, UK', links: [] });
  });

  it("saves nothing on 'Not now'", async () => {
    const { server, user } = await pasteResume();
    await findPanel();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Use these details?' })).not.toBeInTheDocument();
    expect(server.count(updateUser)).toBe(0);
  });

  it('asks for a ticked detail before saving, and sends nothing', async () => {
    const { server, user } = await pasteResume({ details: { full_name: 'Ada Lovelace' } });
    await findPanel();
    await user.click(detail('Full name'));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Tick the details to copy into your profile first.');
    expect(server.count(updateUser)).toBe(0);
  });

  it('shows why a phone number the profile cannot take is not offered', async () => {
    const { server, user } = await pasteResume({ details: { full_name: 'Ada Lovelace', phone_number: '+44 20 7946 0958' } });
    await findPanel();
    expect(detail('Phone')).toBeDisabled();
    expect(detail('Phone')).not.toBeChecked();
    expect(within(panel()).getByText('Please enter a valid US phone number (e.g., 123-456-7890)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await findStatusMessage('Your profile was updated with the details you chose.');
    expect(server.profileEdits[0]?.phone_number).toBeNull();
  });

  it("shows the server's error and keeps the panel open", async () => {
    const { server, user } = await pasteResume();
    await findPanel();
    server.fail(updateUser, 400, 'Please enter a valid email address.');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  });

  it('does not appear when the resume gives no details', async () => {
    await pasteResume({ details: {} });
    expect(screen.queryByRole('region', { name: 'Use these details?' })).not.toBeInTheDocument();
  });

  it('does not appear when every detail is already in the profile', async () => {
    const { server } = await pasteResume({ details: { full_name: 'Ada Lovelace', email: 'ADA@example.com' }, profile: buildProfile({ full_name: 'Ada Lovelace' }) });
    // The panel compares with the profile: once that is read, it would have shown.
    await waitFor(() => expect(server.count(getUserInfo)).toBeGreaterThan(0));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Use these details?' })).not.toBeInTheDocument();
  });
});
