import { act, screen, within } from '@testing-library/react';
import { FakeProfileDataServer } from '../test/fakeProfileDataServer';
import { fillFields } from '../test/fillFields';
import { findStatusMessage, renderApp } from '../test/renderApp';
import { submitEducationRecord } from '@careerforge/contract';

const bachelor = {
  Degree: 'BSc Computer Science',
  Institution: 'University of Łódź',
  'Start Date': '2014-10-01',
  'End Date': '2018-06-30',
};

describe('Add Education (/education-submit)', () => {
  it('has the fields, with an optional GPA number input in steps of 0.1, and the two buttons', async () => {
    new FakeProfileDataServer();
    renderApp('/education-submit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Education' })).toBeInTheDocument();
    for (const label of ['Degree', 'Institution', 'Start Date', 'End Date']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Start Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('End Date')).toHaveAttribute('type', 'date');
    const gpa = screen.getByRole('spinbutton', { name: 'GPA' });
    expect(gpa).not.toBeRequired();
    expect(gpa).toHaveAttribute('step', '0.1');
    expect(gpa).toHaveAttribute('min', '0');
    expect(gpa).toHaveAttribute('max', '10');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Submissions' })).toBeInTheDocument();
  });

  it('takes both dates as years and sends them as years', async () => {
    const server = new FakeProfileDataServer();
    const { user } = renderApp('/education-submit');
    await fillFields(user, { Degree: 'BA History', Institution: 'Leeds' });
    for (const [label, year] of [['Start Date', '2012'], ['End Date', '2016']] as const) {
      await user.selectOptions(screen.getByRole('combobox', { name: `${label} precision` }), 'Year');
      await user.type(screen.getByLabelText(label), year);
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const record = await screen.findByRole('article', { name: 'BA History at Leeds' });
    expect(within(record).getByText('From 2012 to 2016')).toBeInTheDocument();
    expect(server.education).toEqual([expect.objectContaining({ startDate: '2012', endDate: '2016' })]);
  });

  it('names every missing required field and sends nothing', async () => {
    const server = new FakeProfileDataServer();
    const { user } = renderApp('/education-submit');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByLabelText('Degree')).toHaveAccessibleDescription('Degree is required.');
    expect(screen.getByLabelText('Institution')).toHaveAccessibleDescription('Institution is required.');
    expect(screen.getByLabelText('Start Date')).toHaveAccessibleDescription('Start date is required.');
    expect(screen.getByLabelText('End Date')).toHaveAccessibleDescription('End date is required.');
    expect(screen.getByLabelText('GPA')).not.toBeInvalid();
    expect(screen.getByLabelText('Degree')).toHaveFocus();
    expect(server.count(submitEducationRecord)).toBe(0);
  });

  it('refuses an end date before the start date and a GPA out of range', async () => {
    const server = new FakeProfileDataServer();
    const { user } = renderApp('/education-submit');
    await fillFields(user, { ...bachelor, 'End Date': '2014-09-30', GPA: '11' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByLabelText('End Date')).toHaveAccessibleDescription('End date cannot be before the start date.');
    expect(screen.getByLabelText('GPA')).toHaveAccessibleDescription(expect.stringContaining('GPA must be a number from 0 to 10.'));
    expect(server.count(submitEducationRecord)).toBe(0);
  });

  it("adds a record without a GPA, then shows the list with 'Education record added successfully!'", async () => {
    const server = new FakeProfileDataServer();
    const { user } = renderApp('/education-submit');
    await fillFields(user, bachelor);
    const release = server.hold(submitEducationRecord);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toHaveAttribute('aria-disabled', 'true');
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'My Education' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/education-view');
    await findStatusMessage('Education record added successfully!');
    const record = await screen.findByRole('article', { name: 'BSc Computer Science at University of Łódź' });
    expect(within(record).getByText('From Oct 1, 2014 to Jun 30, 2018')).toBeInTheDocument();
    expect(within(record).queryByText(/GPA/)).not.toBeInTheDocument();
    expect(server.education).toEqual([
      { id: 1, degree: 'BSc Computer Science', institution: 'University of Łódź', startDate: '2014-10-01', endDate: '2018-06-30', gpa: null },
    ]);
  });

  it('adds a record with a GPA and shows it', async () => {
    const server = new FakeProfileDataServer();
    const { user } = renderApp('/education-submit');
    await fillFields(user, { ...bachelor, GPA: '3.8' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const record = await screen.findByRole('article', { name: 'BSc Computer Science at University of Łódź' });
    expect(within(record).getByText('GPA: 3.8')).toBeInTheDocument();
    expect(server.education[0]?.gpa).toBe(3.8);
  });

  it("shows 'Failed to submit education record' with the server's reason", async () => {
    const server = new FakeProfileDataServer();
    server.fail(submitEducationRecord, 500, 'Storage is read-only.');
    const { user } = renderApp('/education-submit');
    await fillFields(user, bachelor);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to submit education record')).toBeInTheDocument();
    expect(within(alert).getByText('Storage is read-only.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/education-submit');
  });

  it("goes to the list from 'View Submissions'", async () => {
    new FakeProfileDataServer();
    const { user } = renderApp('/education-submit');
    await user.click(screen.getByRole('button', { name: 'View Submissions' }));
    expect(screen.getByRole('heading', { level: 1, name: 'My Education' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/education-view');
  });

  describe('with a clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('hides the success message on the list after 3 seconds', async () => {
      new FakeProfileDataServer();
      const { user } = renderApp('/education-submit', { advanceTimers: jest.advanceTimersByTime });
      await fillFields(user, bachelor);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await findStatusMessage('Education record added successfully!');

      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByText('Education record added successfully!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByText('Education record added successfully!')).not.toBeInTheDocument();
    });
  });
});
