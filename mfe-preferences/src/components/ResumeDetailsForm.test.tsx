import { screen, waitFor, within } from '@testing-library/react';
import { updateUser } from '@careerforge/contract';
import { buildProfile, FakePreferencesServer } from '../test/fakePreferencesServer';
import { renderPreferences } from '../test/renderApp';

const GITHUB = { label: 'GitHub', url: 'https://github.com/ada' };

async function openResumeDetails(server = new FakePreferencesServer()) {
  const { user } = renderPreferences();
  const section = await screen.findByRole('region', { name: 'Resume details' });
  await within(section).findByRole('form', { name: 'Edit resume details' });
  return { server, user, section: within(section) };
}

function linkRow(number: number) {
  return within(screen.getByRole('group', { name: `Link ${number}` }));
}

const saveButton = () => screen.getByRole('button', { name: 'Save Resume Details' });

describe('Resume details (/preferences)', () => {
  it('comes below the profile and shows the saved details', async () => {
    const server = new FakePreferencesServer({
      profile: buildProfile({ headline: 'Mathematician', location: 'London', links: [GITHUB], summary: 'Wrote the first program.', page_size: 'a4' }),
    });
    const { section } = await openResumeDetails(server);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent).slice(0, 2)).toEqual(['Profile', 'Resume details']);

    expect(section.getByRole('textbox', { name: 'Headline' })).toHaveValue('Mathematician');
    expect(section.getByRole('textbox', { name: 'Location' })).toHaveValue('London');
    expect(linkRow(1).getByRole('textbox', { name: 'Label' })).toHaveValue('GitHub');
    expect(linkRow(1).getByRole('textbox', { name: 'URL' })).toHaveValue('https://github.com/ada');
    const summary = section.getByRole('textbox', { name: 'Summary' });
    expect(summary).toHaveValue('Wrote the first program.');
    expect(summary).toHaveAccessibleDescription('A generated resume uses your summary instead of writing one. 24 / 1200 characters');
    expect(section.getByRole('radio', { name: 'A4' })).toBeChecked();
  });

  it('starts empty, on US Letter, when the user has given no details', async () => {
    const { section } = await openResumeDetails();
    expect(section.getByRole('textbox', { name: 'Headline' })).toHaveValue('');
    expect(section.queryByRole('group', { name: 'Link 1' })).not.toBeInTheDocument();
    expect(section.getByRole('group', { name: 'Page size for resumes' })).toBeInTheDocument();
    expect(section.getByRole('radio', { name: 'US Letter' })).toBeChecked();
    expect(section.getByRole('radio', { name: 'A4' })).not.toBeChecked();
  });

  it('saves the edited details with the profile’s own fields unchanged, then says so', async () => {
    const { server, user, section } = await openResumeDetails();
    await user.type(section.getByRole('textbox', { name: 'Headline' }), 'Analyst of engines');
    await user.type(section.getByRole('textbox', { name: 'Location' }), 'London, UK');
    await user.click(section.getByRole('button', { name: 'Add link' }));
    // The new row's label takes the focus, so the keyboard goes on from there.
    expect(linkRow(1).getByRole('textbox', { name: 'Label' })).toHaveFocus();
    await user.keyboard('GitHub');
    await user.tab();
    await user.keyboard('https://github.com/ada');
    const summary = section.getByRole('textbox', { name: 'Summary' });
    await user.type(summary, 'Notes on the engine.');
    expect(summary).toHaveAccessibleDescription(/20 \/ 1200 characters$/);
    await user.click(section.getByRole('radio', { name: 'A4' }));

    const release = server.hold(updateUser);
    await user.click(saveButton());
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
    release();

    expect(await section.findByRole('status')).toHaveTextContent('Your resume details were saved.');
    expect(server.profileEdits).toEqual([
      {
        user_id: 'ada',
        email: 'ada@example.com',
        username: 'ada',
        full_name: 'Ada Lovelace',
        phone_number: '123-456-7890',
        headline: 'Analyst of engines',
        location: 'London, UK',
        links: [GITHUB],
        summary: 'Notes on the engine.',
        page_size: 'a4',
      },
    ]);
    // The profile above is the same query: it still shows the profile as it was.
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('Ada Lovelace')).toBeInTheDocument();

    // The message describes what was saved; an edit takes it away.
    await user.type(section.getByRole('textbox', { name: 'Headline' }), '!');
    expect(section.queryByRole('status')).not.toBeInTheDocument();
  });

  it('clears details and removes links', async () => {
    const server = new FakePreferencesServer({ profile: buildProfile({ headline: 'Mathematician', links: [GITHUB, { label: 'Blog', url: 'https://ada.blog' }] }) });
    const { user, section } = await openResumeDetails(server);
    await user.clear(section.getByRole('textbox', { name: 'Headline' }));
    await user.click(section.getByRole('button', { name: 'Remove link 1' }));
    expect(section.getByRole('button', { name: 'Add link' })).toHaveFocus();
    expect(linkRow(1).getByRole('textbox', { name: 'Label' })).toHaveValue('Blog');
    await user.click(saveButton());

    await section.findByRole('status');
    expect(server.profile).toMatchObject({ headline: null, links: [{ label: 'Blog', url: 'https://ada.blog' }], page_size: 'letter' });
  });

  it('refuses a link that is not a web address, beside its field, and sends nothing', async () => {
    const { server, user, section } = await openResumeDetails();
    await user.click(section.getByRole('button', { name: 'Add link' }));
    await user.type(linkRow(1).getByRole('textbox', { name: 'Label' }), 'Site');
    await user.type(linkRow(1).getByRole('textbox', { name: 'URL' }), 'javascript:alert(1)');
    await user.click(saveButton());

    const url = linkRow(1).getByRole('textbox', { name: 'URL' });
    expect(url).toBeInvalid();
    expect(url).toHaveAccessibleDescription('A link must be a web address starting with http:// or https://.');
    expect(server.count(updateUser)).toBe(0);

    // The message stays while the user corrects the address, until the next save.
    await user.clear(url);
    await user.type(url, 'https://ada.example.com');
    expect(url).toHaveAccessibleDescription('A link must be a web address starting with http:// or https://.');
    await user.click(saveButton());
    await section.findByRole('status');
    expect(url).not.toBeInvalid();
    expect(server.profile.links).toEqual([{ label: 'Site', url: 'https://ada.example.com' }]);
  });

  it('asks for a label for a link that has an address, and leaves out rows left empty', async () => {
    const { server, user, section } = await openResumeDetails();
    await user.click(section.getByRole('button', { name: 'Add link' }));
    await user.type(linkRow(1).getByRole('textbox', { name: 'URL' }), 'https://ada.example.com');
    await user.click(section.getByRole('button', { name: 'Add link' }));
    await user.click(saveButton());
    expect(linkRow(1).getByRole('textbox', { name: 'Label' })).toHaveAccessibleDescription('Each link needs a label.');
    expect(server.count(updateUser)).toBe(0);

    await user.type(linkRow(1).getByRole('textbox', { name: 'Label' }), 'Portfolio');
    await user.click(saveButton());
    await section.findByRole('status');
    expect(server.profileEdits[0]?.links).toEqual([{ label: 'Portfolio', url: 'https://ada.example.com' }]);
  });

  it('takes at most five links: Add link is disabled at five and works again after a removal', async () => {
    const links = Array.from({ length: 4 }, (_, index) => ({ label: `Link ${index + 1}`, url: `https://example.com/${index + 1}` }));
    const { user, section } = await openResumeDetails(new FakePreferencesServer({ profile: buildProfile({ links }) }));
    const addLink = section.getByRole('button', { name: 'Add link' });
    expect(addLink).toBeEnabled();
    await user.click(addLink);
    expect(section.getByRole('group', { name: 'Link 5' })).toBeInTheDocument();
    expect(addLink).toBeDisabled();

    await user.click(section.getByRole('button', { name: 'Remove link 5' }));
    expect(section.queryByRole('group', { name: 'Link 5' })).not.toBeInTheDocument();
    expect(addLink).toBeEnabled();
  });

  it('shows the server’s reason when the save fails, and keeps it while the user edits', async () => {
    const server = new FakePreferencesServer();
    server.fail(updateUser, 400, 'summary: Summary must be at most 1200 characters.');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, section } = await openResumeDetails(server);
    await user.type(section.getByRole('textbox', { name: 'Headline' }), 'Mathematician');
    await user.click(saveButton());

    const alert = await section.findByRole('alert');
    expect(alert).toHaveTextContent('Your resume details could not be saved.');
    expect(alert).toHaveTextContent('summary: Summary must be at most 1200 characters.');
    await user.type(section.getByRole('textbox', { name: 'Location' }), 'London');
    expect(section.getByRole('alert')).toBeInTheDocument();
    expect(section.getByRole('textbox', { name: 'Headline' })).toHaveValue('Mathematician');
    logged.mockRestore();
  });

  it('says the profile above needs fixing when its own fields would be refused', async () => {
    const server = new FakePreferencesServer({ profile: buildProfile({ email: null }) });
    const { user, section } = await openResumeDetails(server);
    await user.click(saveButton());
    expect(section.getByRole('alert')).toHaveTextContent('Please fix your profile above first.');
    expect(section.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(server.count(updateUser)).toBe(0);
  });

  it('saves the page size alone', async () => {
    const server = new FakePreferencesServer({ profile: buildProfile({ page_size: 'a4' }) });
    const { user, section } = await openResumeDetails(server);
    await user.click(section.getByRole('radio', { name: 'US Letter' }));
    await user.click(saveButton());
    await section.findByRole('status');
    await waitFor(() => expect(server.profile.page_size).toBe('letter'));
    expect(server.profileEdits[0]).toMatchObject({ page_size: 'letter', headline: null, links: [] });
  });
});
