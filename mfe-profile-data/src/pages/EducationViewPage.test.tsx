import { screen, within } from '@testing-library/react';
import { FakeProfileDataServer, educationSeed } from '../test/fakeProfileDataServer';
import { renderApp } from '../test/renderApp';
import { scrollToEnd } from '../test/scrollList';
import { listEducation } from '@careerforge/contract';

describe('My Education (/education-view)', () => {
  it("says 'No education records found.' when there are none, with a link to add the first degree", async () => {
    new FakeProfileDataServer();
    renderApp('/education-view');
    expect(await screen.findByText('No education records found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first degree' })).toHaveAttribute('href', '/education-submit');
    expect(screen.getByRole('heading', { level: 1, name: 'My Education' })).toBeInTheDocument();
  });

  it("shows each record's degree, institution, dates and the GPA when there is one", async () => {
    new FakeProfileDataServer({
      education: [
        educationSeed({
          degree: 'MSc Computer Science',
          institution: 'ETH Zürich',
          startDate: '2018-09-15T00:00:00.000Z',
          endDate: '2020-07-31T00:00:00.000Z',
          gpa: 3.8,
        }),
        educationSeed({ degree: 'BSc Computer Science', institution: 'University of Łódź', gpa: null }),
      ],
    });
    renderApp('/education-view');

    const master = await screen.findByRole('article', { name: 'MSc Computer Science at ETH Zürich' });
    expect(within(master).getByText('From Sep 15, 2018 to Jul 31, 2020')).toBeInTheDocument();
    expect(within(master).getByText('GPA: 3.8')).toBeInTheDocument();
    expect(within(master).getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription('MSc Computer Science at ETH Zürich');

    const bachelor = screen.getByRole('article', { name: 'BSc Computer Science at University of Łódź' });
    expect(within(bachelor).getByText('From Oct 1, 2014 to Jun 30, 2018')).toBeInTheDocument();
    expect(within(bachelor).queryByText(/GPA/)).not.toBeInTheDocument();
  });

  it('shows dates given as a year or a month at that precision', async () => {
    new FakeProfileDataServer({ education: [educationSeed({ degree: 'BA History', institution: 'Leeds', startDate: '2012', endDate: '2016-06' })] });
    renderApp('/education-view');
    const record = await screen.findByRole('article', { name: 'BA History at Leeds' });
    expect(within(record).getByText('From 2012 to Jun 2016')).toBeInTheDocument();
  });

  it('loads the next 50 records when the list is scrolled to its end', async () => {
    new FakeProfileDataServer({ education: Array.from({ length: 52 }, (_, index) => educationSeed({ degree: `Course ${index + 1}` })) });
    renderApp('/education-view');
    const list = await screen.findByRole('list', { name: 'Education records' });
    expect(within(list).getByRole('article', { name: 'Course 1 at University of Łódź' })).toBeInTheDocument();
    expect(within(list).queryByRole('article', { name: 'Course 52 at University of Łódź' })).not.toBeInTheDocument();

    scrollToEnd(list);
    expect(await within(list).findByRole('article', { name: 'Course 52 at University of Łódź' })).toBeInTheDocument();
  });

  it("shows 'Failed to fetch education information' when the list cannot be loaded", async () => {
    const server = new FakeProfileDataServer({ education: [educationSeed()] });
    server.fail(listEducation, 500, 'Database unavailable.');
    renderApp('/education-view');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch education information');
    expect(screen.queryByText('No education records found.')).not.toBeInTheDocument();
  });

  it("goes to the add page from 'Submit New Entry'", async () => {
    new FakeProfileDataServer();
    const { user } = renderApp('/education-view');
    await user.click(await screen.findByRole('button', { name: 'Submit New Entry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Education' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/education-submit');
  });
});
