import { act, fireEvent, screen, within } from '@testing-library/react';
import { listResumes, parseResumeText, uploadResume } from '@careerforge/contract';
import { FakeResumesServer } from '../test/fakeResumesServer';
import { findStatusMessage, renderApp } from '../test/renderApp';

const REVIEW_FORM = 'Entries found in your resume';
const DROP_TEXT = 'Drag & Drop .docx, .pdf or JSON Resume .json here, or click to select a file';

type Options = Parameters<typeof renderApp>[1];

async function openPage(options?: Options) {
  const server = new FakeResumesServer();
  const { user } = renderApp('/resume-upload', options);
  await screen.findByText('No resumes uploaded yet.');
  return { server, user };
}

function fileNamed(name: string): File {
  return new File(['%PDF-1.7'], name, { type: name.toLowerCase().endsWith('.pdf') ? 'application/pdf' : '' });
}

function dropArea(): HTMLElement {
  return screen.getByRole('button', { name: DROP_TEXT });
}

function drop(...files: File[]) {
  fireEvent.drop(dropArea(), { dataTransfer: { files } });
}

function progressValue(): string | null {
  return screen.getByRole('progressbar').getAttribute('aria-valuenow');
}

describe('Upload or Paste Your Resume (/resume-upload)', () => {
  it("starts in 'Upload File' mode and switches to 'Paste Text'", async () => {
    const { user } = await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Upload or Paste Your Resume' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload File' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Paste Text' })).toHaveAttribute('aria-pressed', 'false');
    expect(dropArea()).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a resume file')).toHaveAttribute('accept', '.pdf,.docx,.json,application/json');
    expect(screen.getByRole('button', { name: 'Upload Resume' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Paste Text' }));
    expect(screen.getByRole('button', { name: 'Paste Text' })).toHaveAttribute('aria-pressed', 'true');
    const text = screen.getByRole('textbox', { name: 'Resume text' });
    expect(text).toHaveAttribute('rows', '10');
    expect(text).toHaveAttribute('placeholder', 'Paste or type your text here...');
    expect(screen.getByRole('button', { name: 'Parse Text' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Resume' })).not.toBeInTheDocument();
  });

  describe('upload', () => {
    it("asks for a file with 'Please select a file first.' and sends nothing", async () => {
      const { server, user } = await openPage();
      await user.click(screen.getByRole('button', { name: 'Upload Resume' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please select a file first.');
      expect(server.count(uploadResume)).toBe(0);
    });

    it('accepts a JSON Resume file by its type even without the .json name', async () => {
      await openPage();
      drop(new File(['{}'], 'resume-export', { type: 'application/json' }));
      expect(screen.getByText('Selected file: resume-export')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it("shows '<file name> is not a valid JSON Resume file.' from the server for a bad .json", async () => {
      const { server, user } = await openPage();
      server.fail(uploadResume, 422, 'cv.json is not a valid JSON Resume file.');
      drop(fileNamed('cv.json'));
      await user.click(screen.getByRole('button', { name: 'Upload Resume' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('cv.json is not a valid JSON Resume file.');
      expect(screen.queryByRole('region', { name: 'Use these details?' })).not.toBeInTheDocument();
    });

    it("offers the details an uploaded file gives under 'Use these details?'", async () => {
      const { server, user } = await openPage();
      server.details = { full_name: 'Ada Lovelace' };
      drop(fileNamed('resume.json'));
      await user.click(screen.getByRole('button', { name: 'Upload Resume' }));
      await findStatusMessage('Resume uploaded successfully!');
      const panel = await screen.findByRole('region', { name: 'Use these details?' });
      expect(within(panel).getByRole('checkbox', { name: 'Full name' })).toBeChecked();
    });

    it.each(['CV.PDF', 'resume.docx', 'Resume.JSON'])('accepts a dropped %s, ignoring case', async (name) => {
      await openPage();
      drop(fileNamed(name));
      expect(screen.getByText(`Selected file: ${name}`)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('takes only the first dropped file', async () => {
      await openPage();
      drop(fileNamed('first.pdf'), fileNamed('second.pdf'));
      expect(screen.getByText('Selected file: first.pdf')).toBeInTheDocument();
      expect(screen.queryByText(/second\.pdf/)).not.toBeInTheDocument();
    });

    it("rejects other files with '<file name> is not a supported file type.'", async () => {
      await openPage();
      drop(fileNamed('photo.png'));
      expect(screen.getByRole('alert')).toHaveTextContent('photo.png is not a supported file type.');
      expect(screen.queryByText(/Selected file/)).not.toBeInTheDocument();

      drop(fileNamed('ada.pdf'));
      expect(screen.getByText('Selected file: ada.pdf')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('opens the file picker from the drop area with a click, Enter or Space', async () => {
      const { user } = await openPage();
      const click = jest.spyOn(screen.getByLabelText<HTMLInputElement>('Choose a resume file'), 'click');
      await user.click(dropArea());
      dropArea().focus();
      await user.keyboard('{Enter}');
      await user.keyboard(' ');
      expect(click).toHaveBeenCalledTimes(3);
    });

    it('uploads the chosen file, offers what was found for review and lists it; the notification can be dismissed', async () => {
      const { server, user } = await openPage();
      await user.upload(screen.getByLabelText('Choose a resume file'), fileNamed('ada.pdf'));
      expect(screen.getByText('Selected file: ada.pdf')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Upload Resume' }));

      const notice = await findStatusMessage('Resume uploaded successfully!');
      expect(screen.getByRole('form', { name: REVIEW_FORM })).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'Uploaded resumes' })).getByText('ada.pdf')).toBeInTheDocument();
      expect(server.resumes.map(({ filename }) => filename)).toEqual(['ada.pdf']);
      expect(screen.queryByText('Selected file: ada.pdf')).not.toBeInTheDocument();

      await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByText('Resume uploaded successfully!')).not.toBeInTheDocument();
    });

    it("shows the server's error, and reloads the list after the failure", async () => {
      const { server, user } = await openPage();
      server.fail(uploadResume, 422, 'The file could not be read.');
      drop(fileNamed('broken.pdf'));
      await user.click(screen.getByRole('button', { name: 'Upload Resume' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be read.');
      expect(server.count(listResumes)).toBe(2);
    });

    it("shows 'Something went wrong.' when the server gives no error text", async () => {
      const { server, user } = await openPage();
      server.override(uploadResume, () => ({ status: 500, body: {} }));
      drop(fileNamed('ada.pdf'));
      await user.click(screen.getByRole('button', { name: 'Upload Resume' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    });

    it("shows 'Error: <message>' when the network fails", async () => {
      const { server, user } = await openPage();
      server.failNetwork(uploadResume);
      drop(fileNamed('ada.pdf'));
      await user.click(screen.getByRole('button', { name: 'Upload Resume' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Error: Network request failed');
    });
  });

  describe('paste', () => {
    it("asks for text with 'Please enter some text first.' when it is blank", async () => {
      const { server, user } = await openPage();
      await user.click(screen.getByRole('button', { name: 'Paste Text' }));
      await user.type(screen.getByRole('textbox', { name: 'Resume text' }), '   ');
      await user.click(screen.getByRole('button', { name: 'Parse Text' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter some text first.');
      expect(server.count(parseResumeText)).toBe(0);
    });

    it('parses the trimmed text and lists it under its stored file name', async () => {
      const { server, user } = await openPage();
      await user.click(screen.getByRole('button', { name: 'Paste Text' }));
      await user.type(screen.getByRole('textbox', { name: 'Resume text' }), '  Ada Lovelace, Analyst  ');
      await user.click(screen.getByRole('button', { name: 'Parse Text' }));

      await findStatusMessage('Resume text parsed successfully!');
      expect(screen.getByRole('form', { name: REVIEW_FORM })).toBeInTheDocument();
      expect(await screen.findByRole('article', { name: 'Pasted resume' })).toBeInTheDocument();
      expect(server.resumes[0]?.raw_text).toBe('Ada Lovelace, Analyst');
    });

    it('parses once for a double click on Parse Text, and keeps the text when it fails', async () => {
      const { server, user } = await openPage();
      server.fail(parseResumeText, 500, 'The parser is down.');
      await user.click(screen.getByRole('button', { name: 'Paste Text' }));
      await user.type(screen.getByRole('textbox', { name: 'Resume text' }), 'Ada Lovelace, Analyst');
      const button = screen.getByRole('button', { name: 'Parse Text' });
      // Both clicks land before React renders the button busy, as a fast double click can.
      act(() => {
        button.click();
        button.click();
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('The parser is down.');
      expect(server.count(parseResumeText)).toBe(1);
      expect(screen.getByRole('textbox', { name: 'Resume text' })).toHaveValue('Ada Lovelace, Analyst');
    });

    it("shows the server's error text", async () => {
      const { server, user } = await openPage();
      server.fail(parseResumeText, 503, 'The parser is busy.');
      await user.click(screen.getByRole('button', { name: 'Paste Text' }));
      await user.type(screen.getByRole('textbox', { name: 'Resume text' }), 'Ada');
      await user.click(screen.getByRole('button', { name: 'Parse Text' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The parser is busy.');
    });

    it("shows 'Error: <message>' when the network fails", async () => {
      const { server, user } = await openPage();
      server.failNetwork(parseResumeText);
      await user.click(screen.getByRole('button', { name: 'Paste Text' }));
      await user.type(screen.getByRole('textbox', { name: 'Resume text' }), 'Ada');
      await user.click(screen.getByRole('button', { name: 'Parse Text' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch');
    });
  });

  describe('progress', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    const clock = { advanceTimers: jest.advanceTimersByTime };
    /** Lets pending promises (the fake server's answers) settle without moving the clock. */
    const settle = () => act(() => jest.advanceTimersByTimeAsync(0));
    const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

    it('follows the upload up to 90%, then rises by 2% every 50 ms to 100% after the answer', async () => {
      const { server, user } = await openPage(clock);
      const release = server.hold(uploadResume);
      drop(fileNamed('ada.pdf'));
      await user.click(screen.getByRole('button', { name: 'Upload Resume' }));
      expect(progressValue()).toBe('0');
      expect(screen.getByText('0%')).toBeInTheDocument();

      act(() => server.reportUploadProgress(0.5));
      expect(progressValue()).toBe('50');
      act(() => server.reportUploadProgress(1));
      expect(progressValue()).toBe('90');
      tick(500);
      expect(progressValue()).toBe('90');

      release();
      await settle();
      expect(screen.getByText('Resume uploaded successfully!')).toBeInTheDocument();
      expect(progressValue()).toBe('90');
      tick(50);
      expect(progressValue()).toBe('92');
      tick(150);
      expect(progressValue()).toBe('98');
      tick(500);
      expect(progressValue()).toBe('100');
    });

    it('rises by 2% every 100 ms while text is parsed, stays below 100%, and completes on the answer', async () => {
      const { server, user } = await openPage(clock);
      const release = server.hold(parseResumeText);
      await user.click(screen.getByRole('button', { name: 'Paste Text' }));
      await user.type(screen.getByRole('textbox', { name: 'Resume text' }), 'Ada');
      await user.click(screen.getByRole('button', { name: 'Parse Text' }));
      expect(progressValue()).toBe('0');

      tick(100);
      expect(progressValue()).toBe('2');
      tick(900);
      expect(progressValue()).toBe('20');
      tick(10_000);
      expect(progressValue()).toBe('98');

      release();
      await settle();
      expect(progressValue()).toBe('100');
      expect(screen.getByText('Resume text parsed successfully!')).toBeInTheDocument();
    });
  });
});
