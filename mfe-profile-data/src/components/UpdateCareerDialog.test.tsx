import { screen, waitFor, within } from '@testing-library/react';
import type { CareerRecord } from '@careerforge/contract';
import { FakeProfileDataServer, careerSeed } from '../test/fakeProfileDataServer';
import { fillFields } from '../test/fillFields';
import { findStatusMessage, renderApp } from '../test/renderApp';
import { deleteCareerRecord, listCareerHistory, updateCareerRecord } from '@careerforge/contract';

const DELETE_QUESTION = 'Are you sure you want to delete this career history record?';

async function openEditor(career: Omit<CareerRecord, 'id'>[], title: string) {
  const server = new FakeProfileDataServer({ career });
  const { user } = renderApp('/career-view');
  const card = await screen.findByRole('article', { name: title });
  await user.click(within(card).getByRole('button', { name: 'Edit' }));
  return { server, user, dialog: screen.getByRole('dialog', { name: 'Update Career History' }) };
}

const acme = careerSeed({
  position: 'Backend Engineer',
  company: 'Acme Corp',
  startDate: '2019-03-01T00:00:00.000Z',
  endDate: '2022-06-30T00:00:00.000Z',
  description: 'Built the billing platform.',
  accomplishments: ['Cut invoice run time by 80%', 'Led the move to PostgreSQL'],
});

describe('Update Career History overlay', () => {
  it('opens on the chosen record: dates as yyyy-mm-dd, achievements one per line', async () => {
    const { dialog } = await openEditor([careerSeed({ position: 'Intern', company: 'Initech' }), acme], 'Backend Engineer at Acme Corp');
    expect(within(dialog).getByLabelText('Position')).toHaveValue('Backend Engineer');
    expect(within(dialog).getByLabelText('Position')).toHaveFocus();
    expect(within(dialog).getByLabelText('Company')).toHaveValue('Acme Corp');
    expect(within(dialog).getByLabelText('Start Date')).toHaveValue('2019-03-01');
    expect(within(dialog).getByLabelText('End Date')).toHaveValue('2022-06-30');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Built the billing platform.');
    expect(within(dialog).getByLabelText('Key Achievements')).toHaveValue('Cut invoice run time by 80%\nLed the move to PostgreSQL');
    for (const name of ['Update', 'Delete', 'Cancel']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('opens a record given in years and months at that precision and saves it unchanged', async () => {
    const record = careerSeed({ position: 'Analyst', company: 'Globex', startDate: '2012', endDate: '2016-03' });
    const { server, user, dialog } = await openEditor([record], 'Analyst at Globex');
    expect(within(dialog).getByRole('combobox', { name: 'Start Date precision' })).toHaveDisplayValue('Year');
    expect(within(dialog).getByLabelText('Start Date')).toHaveAttribute('type', 'number');
    expect(within(dialog).getByLabelText('Start Date')).toHaveValue(2012);
    expect(within(dialog).getByRole('combobox', { name: 'End Date precision' })).toHaveDisplayValue('Month');
    expect(within(dialog).getByLabelText('End Date')).toHaveAttribute('type', 'month');
    expect(within(dialog).getByLabelText('End Date')).toHaveValue('2016-03');

    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.career).toEqual([expect.objectContaining({ startDate: '2012', endDate: '2016-03' })]);
    expect(within(screen.getByRole('article', { name: 'Analyst at Globex' })).getByText('From 2012 to Mar 2016')).toBeInTheDocument();
  });

  it("shows 'Updating...' while saving, then the changed record and a success message on the list", async () => {
    const { server, user, dialog } = await openEditor([acme], 'Backend Engineer at Acme Corp');
    await fillFields(user, { 'End Date': '', 'Key Achievements': 'Led the move to PostgreSQL{Enter}Mentored two engineers' }, dialog);
    const release = server.hold(updateCareerRecord);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByRole('button', { name: 'Updating...' })).toHaveAttribute('aria-disabled', 'true');
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await findStatusMessage('Career history updated successfully!');
    const card = screen.getByRole('article', { name: 'Backend Engineer at Acme Corp' });
    expect(within(card).getByText('From Mar 1, 2019 to Present')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Led the move to PostgreSQL',
      'Mentored two engineers',
    ]);
    expect(server.career[0]).toMatchObject({
      startDate: '2019-03-01',
      endDate: null,
      accomplishments: ['Led the move to PostgreSQL', 'Mentored two engineers'],
    });
  });

  it('loads the list again after an update, with what changed on the server meanwhile', async () => {
    const { server, user, dialog } = await openEditor([acme], 'Backend Engineer at Acme Corp');
    server.career.push({ id: 2, ...careerSeed({ position: 'Added elsewhere', company: 'Globex' }) });
    await fillFields(user, { Position: 'Staff Engineer' }, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await findStatusMessage('Career history updated successfully!');
    expect(await screen.findByRole('article', { name: 'Added elsewhere at Globex' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Staff Engineer at Acme Corp' })).toBeInTheDocument();
  });

  it('keeps the achievements as they were when saved unchanged', async () => {
    const { server, user, dialog } = await openEditor([acme], 'Backend Engineer at Acme Corp');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await findStatusMessage('Career history updated successfully!');
    expect(server.career[0]?.accomplishments).toEqual(acme.accomplishments);
  });

  it('checks the fields before saving', async () => {
    const { server, user, dialog } = await openEditor([acme], 'Backend Engineer at Acme Corp');
    await fillFields(user, { Position: '', 'End Date': '2018-01-01' }, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByLabelText('Position')).toHaveAccessibleDescription('Position is required.');
    expect(within(dialog).getByLabelText('End Date')).toHaveAccessibleDescription(
      expect.stringContaining('End date cannot be before the start date.'),
    );
    expect(server.count(updateCareerRecord)).toBe(0);
  });

  it("shows 'Failed to update career record' with the server's reason", async () => {
    const { server, user, dialog } = await openEditor([acme], 'Backend Engineer at Acme Corp');
    server.fail(updateCareerRecord, 500, 'Storage is read-only.');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update career record');
    expect(alert).toHaveTextContent('Storage is read-only.');
  });

  it("shows 'Career history record not found' when the record is gone", async () => {
    const { server, user, dialog } = await openEditor([acme], 'Backend Engineer at Acme Corp');
    server.career = [];
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Career history record not found$/);
  });

  it("deletes after 'Yes, Delete', showing 'Deleting...' meanwhile", async () => {
    const { server, user, dialog } = await openEditor([acme], 'Backend Engineer at Acme Corp');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: DELETE_QUESTION });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const release = server.hold(deleteCareerRecord);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));
    expect(within(confirm).getByRole('button', { name: 'Deleting...' })).toBeInTheDocument();
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await findStatusMessage('Career history deleted successfully!');
    expect(screen.getByText('No career history found.')).toBeInTheDocument();
    expect(server.career).toEqual([]);
  });

  it('keeps the record when the delete is cancelled', async () => {
    const { server, user, dialog } = await openEditor([acme], 'Backend Engineer at Acme Corp');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: DELETE_QUESTION })).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Update Career History' })).toBeInTheDocument();
    expect(server.count(deleteCareerRecord)).toBe(0);
  });

  it("shows 'Career history record not found' when deleting a record that is gone", async () => {
    const { server, user, dialog } = await openEditor([acme], 'Backend Engineer at Acme Corp');
    server.career = [];
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Career history record not found$/);
    expect(screen.queryByRole('dialog', { name: DELETE_QUESTION })).not.toBeInTheDocument();
  });

  it("shows 'Failed to delete career record' with the server's reason", async () => {
    const { server, user, dialog } = await openEditor([acme], 'Backend Engineer at Acme Corp');
    server.fail(deleteCareerRecord, 500, 'Storage is read-only.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete career record');
    expect(alert).toHaveTextContent('Storage is read-only.');
  });

  it('closes with Cancel or Escape without saving, and reloads the list', async () => {
    const { server, user, dialog } = await openEditor([acme], 'Backend Engineer at Acme Corp');
    await fillFields(user, { Position: 'Changed' }, dialog);
    server.career.push({ ...careerSeed({ position: 'Staff Engineer', company: 'Globex' }), id: 2 });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Staff Engineer at Globex' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('article', { name: 'Backend Engineer at Acme Corp' })).getByRole('button', { name: 'Edit' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.count(updateCareerRecord)).toBe(0);
    await waitFor(() => expect(server.count(listCareerHistory)).toBe(3));
  });
});
