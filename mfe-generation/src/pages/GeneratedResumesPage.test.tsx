import { screen, waitFor, within } from '@testing-library/react';
import { sharedKeys } from '@careerforge/shared';
import { deleteGeneratedResume, getGenerationStatus, listGeneratedResumes, type GeneratedResumeListItem, type GeneratedResumeRecord } from '@careerforge/contract';
import { fakeGeneratedResumesReply } from '@careerforge/shared/lists/testing';
import { FakeGenerationServer, MATCH_REPORT, buildGeneratedResume, buildResumeContent } from '../test/fakeGenerationServer';
import { findStatusMessage, renderApp } from '../test/renderApp';

/** Five resumes, created on May 1st to 5th; named after the day. */
const FIVE = [1, 2, 3, 4, 5].map((id) => buildGeneratedResume({ id }, { name: `Resume ${id}` }));

function setUp(resumes: GeneratedResumeRecord[] = FIVE) {
  const server = new FakeGenerationServer({ resumes });
  return { server, ...renderApp('/generated-resumes') };
}

/** The names on the cards of the page shown, once it has loaded (the page before stays, busy, meanwhile). */
async function cardNames() {
  const grid = await screen.findByRole('list', { name: 'Generated resumes' });
  await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
  return within(grid)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}

const card = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('article')!;
/** The card's title, the button that opens it (its box covers the card, so a click anywhere opens it). */
const cardOpener = async (name: string) => within(await card(name)).getByRole('button', { name });

describe('GeneratedResumesPage', () => {
  it('shows a spinner while loading, then the resumes newest first, 3 per page', async () => {
    setUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Generated Resumes' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading generated resumes...');
    expect(await cardNames()).toEqual(['Resume 5', 'Resume 4', 'Resume 3']);
    expect(screen.queryByText('Loading generated resumes...')).not.toBeInTheDocument();
  });

  it("shows on each card the name or 'Unnamed', the date, 3 skill badges plus '+N more', and '{n} roles • {m} degrees'", async () => {
    setUp([
      buildGeneratedResume({ id: 1, created_at: '2024-05-01T12:00:00.000Z' }, { name: ' ', skills: ['SQL', 'Python', 'Airflow', 'dbt', 'Spark'] }),
      buildGeneratedResume({ id: 2 }, { name: 'Ada Lovelace', skills: ['SQL'], education: [] }),
    ]);
    const unnamed = await card('Unnamed');
    expect(within(unnamed).getByText(/^Created/)).toHaveTextContent(
      `Created ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(Date.parse('2024-05-01T12:00:00.000Z'))}`,
    );
    expect(
      within(within(unnamed).getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((badge) => badge.textContent),
    ).toEqual(['SQL', 'Python', 'Airflow', '+2 more']);
    expect(within(unnamed).getByText('1 roles • 1 degrees')).toBeInTheDocument();
    const ada = await card('Ada Lovelace');
    expect(within(ada).getAllByRole('listitem').map((badge) => badge.textContent)).toEqual(['SQL']);
    expect(within(ada).getByText('1 roles • 0 degrees')).toBeInTheDocument();
  });

  it("says 'No generated resumes found.' when there are none", async () => {
    setUp([]);
    expect(await screen.findByText('No generated resumes found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate your first resume' })).toHaveAttribute('href', '/resume-generate');
  });

  it("shows 'Failed to fetch generated resumes' when the list cannot load", async () => {
    new FakeGenerationServer().fail(listGeneratedResumes, 500, 'Database unavailable.');
    renderApp('/generated-resumes');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch generated resumes');
  });

  it('loads the list again from Retry after a failure', async () => {
    const server = new FakeGenerationServer();
    server.fail(listGeneratedResumes, 500, 'Database unavailable.');
    const { user } = renderApp('/generated-resumes');
    await screen.findByText('Failed to fetch generated resumes');
    server.override(listGeneratedResumes, (request) => fakeGeneratedResumesReply(FIVE, request));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await cardNames()).toHaveLength(3);
    expect(screen.queryByText('Failed to fetch generated resumes')).not.toBeInTheDocument();
  });

  describe('pagination, search and sort', () => {
    it('pages with Previous, numbered buttons and Next, disabled at the ends', async () => {
      const { user } = setUp();
      await cardNames();
      const pagination = screen.getByRole('navigation', { name: 'Pagination' });
      expect(within(pagination).getAllByRole('button').map((button) => button.textContent)).toEqual(['Previous', '1', '2', 'Next']);
      expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();
      await user.click(within(pagination).getByRole('button', { name: 'Next' }));
      expect(await cardNames()).toEqual(['Resume 2', 'Resume 1']);
      expect(within(pagination).getByRole('button', { name: 'Next' })).toBeDisabled();
      await user.click(within(pagination).getByRole('button', { name: 'Page 1' }));
      expect(await cardNames()).toEqual(['Resume 5', 'Resume 4', 'Resume 3']);
    });

    it('searches the names, ignoring case, and goes back to page 1', async () => {
      const { user } = setUp([...FIVE, buildGeneratedResume({ id: 6 }, { name: 'Ada LOVELACE' })]);
      await cardNames();
      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'RESUME');
      expect(await cardNames()).toEqual(['Resume 5', 'Resume 4', 'Resume 3']);
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lovelace');
      expect(await cardNames()).toEqual(['Ada LOVELACE']);
      await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
      expect(await screen.findByText('No generated resumes found.')).toBeInTheDocument();
    });

    it('fetches only the page shown, with the search and the order, and opens a card by loading its whole resume', async () => {
      const { user, server } = setUp();
      await cardNames();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await cardNames()).toEqual(['Resume 2', 'Resume 1']);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest First');
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), '4');
      expect(await cardNames()).toEqual(['Resume 4']);
      expect(server.resumeListQueries.slice(0, 2)).toEqual([
        { limit: '3', offset: '0', sort: 'newest' },
        { limit: '3', offset: '3', sort: 'newest' },
      ]);
      expect(server.resumeListQueries.at(-1)).toEqual({ limit: '3', offset: '0', q: '4', sort: 'oldest' });

      expect(server.count(getGenerationStatus)).toBe(0);
      await user.click(await cardOpener('Resume 4'));
      expect(await screen.findByRole('dialog', { name: 'Resume 4' })).toBeInTheDocument();
      expect(server.count(getGenerationStatus)).toBe(1);
    });

    it('sorts oldest first, and goes back to page 1', async () => {
      const { user } = setUp();
      await cardNames();
      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest First');
      expect(await cardNames()).toEqual(['Resume 1', 'Resume 2', 'Resume 3']);
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    });
  });

  describe('delete', () => {
    async function askToDelete(user: ReturnType<typeof setUp>['user'], name: string) {
      await user.click(within(await card(name)).getByRole('button', { name: 'Delete' }));
      return screen.getByRole('dialog', { name: 'Are you sure you want to delete this resume?' });
    }

    it("removes the resume after confirmation and says 'Resume deleted.'", async () => {
      const { user, server } = setUp();
      const dialog = await askToDelete(user, 'Resume 4');
      // Deleting does not also open the card's popup.
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await findStatusMessage('Resume deleted.');
      expect(await cardNames()).toEqual(['Resume 5', 'Resume 3', 'Resume 2']);
      expect(server.resumes.map(({ id }) => id)).toEqual([1, 2, 3, 5]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it("fetches the shared list again, whose picker the jobs remote's advice page reads too, without the deleted resume", async () => {
      const { user, server, queryClient } = setUp();
      await cardNames();
      const listCalls = server.count(listGeneratedResumes);
      await user.click(within(await askToDelete(user, 'Resume 4')).getByRole('button', { name: 'Delete' }));
      await findStatusMessage('Resume deleted.');
      expect(server.count(listGeneratedResumes)).toBeGreaterThan(listCalls);
      const cachedIds = queryClient
        .getQueriesData<{ generated_resume: GeneratedResumeListItem[] }>({ queryKey: sharedKeys.generatedResumes() })
        .flatMap(([, answer]) => answer?.generated_resume.map(({ id }) => id) ?? []);
      expect(cachedIds).toEqual([5, 3, 2]);
    });

    it('keeps the resume on Cancel and on a click outside the dialog', async () => {
      const { user, server } = setUp();
      const dialog = await askToDelete(user, 'Resume 4');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await askToDelete(user, 'Resume 4');
      await user.click(document.querySelector('.cf-modal-backdrop')!);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(server.count(deleteGeneratedResume)).toBe(0);
      expect(await cardNames()).toContain('Resume 4');
    });

    it("shows the server's error, or 'Failed to delete resume', in the error banner", async () => {
      const { user, server } = setUp();
      server.fail(deleteGeneratedResume, 500, 'Storage is read-only.');
      await user.click(within(await askToDelete(user, 'Resume 4')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Storage is read-only.');
      expect(await cardNames()).toContain('Resume 4');

      server.failNetwork(deleteGeneratedResume);
      await user.click(within(await askToDelete(user, 'Resume 4')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete resume'));
    });
  });

  describe('card popup', () => {
    // The builder's defaults (Ada Lovelace, Acme, University of London…) with a second accomplishment.
    const [role] = buildResumeContent().career;
    const resume = buildGeneratedResume({ id: 3 }, { career: [{ ...role!, accomplishments: [...role!.accomplishments, 'Led a team of 4'] }] });

    async function openPopup() {
      const { user } = setUp([resume]);
      await user.click(await cardOpener('Ada Lovelace'));
      return { user, popup: await screen.findByRole('dialog', { name: 'Ada Lovelace' }) };
    }

    it('shows the contact details, education, skills, career history and match report', async () => {
      const { popup } = await openPopup();
      const details = within(popup);
      expect(details.getByText('Email').nextSibling).toHaveTextContent('ada@example.com');
      expect(details.getByText('Phone').nextSibling).toHaveTextContent('555-0100');
      const education = details.getByRole('heading', { name: 'Education' }).parentElement!;
      expect(education).toHaveTextContent('BSc Mathematics, University of London');
      expect(education).toHaveTextContent('Sep 1, 2010 – Jun 30, 2013 • GPA 3.8');
      expect(details.getByRole('heading', { name: 'Skills' }).parentElement).toHaveTextContent('SQLPython');
      const career = details.getByRole('heading', { name: 'Career History' }).parentElement!;
      expect(within(career).getByRole('heading', { name: 'Data Engineer at Acme' })).toBeInTheDocument();
      expect(career).toHaveTextContent('Mar 1, 2019 – Present');
      expect(career).toHaveTextContent('Built the data platform.');
      expect(within(career).getByText('Led a team of 4').tagName).toBe('LI');

      const report = details.getByRole('region', { name: 'Match report' });
      expect(report).toHaveTextContent(`Match score: ${MATCH_REPORT.score}%`);
      expect(report).toHaveTextContent('Seniority asked for: Senior');
      expect(within(report).getByRole('list', { name: 'Covered terms' })).toHaveTextContent('Airflow — Data Engineer at Acme');
      expect(within(report).getByRole('list', { name: 'Missing terms' })).toHaveTextContent('Kubernetes');
    });

    it("shows each date at the precision it was given; a degree without an end date does not read 'Present'", async () => {
      const { user } = setUp([
        buildGeneratedResume(
          { id: 4 },
          {
            education: [{ degree: 'MSc Statistics', institution: 'Imperial College', start_date: '2014', end_date: null, gpa: null }],
            career: [{ ...role!, start_date: '2016-03', end_date: '2019' }],
          },
        ),
      ]);
      await user.click(await cardOpener('Ada Lovelace'));
      const details = within(await screen.findByRole('dialog', { name: 'Ada Lovelace' }));
      const education = details.getByRole('heading', { name: 'Education' }).parentElement!;
      expect(within(education).getByText('2014')).toBeInTheDocument();
      expect(education).not.toHaveTextContent('Present');
      const career = details.getByRole('heading', { name: 'Career History' }).parentElement!;
      expect(within(career).getByText('Mar 2016 – 2019')).toBeInTheDocument();
    });

    it("opens on Enter on a card's focused title, and closes from its close button", async () => {
      const { user } = setUp([resume]);
      (await cardOpener('Ada Lovelace')).focus();
      await user.keyboard('{Enter}');
      const popup = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
      await user.click(within(popup).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await cardOpener('Ada Lovelace')).toHaveFocus();
    });

    it('shows the resume as indented JSON in a second popup over the first', async () => {
      const { user, popup } = await openPopup();
      await user.click(within(popup).getByRole('button', { name: 'View JSON' }));
      const json = screen.getByRole('dialog', { name: 'Ada Lovelace — JSON' });
      expect(within(json).getByLabelText('Resume JSON').textContent).toBe(JSON.stringify(resume.generated_resume, null, 2));
      await user.keyboard('{Escape}');
      expect(screen.getAllByRole('dialog')).toEqual([screen.getByRole('dialog', { name: 'Ada Lovelace' })]);
    });

    it('goes to /advice with the resume chosen on Get Advice', async () => {
      const { user, popup } = await openPopup();
      // /advice is another remote's screen: this one's routes rightly do not match it.
      const routerWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
      await user.click(within(popup).getByRole('button', { name: 'Get Advice' }));
      expect(routerWarning).toHaveBeenCalledWith(expect.stringContaining('No routes matched location "/advice?resumeId=3"'));
      expect(window.location.pathname).toBe('/advice');
      expect(window.location.search).toBe('?resumeId=3');
    });

    it('swaps to the format popup on Format, and back on GO BACK', async () => {
      const { user, popup } = await openPopup();
      await user.click(within(popup).getByRole('button', { name: 'Format' }));
      const format = screen.getByRole('dialog', { name: 'Format & Download Resume' });
      expect(screen.getAllByRole('dialog')).toEqual([format]);
      expect(within(format).getByRole('button', { name: 'GO BACK' })).toHaveFocus();
      await user.click(within(format).getByRole('button', { name: 'GO BACK' }));
      expect(screen.getAllByRole('dialog')).toEqual([screen.getByRole('dialog', { name: 'Ada Lovelace' })]);
    });
  });
});
