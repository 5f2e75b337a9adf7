import { screen, waitFor, within } from '@testing-library/react';
import { fakeListReply } from '@careerforge/shared/lists/testing';
import { FakeProfileDataServer } from '../test/fakeProfileDataServer';
import { findStatusMessage, renderApp } from '../test/renderApp';
import { scrollToEnd } from '../test/scrollList';
import { deleteAllSkills, listSkills } from '@careerforge/contract';

/** 'Skill 1' … 'Skill {count}', in the order they were added. */
const numberedSkills = (count: number) => Array.from({ length: count }, (_, index) => `Skill ${index + 1}`);

/** The skills the list shows, in its order (each row is the skill and its Edit button). */
const shownSkills = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent?.replace(/Edit$/, ''));

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
    expect(shownSkills(list)).toEqual(['TypeScript', 'SQL']);
    const items = within(list).getAllByRole('listitem');
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
    server.override(listSkills, (request) => fakeListReply(server.skills, request, { key: 'skills' }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Skills' });
    expect(within(list).getByText('SQL')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch skills')).not.toBeInTheDocument();
  });

  it('loads the next 50 skills when the list is scrolled to its end', async () => {
    new FakeProfileDataServer({ skills: numberedSkills(60) });
    renderApp('/skills-view');
    const list = await screen.findByRole('list', { name: 'Skills' });
    // Only the rows in view are in the document, each saying where it stands among all 60.
    expect(shownSkills(list)[0]).toBe('Skill 1');
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '60');
    expect(within(list).queryByText('Skill 50')).not.toBeInTheDocument();

    scrollToEnd(list);
    expect(await within(list).findByText('Skill 60')).toBeInTheDocument();
    expect(within(list).getByText('Skill 51')).toBeInTheDocument();
    expect(screen.queryByText('Loading more…')).not.toBeInTheDocument();
  });

  it('goes to the add page from Add New Skill', async () => {
    new FakeProfileDataServer();
    const { user } = renderApp('/skills-view');
    await user.click(await screen.findByRole('button', { name: 'Add New Skill' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Skill' })).toBeInTheDocument();
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

  it('deletes every skill, not only those loaded, with Delete All', async () => {
    const server = new FakeProfileDataServer({ skills: numberedSkills(75) });
    const { user } = renderApp('/skills-view');
    await screen.findByRole('list', { name: 'Skills' });
    await user.click(screen.getByRole('button', { name: 'Delete All Skills' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete All' }));
    await findStatusMessage('Deleted 75 skills');
    expect(screen.getByText('No skills found.')).toBeInTheDocument();
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
