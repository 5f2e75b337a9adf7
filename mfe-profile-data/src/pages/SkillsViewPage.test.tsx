import { screen, waitFor, within } from '@testing-library/react';
import { FakeProfileDataServer } from '../test/fakeProfileDataServer';
import { findStatusMessage, renderApp } from '../test/renderApp';
import { deleteAllSkills, listSkills } from '@careerforge/contract';

describe('My Skills (/skills-view)', () => {
  it("says 'No skills found.' and disables 'Delete All Skills' when there are none", async () => {
    new FakeProfileDataServer();
    renderApp('/skills-view');
    expect(await screen.findByText('No skills found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Skills' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete All Skills' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Add your first skill' })).toHaveAttribute('href', '/skills-submit');
  });

  it('lists each skill with an Edit button', async () => {
    new FakeProfileDataServer({ skills: ['TypeScript', 'SQL'] });
    renderApp('/skills-view');
    const list = await screen.findByRole('list', { name: 'Skills' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual(['TypeScript', 'SQL']);
    expect(within(items[0]!).getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription('TypeScript');
    expect(screen.getByRole('button', { name: 'Delete All Skills' })).toBeEnabled();
  });

  it("shows 'Failed to fetch skills' when the list cannot be loaded", async () => {
    const server = new FakeProfileDataServer({ skills: ['SQL'] });
    server.fail(listSkills, 500, 'Database unavailable.');
    renderApp('/skills-view');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch skills');
    expect(screen.queryByText('No skills found.')).not.toBeInTheDocument();
  });

  it('loads the list again from Retry after a failure', async () => {
    const server = new FakeProfileDataServer({ skills: ['SQL'] });
    server.fail(listSkills, 500, 'Database unavailable.');
    const { user } = renderApp('/skills-view');
    await screen.findByText('Failed to fetch skills');
    server.override(listSkills, () => ({ status: 200, body: { skills: server.skills } }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Skills' });
    expect(within(list).getByText('SQL')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch skills')).not.toBeInTheDocument();
  });

  it('goes to the add page from Add New Skill', async () => {
    new FakeProfileDataServer();
    const { user } = renderApp('/skills-view');
    await user.click(screen.getByRole('button', { name: 'Add New Skill' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Skill' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/skills-submit');
  });

  it("deletes all skills after confirmation and says 'Deleted {n} skills'", async () => {
    const server = new FakeProfileDataServer({ skills: ['TypeScript', 'SQL'] });
    const { user } = renderApp('/skills-view');
    await screen.findByRole('list', { name: 'Skills' });

    await user.click(screen.getByRole('button', { name: 'Delete All Skills' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete all skills?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete All' }));

    await findStatusMessage('Deleted 2 skills');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('No skills found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete All Skills' })).toBeDisabled();
    expect(server.skills).toEqual([]);
  });

  it('keeps the skills when Delete All is cancelled', async () => {
    const server = new FakeProfileDataServer({ skills: ['SQL'] });
    const { user } = renderApp('/skills-view');
    await user.click(await screen.findByRole('button', { name: 'Delete All Skills' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.count(deleteAllSkills)).toBe(0);
    expect(screen.getByText('SQL')).toBeInTheDocument();
  });

  it("shows 'Failed to delete all skills' with the server's reason", async () => {
    const server = new FakeProfileDataServer({ skills: ['SQL'] });
    server.fail(deleteAllSkills, 500, 'Could not delete.');
    const { user } = renderApp('/skills-view');
    await user.click(await screen.findByRole('button', { name: 'Delete All Skills' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete All' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete all skills');
    expect(alert).toHaveTextContent('Could not delete.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('SQL')).toBeInTheDocument();
  });
});
