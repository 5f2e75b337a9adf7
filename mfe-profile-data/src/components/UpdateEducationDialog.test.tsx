import { screen, waitFor, within } from '@testing-library/react';
import type { EducationRecord } from '@careerforge/contract';
import { FakeProfileDataServer, educationSeed } from '../test/fakeProfileDataServer';
import { fillFields } from '../test/fillFields';
import { findStatusMessage, renderApp } from '../test/renderApp';
import { deleteEducationRecord, updateEducationRecord } from '@careerforge/contract';

const DELETE_QUESTION = 'Are you sure you want to delete this education record?';
const TITLE = 'BSc Computer Science at University of Łódź';

async function openEditor(education: Omit<EducationRecord, 'id'>[]) {
  const server = new FakeProfileDataServer({ education });
  const { user } = renderApp('/education-view');
  const card = await screen.findByRole('article', { name: TITLE });
  await user.click(within(card).getByRole('button', { name: 'Edit' }));
  return { server, user, dialog: screen.getByRole('dialog', { name: 'Update Education' }) };
}

const bachelor = educationSeed({ startDate: '2014-10-01T00:00:00.000Z', gpa: 3.75 });

describe('Update Education overlay', () => {
  it("opens on the chosen record's values", async () => {
    const { dialog } = await openEditor([bachelor]);
    expect(within(dialog).getByLabelText('Degree')).toHaveValue('BSc Computer Science');
    expect(within(dialog).getByLabelText('Degree')).toHaveFocus();
    expect(within(dialog).getByLabelText('Institution')).toHaveValue('University of Łódź');
    expect(within(dialog).getByLabelText('Start Date')).toHaveValue('2014-10-01');
    expect(within(dialog).getByLabelText('End Date')).toHaveValue('2018-06-30');
    expect(within(dialog).getByLabelText('GPA')).toHaveValue(3.75);
    for (const name of ['Update', 'Delete', 'Cancel']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it("shows 'Updating...' while saving, then the changed record and a success message on the list", async () => {
    const { server, user, dialog } = await openEditor([bachelor]);
    await fillFields(user, { Degree: 'MSc Computer Science', GPA: '' }, dialog);
    const release = server.hold(updateEducationRecord);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByRole('button', { name: 'Updating...' })).toHaveAttribute('aria-disabled', 'true');
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await findStatusMessage('Education record updated successfully!');
    const card = screen.getByRole('article', { name: 'MSc Computer Science at University of Łódź' });
    expect(within(card).queryByText(/GPA/)).not.toBeInTheDocument();
    expect(server.education[0]).toMatchObject({ degree: 'MSc Computer Science', startDate: '2014-10-01', gpa: null });
  });

  it('asks for the end date of a record that has none', async () => {
    const { server, user, dialog } = await openEditor([educationSeed({ endDate: null })]);
    expect(within(dialog).getByLabelText('End Date')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByLabelText('End Date')).toHaveAccessibleDescription('End date is required.');
    expect(server.count(updateEducationRecord)).toBe(0);
  });

  it("shows 'Failed to update education record' with the server's reason", async () => {
    const { server, user, dialog } = await openEditor([bachelor]);
    server.fail(updateEducationRecord, 500, 'Storage is read-only.');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update education record');
    expect(alert).toHaveTextContent('Storage is read-only.');
  });

  it("shows 'Education record not found.' when the record is gone", async () => {
    const { server, user, dialog } = await openEditor([bachelor]);
    server.education = [];
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Education record not found\.$/);
  });

  it("deletes after 'Yes, Delete', showing 'Deleting...' meanwhile", async () => {
    const { server, user, dialog } = await openEditor([bachelor]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: DELETE_QUESTION });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const release = server.hold(deleteEducationRecord);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));
    expect(within(confirm).getByRole('button', { name: 'Deleting...' })).toBeInTheDocument();
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await findStatusMessage('Education record deleted successfully!');
    expect(screen.getByText('No education records found.')).toBeInTheDocument();
    expect(server.education).toEqual([]);
  });

  it('keeps the record when the delete is cancelled', async () => {
    const { server, user, dialog } = await openEditor([bachelor]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: DELETE_QUESTION })).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Update Education' })).toBeInTheDocument();
    expect(server.count(deleteEducationRecord)).toBe(0);
  });

  it("shows 'Education record not found.' when deleting a record that is gone", async () => {
    const { server, user, dialog } = await openEditor([bachelor]);
    server.education = [];
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Education record not found\.$/);
  });

  it("shows 'Failed to delete education record' with the server's reason", async () => {
    const { server, user, dialog } = await openEditor([bachelor]);
    server.fail(deleteEducationRecord, 500, 'Storage is read-only.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete education record');
    expect(alert).toHaveTextContent('Storage is read-only.');
  });
});
