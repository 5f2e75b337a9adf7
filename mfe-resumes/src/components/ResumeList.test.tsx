import { screen, waitFor, within } from '@testing-library/react';
import { deleteResume, listResumes, type Resume } from '@careerforge/contract';
import { FakeResumesServer, buildResume, resumeListReply } from '../test/fakeResumesServer';
import { findStatusMessage, renderApp } from '../test/renderApp';

/** Seven resumes, newest first: resume-7.pdf … resume-1.pdf. */
const SEVEN = Array.from({ length: 7 }, (_, index) => buildResume({ id: 7 - index }));

async function openList(resumes: Resume[] = SEVEN) {
  const server = new FakeResumesServer(resumes.map((resume) => ({ ...resume })));
  const { user } = renderApp('/resume-upload');
  await screen.findByRole('heading', { level: 2, name: 'Uploaded Resumes' });
  await waitFor(() => expect(screen.queryByText('Loading resumes...')).not.toBeInTheDocument());
  return { server, user };
}

function cardNames(): string[] {
  return screen.queryAllByRole('article').map((card) => card.textContent?.replace(/ViewDelete$/, '') ?? '');
}

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

describe("'Uploaded Resumes' list", () => {
  it("shows 3 cards per page with Previous, Next and 'Page X of Y'", async () => {
    const { user } = await openList();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(cardNames()).toEqual(['resume-7.pdf', 'resume-6.pdf', 'resume-5.pdf']);
    expect(pagination).toHaveTextContent('Page 1 of 3');
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(cardNames()).toEqual(['resume-4.pdf', 'resume-3.pdf', 'resume-2.pdf']);
    expect(pagination).toHaveTextContent('Page 2 of 3');

    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(cardNames()).toEqual(['resume-1.pdf']);
    expect(pagination).toHaveTextContent('Page 3 of 3');
    expect(within(pagination).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pagination).getByRole('button', { name: 'Previous' }));
    expect(pagination).toHaveTextContent('Page 2 of 3');
  });

  it('fetches only the page it shows', async () => {
    const server = new FakeResumesServer(SEVEN.map((resume) => ({ ...resume })));
    const queries: Record<string, string>[] = [];
    server.override(listResumes, (request) => {
      queries.push(request.query);
      return resumeListReply(server.resumes, request);
    });
    const { user } = renderApp('/resume-upload');
    expect(await screen.findByRole('article', { name: 'resume-7.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'resume-4.pdf' })).toBeInTheDocument();
    expect(queries).toEqual([
      { limit: '3', offset: '0' },
      { limit: '3', offset: '3' },
    ]);
  });

  it('gives every card View and Delete; a pasted resume shows its stored file name', async () => {
    await openList([buildResume({ id: 2, freeform: true }), buildResume({ id: 1 })]);
    for (const name of ['Pasted resume', 'resume-1.pdf']) {
      expect(within(card(name)).getByRole('button', { name: 'View' })).toBeInTheDocument();
      expect(within(card(name)).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    }
  });

  it("says 'No resumes uploaded yet.' when there are none", async () => {
    await openList([]);
    expect(screen.getByText('No resumes uploaded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and loads it again from Retry', async () => {
    const server = new FakeResumesServer();
    server.fail(listResumes, 500, 'Database unavailable.');
    const { user } = renderApp('/resume-upload');
    expect(await screen.findByText('Failed to fetch resumes')).toBeInTheDocument();
    server.override(listResumes, (request) => resumeListReply([buildResume({ id: 1, filename: 'ada.pdf' })], request));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'ada.pdf' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch resumes')).not.toBeInTheDocument();
  });

  it('opens a file resume in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const fileUrl = 'http://localhost:3100/api/resumes/file/signed-1';
    const { user } = await openList([buildResume({ id: 1, filename: 'ada.pdf', file_url: fileUrl })]);
    await user.click(within(card('ada.pdf')).getByRole('button', { name: 'View' }));
    expect(open).toHaveBeenCalledWith(fileUrl, '_blank', 'noopener');
    open.mockRestore();
  });

  describe('delete', () => {
    async function confirmDeleteOf(name: string, resumes?: Resume[]) {
      const opened = await openList(resumes);
      await opened.user.click(within(card(name)).getByRole('button', { name: 'Delete' }));
      const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
      expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this resume?');
      return { ...opened, dialog };
    }

    it('keeps the resume when cancelled', async () => {
      const { server, user, dialog } = await confirmDeleteOf('resume-7.pdf');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(card('resume-7.pdf')).toBeInTheDocument();
      expect(server.count(deleteResume)).toBe(0);
    });

    it("deletes with the resume's id and file path, removes it and says 'Resume deleted successfully!'", async () => {
      const { server, user, dialog } = await confirmDeleteOf('resume-7.pdf');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await findStatusMessage('Resume deleted successfully!');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(cardNames()).toEqual(['resume-6.pdf', 'resume-5.pdf', 'resume-4.pdf']);
      expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 2');
      expect(server.resumes.map(({ id }) => id)).toEqual([6, 5, 4, 3, 2, 1]);
    });

    it("says 'Failed to delete resume' with the server's reason and keeps the resume when the delete fails", async () => {
      const { server, user, dialog } = await confirmDeleteOf('resume-7.pdf');
      server.fail(deleteResume, 500, 'Storage is read-only.');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to delete resume');
      expect(alert).toHaveTextContent('Storage is read-only.');
      expect(screen.queryByText('Resume deleted successfully!')).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(card('resume-7.pdf')).toBeInTheDocument();
      expect(server.resumes).toHaveLength(7);
    });

    it('shows the page before when the last one empties', async () => {
      const { user } = await openList();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(within(card('resume-1.pdf')).getByRole('button', { name: 'Delete' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      await findStatusMessage('Resume deleted successfully!');
      expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 2');
      expect(cardNames()).toEqual(['resume-4.pdf', 'resume-3.pdf', 'resume-2.pdf']);
    });
  });
});
