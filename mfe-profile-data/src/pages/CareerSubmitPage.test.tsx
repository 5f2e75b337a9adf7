import { act, screen, within } from '@testing-library/react';
import { FakeProfileDataServer } from '../test/fakeProfileDataServer';
import { fillFields } from '../test/fillFields';
import { findStatusMessage, renderApp } from '../test/renderApp';
import { submitCareerRecord } from '@careerforge/contract';

const backendEngineer = {
  Position: 'Backend Engineer',
  Company: 'Acme Corp',
  'Start Date': '2019-03-01',
  Description: 'Built the billing platform.',
};

describe('Add Career History (/career-submit)', () => {
  it('has the fields, required ones marked, with date pickers and the two buttons', async () => {
    new FakeProfileDataServer();
    renderApp('/career-submit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Career History' })).toBeInTheDocument();
    for (const label of ['Position', 'Company', 'Start Date', 'Description']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('End Date')).not.toBeRequired();
    expect(screen.getByLabelText('Key Achievements')).not.toBeRequired();
    expect(screen.getByLabelText('Start Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('End Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Key Achievements').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'View Submissions' })).toBeInTheDocument();
  });

  it('names every missing required field, focuses the first and sends nothing', async () => {
    const server = new FakeProfileDataServer();
    const { user } = renderApp('/career-submit');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByLabelText('Position')).toHaveAccessibleDescription('Position is required.');
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription('Company is required.');
    expect(screen.getByLabelText('Start Date')).toHaveAccessibleDescription('Start date is required.');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Description is required.');
    expect(screen.getByLabelText('End Date')).not.toBeInvalid();
    expect(screen.getByLabelText('Position')).toHaveFocus();
    expect(server.count(submitCareerRecord)).toBe(0);
  });

  it('refuses an end date before the start date', async () => {
    const server = new FakeProfileDataServer();
    const { user } = renderApp('/career-submit');
    await fillFields(user, { ...backendEngineer, 'Start Date': '2020-05-01', 'End Date': '2020-01-31' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByLabelText('End Date')).toHaveAccessibleDescription(
      expect.stringContaining('End date cannot be before the start date.'),
    );
    expect(screen.getByLabelText('End Date')).toHaveFocus();
    expect(server.count(submitCareerRecord)).toBe(0);
  });

  it("shows 'Submitting...', then the list with 'Career history added successfully!' and the new record", async () => {
    const server = new FakeProfileDataServer();
    const { user } = renderApp('/career-submit');
    await fillFields(user, {
      ...backendEngineer,
      'Key Achievements': 'Cut invoice run time by 80%{Enter}{Enter}  Led the move to PostgreSQL  ',
    });
    const release = server.hold(submitCareerRecord);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toHaveAttribute('aria-disabled', 'true');
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'My Career History' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/career-view');
    await findStatusMessage('Career history added successfully!');
    const record = await screen.findByRole('article', { name: 'Backend Engineer at Acme Corp' });
    expect(within(record).getByText('From Mar 1, 2019 to Present')).toBeInTheDocument();
    expect(within(record).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Cut invoice run time by 80%',
      'Led the move to PostgreSQL',
    ]);
    // One achievement per line, trimmed, blank lines dropped; no end date means none.
    expect(server.career).toEqual([
      {
        id: 1,
        position: 'Backend Engineer',
        company: 'Acme Corp',
        startDate: '2019-03-01',
        endDate: null,
        description: 'Built the billing platform.',
        accomplishments: ['Cut invoice run time by 80%', 'Led the move to PostgreSQL'],
      },
    ]);
  });

  it('opens each date at day precision, with a labelled Year / Month / Day choice beside it', () => {
    new FakeProfileDataServer();
    renderApp('/career-submit');
    for (const label of ['Start Date precision', 'End Date precision']) {
      const precision = screen.getByRole('combobox', { name: label });
      expect(precision).toHaveDisplayValue('Day');
      expect(within(precision).getAllByRole('option').map((option) => option.textContent)).toEqual(['Year', 'Month', 'Day']);
    }
  });

  it('takes a start given as a year and an end given as a month, and lists them at that precision', async () => {
    const server = new FakeProfileDataServer();
    const { user } = renderApp('/career-submit');
    await fillFields(user, { Position: 'Backend Engineer', Company: 'Acme Corp', Description: 'Built the billing platform.' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Start Date precision' }), 'Year');
    expect(screen.getByLabelText('Start Date')).toHaveAttribute('type', 'number');
    await user.type(screen.getByLabelText('Start Date'), '2016');
    await user.selectOptions(screen.getByRole('combobox', { name: 'End Date precision' }), 'Month');
    expect(screen.getByLabelText('End Date')).toHaveAttribute('type', 'month');
    await user.type(screen.getByLabelText('End Date'), '2019-03');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const record = await screen.findByRole('article', { name: 'Backend Engineer at Acme Corp' });
    expect(within(record).getByText('From 2016 to Mar 2019')).toBeInTheDocument();
    expect(server.career).toEqual([expect.objectContaining({ startDate: '2016', endDate: '2019-03' })]);
  });

  it('keeps what fits when the precision changes, and refuses an end year before the start month', async () => {
    const server = new FakeProfileDataServer();
    const { user } = renderApp('/career-submit');
    await fillFields(user, { ...backendEngineer, 'Start Date': '2019-03-15', 'End Date': '2018-12-31' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Start Date precision' }), 'Month');
    expect(screen.getByLabelText('Start Date')).toHaveValue('2019-03');
    await user.selectOptions(screen.getByRole('combobox', { name: 'End Date precision' }), 'Year');
    expect(screen.getByLabelText('End Date')).toHaveValue(2018);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByLabelText('End Date')).toHaveAccessibleDescription(expect.stringContaining('End date cannot be before the start date.'));
    expect(server.count(submitCareerRecord)).toBe(0);
  });

  it("shows 'Failed to submit career record' above the form with the server's reason", async () => {
    const server = new FakeProfileDataServer();
    server.fail(submitCareerRecord, 500, 'Storage is read-only.');
    const { user } = renderApp('/career-submit');
    await fillFields(user, backendEngineer);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to submit career record')).toBeInTheDocument();
    expect(within(alert).getByText('Storage is read-only.')).toBeInTheDocument();
    expect(alert.compareDocumentPosition(screen.getByLabelText('Position'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByLabelText('Position')).toHaveValue('Backend Engineer');
    expect(window.location.pathname).toBe('/career-submit');
  });

  it("goes to the list from 'View Submissions'", async () => {
    new FakeProfileDataServer();
    const { user } = renderApp('/career-submit');
    await user.click(screen.getByRole('button', { name: 'View Submissions' }));
    expect(screen.getByRole('heading', { level: 1, name: 'My Career History' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/career-view');
  });

  describe('with a clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('hides the success message on the list after 3 seconds', async () => {
      new FakeProfileDataServer();
      const { user } = renderApp('/career-submit', { advanceTimers: jest.advanceTimersByTime });
      await fillFields(user, backendEngineer);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await findStatusMessage('Career history added successfully!');

      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByText('Career history added successfully!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByText('Career history added successfully!')).not.toBeInTheDocument();
    });
  });
});
