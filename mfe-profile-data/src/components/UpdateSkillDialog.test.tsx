import { screen, waitFor, within } from '@testing-library/react';
import { FakeProfileDataServer } from '../test/fakeProfileDataServer';
import { findStatusMessage, renderApp } from '../test/renderApp';
import { deleteSkill, listSkills, updateSkill } from '@careerforge/contract';

async function openEditor(skillNames: string[], skill: string) {
  const server = new FakeProfileDataServer({ skills: skillNames });
  const { user } = renderApp('/skills-view');
  const item = (await screen.findByText(skill)).closest('[role="listitem"]') as HTMLElement;
  await user.click(within(item).getByRole('button', { name: 'Edit' }));
  return { server, user, dialog: screen.getByRole('dialog', { name: 'Update Skill' }) };
}

describe('Update Skill overlay', () => {
  it('opens on the chosen skill with its text in the Skill field', async () => {
    const { dialog } = await openEditor(['TypeScript', 'SQL'], 'SQL');
    expect(within(dialog).getByRole('textbox', { name: 'Skill' })).toHaveValue('SQL');
    expect(within(dialog).getByRole('textbox', { name: 'Skill' })).toHaveFocus();
    for (const name of ['Update', 'Delete', 'Cancel']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it("shows 'Updating...' while saving, then the new text and a success message on the list", async () => {
    const { server, user, dialog } = await openEditor(['SQL'], 'SQL');
    const field = within(dialog).getByRole('textbox', { name: 'Skill' });
    await user.clear(field);
    await user.type(field, 'PostgreSQL');
    const release = server.hold(updateSkill);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    const busyButton = within(dialog).getByRole('button', { name: 'Updating...' });
    expect(busyButton).toHaveAttribute('aria-disabled', 'true');
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await findStatusMessage('Skill updated successfully!');
    expect(screen.getByText('PostgreSQL')).toBeInTheDocument();
    expect(server.skills).toEqual([{ id: 1, skill: 'PostgreSQL' }]);
  });

  it('refuses an empty skill without calling the API', async () => {
    const { server, user, dialog } = await openEditor(['SQL'], 'SQL');
    const field = within(dialog).getByRole('textbox', { name: 'Skill' });
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(field).toHaveAccessibleDescription('Skill is required.');
    expect(server.count(updateSkill)).toBe(0);
  });

  it("shows 'Failed to update skill' with the server's reason", async () => {
    const { server, user, dialog } = await openEditor(['SQL'], 'SQL');
    server.fail(updateSkill, 409, 'You already have this skill.');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update skill');
    expect(alert).toHaveTextContent('You already have this skill.');
  });

  it("shows 'Skill not found' when the skill is gone", async () => {
    const { server, user, dialog } = await openEditor(['SQL'], 'SQL');
    server.skills = [];
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Skill not found$/);
  });

  it("deletes after 'Yes, Delete', showing 'Deleting...' meanwhile", async () => {
    const { server, user, dialog } = await openEditor(['TypeScript', 'SQL'], 'SQL');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Are you sure you want to delete this skill?' });
    const release = server.hold(deleteSkill);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));
    expect(within(confirm).getByRole('button', { name: 'Deleting...' })).toBeInTheDocument();
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await findStatusMessage('Skill deleted successfully!');
    expect(screen.queryByText('SQL')).not.toBeInTheDocument();
    expect(server.skills).toEqual([{ id: 1, skill: 'TypeScript' }]);
  });

  it("shows 'Skill not found' when deleting a skill that is gone", async () => {
    const { server, user, dialog } = await openEditor(['SQL'], 'SQL');
    server.skills = [];
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Skill not found$/);
    expect(screen.queryByRole('dialog', { name: 'Are you sure you want to delete this skill?' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to delete skill' with the server's reason", async () => {
    const { server, user, dialog } = await openEditor(['SQL'], 'SQL');
    server.fail(deleteSkill, 500, 'Storage is read-only.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete skill');
    expect(alert).toHaveTextContent('Storage is read-only.');
  });

  it('keeps the skill when the delete is cancelled', async () => {
    const { server, user, dialog } = await openEditor(['SQL'], 'SQL');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: /delete this skill/ })).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Update Skill' })).toBeInTheDocument();
    expect(server.count(deleteSkill)).toBe(0);
  });

  it('refreshes the list when closed with Cancel or Escape', async () => {
    const { server, user, dialog } = await openEditor(['SQL'], 'SQL');
    server.skills.push({ id: 2, skill: 'Go' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Go')).toBeInTheDocument();

    await user.click(within(screen.getByText('SQL').closest('[role="listitem"]') as HTMLElement).getByRole('button', { name: 'Edit' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(server.count(listSkills)).toBe(3));
  });
});
