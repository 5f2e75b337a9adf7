import { act, screen, within } from '@testing-library/react';
import { getResume, updateResumeText, type Resume } from '@careerforge/contract';
import { FakeResumesServer, buildResume } from '../test/fakeResumesServer';
import { findStatusMessage, renderApp } from '../test/renderApp';

const PASTED = buildResume({ id: 4, freeform: true, raw_text: 'Ada Lovelace\nAnalyst' });

type Options = Parameters<typeof renderApp>[1];

async function openDialog(resume: Resume = PASTED, options?: Options) {
  const server = new FakeResumesServer([{ ...resume }]);
  const { user } = renderApp('/resume-upload', options);
  const card = await screen.findByRole('article', { name: resume.filename });
  await user.click(within(card).getByRole('button', { name: 'View' }));
  const dialog = screen.getByRole('dialog', { name: 'Freeform Resume Text' });
  return { server, user, dialog, text: await within(dialog).findByRole('textbox', { name: 'Edit resume text' }) };
}

describe("'Freeform Resume Text' dialog", () => {
  it("opens from View on a pasted resume with its text, and closes with 'Close'", async () => {
    const { server, user, dialog, text } = await openDialog();
    expect(text).toHaveValue('Ada Lovelace\nAnalyst');
    expect(text).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.count(updateResumeText)).toBe(0);
  });

  it("loads the text through the resume's own call, saying so meanwhile", async () => {
    const server = new FakeResumesServer([{ ...PASTED }]);
    const release = server.hold(getResume);
    const { user } = renderApp('/resume-upload');
    await user.click(within(await screen.findByRole('article', { name: PASTED.filename })).getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'Freeform Resume Text' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading resume text...');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();

    release();
    const text = await within(dialog).findByRole('textbox', { name: 'Edit resume text' });
    expect(text).toHaveValue('Ada Lovelace\nAnalyst');
    expect(text).toHaveFocus();
    expect(server.count(getResume)).toBe(1);
  });

  it("says 'Resume not found.' when the resume is gone by the time it opens", async () => {
    const server = new FakeResumesServer([{ ...PASTED }]);
    server.fail(getResume, 404, 'Resume not found.');
    const { user } = renderApp('/resume-upload');
    await user.click(within(await screen.findByRole('article', { name: PASTED.filename })).getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'Freeform Resume Text' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Resume not found.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("saves the edited text with Update, closes and says 'Resume updated successfully!'", async () => {
    const { server, user, dialog, text } = await openDialog();
    await user.clear(text);
    await user.type(text, 'Ada Lovelace, Senior Analyst');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    await findStatusMessage('Resume updated successfully!');
    // What the edited text holds is offered for review again.
    expect(screen.getByRole('form', { name: 'Entries found in your resume' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.resumes[0]?.raw_text).toBe('Ada Lovelace, Senior Analyst');
  });

  it("asks for text with 'Please enter some text first.' when it is blank", async () => {
    const { server, user, dialog, text } = await openDialog();
    await user.clear(text);
    await user.type(text, '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter some text first.');
    expect(server.count(updateResumeText)).toBe(0);
  });

  it("says 'Resume not found.' for a resume without an id, and asks nothing of the API", async () => {
    const server = new FakeResumesServer([buildResume({ id: 0, freeform: true })]);
    const { user } = renderApp('/resume-upload');
    await user.click(within(await screen.findByRole('article', { name: 'Pasted resume' })).getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'Freeform Resume Text' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Resume not found.');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(server.count(getResume)).toBe(0);
  });

  it("shows the server's error in the dialog and keeps it open", async () => {
    const { server, user, dialog } = await openDialog();
    server.fail(updateResumeText, 500, 'The parser is busy.');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The parser is busy.');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Error: <message>' when the network fails", async () => {
    const { server, user, dialog } = await openDialog();
    server.failNetwork(updateResumeText);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error: Failed to fetch');
  });

  describe('with a clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows progress rising by 2% every 100 ms while updating', async () => {
      const { server, user, dialog } = await openDialog(PASTED, { advanceTimers: jest.advanceTimersByTime });
      const release = server.hold(updateResumeText);
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      const bar = within(dialog).getByRole('progressbar', { name: 'Update progress' });
      expect(bar).toHaveAttribute('aria-valuenow', '0');
      act(() => jest.advanceTimersByTime(300));
      expect(bar).toHaveAttribute('aria-valuenow', '6');

      release();
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByText('Resume updated successfully!')).toBeInTheDocument();
    });
  });
});
