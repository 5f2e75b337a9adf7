import { act, screen, within } from '@testing-library/react';
import { createCoverLetter, getCoverLetterStatus } from '@careerforge/contract';
import { buildGeneratedResume } from '../test/fakeGenerationServer';
import { FakeCoverLetterServer, buildCoverLetter } from '../test/fakeCoverLetterServer';
import { POLL_LIMIT_MS } from '@careerforge/shared';
import { renderApp } from '../test/renderApp';

let saved: string[];

beforeEach(() => {
  saved = [];
  // jsdom has no object URLs or downloads; these stand in for the browser's.
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/1');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** From the generated resumes, the resume's popup, then 'Cover Letter'. */
async function startFromPopup(resume = buildGeneratedResume({ id: 3, job_id: 7 }, { name: 'Ada Lovelace' })) {
  const server = new FakeCoverLetterServer({ resumes: [resume] });
  const { user } = renderApp('/generated-resumes', { advanceTimers: jest.advanceTimersByTime });
  await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
  const popup = within(await screen.findByRole('dialog', { name: 'Ada Lovelace' }));
  return { server, user, popup };
}

async function openCompletedLetter() {
  const started = await startFromPopup();
  await started.user.click(started.popup.getByRole('button', { name: 'Cover Letter' }));
  await screen.findByText('Please wait while your cover letter is written...');
  started.server.completeLetter(1);
  await wait(4000);
  await screen.findByRole('form', { name: 'Cover letter' });
  return started;
}

describe('CoverLetterPage', () => {
  it("starts a letter for the resume's job from the popup, shows progress while it is written, then the letter to edit", async () => {
    const { server, user, popup } = await startFromPopup();
    await user.click(popup.getByRole('button', { name: 'Cover Letter' }));

    expect(await screen.findByText('Please wait while your cover letter is written...')).toBeInTheDocument();
    expect(server.createRequests).toEqual([{ jobId: 7, resumeId: 3 }]);
    expect(window.location.pathname).toBe('/generated-resumes/cover-letters/1');
    expect(server.count(getCoverLetterStatus)).toBe(1);
    await wait(4000);
    expect(server.count(getCoverLetterStatus)).toBe(2);

    server.completeLetter(1);
    await wait(4000);
    expect(await screen.findByRole('textbox', { name: 'Greeting' })).toHaveValue('Dear Acme team,');
    expect(screen.getByRole('textbox', { name: 'Paragraph 2' })).toHaveValue('A few results from my work: Cut nightly load time by 60% (Data Engineer at Acme).');
    expect(screen.getByRole('textbox', { name: 'Sign-off' })).toHaveValue('Sincerely,');
    expect(screen.getByRole('textbox', { name: 'Signature' })).toHaveValue('Ada Lovelace');
    expect(screen.queryByText('Please wait while your cover letter is written...')).not.toBeInTheDocument();
    const polls = server.count(getCoverLetterStatus);
    await wait(20_000);
    expect(server.count(getCoverLetterStatus)).toBe(polls);
  });

  it('stops polling a letter still being written after the polling limit, says so, and checks again on Retry', async () => {
    const { server, user, popup } = await startFromPopup();
    await user.click(popup.getByRole('button', { name: 'Cover Letter' }));
    await screen.findByText('Please wait while your cover letter is written...');
    await wait(POLL_LIMIT_MS);
    expect(await screen.findByText('Your cover letter is taking longer than expected.')).toBeInTheDocument();
    const polls = server.count(getCoverLetterStatus);
    await wait(60_000);
    expect(server.count(getCoverLetterStatus)).toBe(polls);

    server.completeLetter(1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Cover letter' })).toBeInTheDocument();
  });

  it('cannot start a letter for a resume whose job was deleted', async () => {
    const { server, popup } = await startFromPopup(buildGeneratedResume({ id: 3, job_id: null }, { name: 'Ada Lovelace' }));
    expect(popup.getByRole('button', { name: 'Cover Letter' })).toBeDisabled();
    expect(server.count(createCoverLetter)).toBe(0);
  });

  it("shows the server's reason when the letter cannot be started", async () => {
    const { server, user, popup } = await startFromPopup();
    server.fail(createCoverLetter, 404, 'Job not found');
    await user.click(popup.getByRole('button', { name: 'Cover Letter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Job not found');
    expect(window.location.pathname).toBe('/generated-resumes');
  });

  it("shows the failure's message when the letter could not be written", async () => {
    const { server, user, popup } = await startFromPopup();
    await user.click(popup.getByRole('button', { name: 'Cover Letter' }));
    await screen.findByText('Please wait while your cover letter is written...');
    server.failLetter(1, 'The job description for this cover letter was deleted.');
    await wait(4000);
    expect(await screen.findByRole('alert')).toHaveTextContent('The job description for this cover letter was deleted.');
    expect(screen.queryByRole('form', { name: 'Cover letter' })).not.toBeInTheDocument();
  });

  it('saves the edited paragraphs and says so, or shows why not', async () => {
    const { server, user } = await openCompletedLetter();
    const first = screen.getByRole('textbox', { name: 'Paragraph 1' });
    await user.clear(first);
    await user.type(first, 'I would love to join Acme.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cover letter saved.')).toBeInTheDocument();
    expect(server.letterEdits).toEqual([{ id: 1, content: buildCoverLetter({ paragraphs: ['I would love to join Acme.', buildCoverLetter().paragraphs[1] ?? ''] }) }]);

    await user.clear(screen.getByRole('textbox', { name: 'Greeting' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('greeting must not be empty.');
    expect(screen.queryByText('Cover letter saved.')).not.toBeInTheDocument();
  });

  it('downloads the letter in the chosen format, style and page size as cover-letter.<extension>', async () => {
    const { server, user } = await openCompletedLetter();
    const download = within(screen.getByRole('region', { name: 'Download' }));
    await user.click(download.getByRole('radio', { name: 'docx' }));
    await user.selectOptions(download.getByRole('combobox', { name: 'Style' }), 'Classic Serif');
    await user.selectOptions(download.getByRole('combobox', { name: 'Page size' }), 'A4');
    await user.click(download.getByRole('button', { name: 'Download' }));
    await wait(0);
    expect(server.letterFormatRequests).toEqual([{ coverLetterId: 1, formatType: 'docx', styleId: 'serif_classic', pageSize: 'a4' }]);
    expect(saved).toEqual(['cover-letter.docx']);

    // Text has no style and no pages.
    await user.click(download.getByRole('radio', { name: 'text' }));
    expect(download.getByRole('combobox', { name: 'Style' })).toBeDisabled();
    await user.click(download.getByRole('button', { name: 'Download' }));
    await wait(0);
    expect(server.letterFormatRequests.at(-1)).toEqual({ coverLetterId: 1, formatType: 'text', styleId: 'default' });
    expect(saved.at(-1)).toBe('cover-letter.txt');
  });
});
