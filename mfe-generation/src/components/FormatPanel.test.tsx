import { act, screen, waitFor, within } from '@testing-library/react';
import { formatResume, downloadFormattedResume, getUserInfo, listTemplates, previewResume, type PageSize } from '@careerforge/contract';
import { FakeGenerationServer, buildGeneratedResume } from '../test/fakeGenerationServer';
import { renderApp } from '../test/renderApp';
import { RESUME_DOCX_TEXT } from '../test/resumeDocx';

const TEMPLATES = [
  { templateId: 'classic', name: 'Classic', description: 'One column.' },
  { templateId: 'two-column', name: 'Two Column', description: 'Sidebar.' },
];

let objectUrls: string[];
let saved: { fileName: string; href: string }[];

beforeEach(() => {
  objectUrls = [];
  saved = [];
  // jsdom has no object URLs; these stand in for the browser's.
  URL.createObjectURL = jest.fn(() => {
    const url = `blob:http://localhost/${objectUrls.length + 1}`;
    objectUrls.push(url);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, href: this.href });
  });
  jest.spyOn(window, 'alert').mockImplementation(() => {});
});

async function openPanel(setUpServer: (server: FakeGenerationServer) => void = () => {}, pageSize: PageSize | null = null) {
  const server = new FakeGenerationServer({ resumes: [buildGeneratedResume({ id: 3 }, { name: 'Ada Lovelace' })], templates: TEMPLATES, pageSize });
  setUpServer(server);
  const { user } = renderApp('/generated-resumes');
  await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
  await user.click(screen.getByRole('button', { name: 'Format' }));
  const panel = within(screen.getByRole('dialog', { name: 'Format & Download Resume' }));
  return { server, user, panel };
}

type Panel = Awaited<ReturnType<typeof openPanel>>;

const chooseFormat = ({ user, panel }: Panel, format: string) => user.click(panel.getByRole('radio', { name: format }));
const preview = ({ user, panel }: Panel) => user.click(panel.getByRole('button', { name: 'Preview' }));
const download = ({ user, panel }: Panel) => user.click(panel.getByRole('button', { name: 'Generate & Download' }));

/** Records the bodies sent to `endpoint` as they were sent, before the fake applies defaults. */
function recordBodies(server: FakeGenerationServer, endpoint: typeof previewResume | typeof formatResume): unknown[] {
  const bodies: unknown[] = [];
  server.override(endpoint, (request) => {
    bodies.push(request.body);
    return { status: 200, contentType: 'text/plain', body: 'ADA LOVELACE' };
  });
  return bodies;
}

describe('Format & Download panel', () => {
  describe('page size', () => {
    it("offers US Letter and A4, US Letter chosen when the user has no preference, and sends it for pdf and docx only", async () => {
      const opened = await openPanel();
      const select = opened.panel.getByRole('combobox', { name: 'Page size' });
      expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['US Letter', 'A4']);
      await waitFor(() => expect(opened.server.count(getUserInfo)).toBe(1));
      expect(select).toHaveValue('letter');
      expect(select).toBeDisabled();
      const bodies = recordBodies(opened.server, previewResume);
      await preview(opened);
      await chooseFormat(opened, 'pdf');
      expect(select).toBeEnabled();
      await preview(opened);
      await waitFor(() => expect(bodies).toHaveLength(2));
      expect(bodies).toEqual([
        { resumeId: 3, formatType: 'markdown', templateId: null },
        { resumeId: 3, formatType: 'pdf', templateId: null, styleId: 'default', pageSize: 'letter' },
      ]);
    });

    it("starts from the user's preference, and sends the size the user picks instead", async () => {
      const opened = await openPanel(() => {}, 'a4');
      const select = opened.panel.getByRole('combobox', { name: 'Page size' });
      await waitFor(() => expect(select).toHaveValue('a4'));
      await chooseFormat(opened, 'docx');
      const previews = recordBodies(opened.server, previewResume);
      await preview(opened);
      await opened.user.selectOptions(select, 'US Letter');
      await preview(opened);
      await download(opened);
      await waitFor(() => expect(opened.server.formatRequests).toHaveLength(1));
      expect(previews).toEqual([
        { resumeId: 3, formatType: 'docx', templateId: null, styleId: 'default', pageSize: 'a4' },
        { resumeId: 3, formatType: 'docx', templateId: null, styleId: 'default', pageSize: 'letter' },
      ]);
      expect(opened.server.formatRequests).toEqual([{ resumeId: 3, formatType: 'docx', templateId: null, styleId: 'default', pageSize: 'letter' }]);
    });
  });

  describe('one page', () => {
    it('is offered for pdf and docx only, sent when ticked, and says whether the file fits', async () => {
      const opened = await openPanel();
      const onePage = opened.panel.getByRole('checkbox', { name: 'Fit on one page' });
      expect(onePage).toBeDisabled();
      await chooseFormat(opened, 'pdf');
      await opened.user.click(onePage);
      await download(opened);
      await waitFor(() => expect(opened.server.formatRequests).toHaveLength(1));
      expect(opened.server.formatRequests[0]).toMatchObject({ formatType: 'pdf', onePage: true });
      expect(await opened.panel.findByRole('status')).toHaveTextContent('It fits on one page.');

      await chooseFormat(opened, 'markdown');
      expect(opened.panel.queryByRole('status')).not.toBeInTheDocument();
      await download(opened);
      await waitFor(() => expect(opened.server.formatRequests).toHaveLength(2));
      expect(opened.server.formatRequests[1]).not.toHaveProperty('onePage');
    });
  });

  it('offers the five output formats, markdown first and chosen', async () => {
    const { panel } = await openPanel();
    const formats = panel.getByRole('group', { name: 'Output format' });
    expect(within(formats).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['markdown', 'html', 'text', 'pdf', 'docx']);
    expect(panel.getByRole('radio', { name: 'markdown' })).toBeChecked();
  });

  it.each([
    ['markdown', false, false],
    ['text', false, false],
    ['html', true, false],
    ['pdf', true, true],
    ['docx', true, true],
  ])('for %s, the style choice is enabled: %s, the template choice: %s', async (format, styled, templated) => {
    const opened = await openPanel();
    await chooseFormat(opened, format);
    expect(opened.panel.getByRole('combobox', { name: 'Style' })).toHaveProperty('disabled', !styled);
    expect(opened.panel.getByRole('combobox', { name: 'Template' })).toHaveProperty('disabled', !templated);
  });

  it("lists the styles by name, and '(None)' plus the templates by name", async () => {
    const { panel } = await openPanel();
    const optionsOf = (name: string) => within(panel.getByRole('combobox', { name })).getAllByRole('option').map((option) => option.textContent);
    expect(optionsOf('Style')).toEqual(['Default', 'Modern Sans Serif', 'Classic Serif', 'Compact']);
    await waitFor(() => expect(optionsOf('Template')).toEqual(['(None)', 'Classic', 'Two Column']));
  });

  it("offers only '(None)' and says nothing when the templates cannot load", async () => {
    const { panel, server } = await openPanel((fake) => fake.fail(listTemplates, 500, 'Database unavailable.'));
    await waitFor(() => expect(server.count(listTemplates)).toBe(1));
    expect(within(panel.getByRole('combobox', { name: 'Template' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['(None)']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('preview', () => {
    it("shows markdown in a preformatted block, reading 'Previewing…' while it loads", async () => {
      const opened = await openPanel();
      const release = opened.server.hold(previewResume);
      await preview(opened);
      expect(opened.panel.getByRole('button', { name: 'Previewing…' })).toHaveAttribute('aria-busy', 'true');
      await act(async () => release());
      const block = await opened.panel.findByLabelText('Markdown preview');
      expect(block.tagName).toBe('PRE');
      expect(block.textContent).toBe('# Ada Lovelace\n\nstyle default, template none');
      expect(opened.panel.getByRole('button', { name: 'Preview' })).not.toHaveAttribute('aria-busy');
    });

    it('shows text in a preformatted block', async () => {
      const opened = await openPanel();
      await chooseFormat(opened, 'text');
      await preview(opened);
      expect((await opened.panel.findByLabelText('Text preview')).textContent).toBe('ADA LOVELACE\nstyle default, template none');
    });

    it('sends a style only for pdf, docx and html, and a template only for pdf and docx', async () => {
      const opened = await openPanel();
      const bodies = recordBodies(opened.server, previewResume);
      await preview(opened);
      await chooseFormat(opened, 'html');
      await opened.user.selectOptions(opened.panel.getByRole('combobox', { name: 'Style' }), 'Compact');
      await preview(opened);
      await chooseFormat(opened, 'pdf');
      await opened.user.selectOptions(await opened.panel.findByRole('combobox', { name: 'Template' }), 'Two Column');
      await preview(opened);
      await waitFor(() => expect(bodies).toHaveLength(3));
      expect(bodies).toEqual([
        { resumeId: 3, formatType: 'markdown', templateId: null },
        { resumeId: 3, formatType: 'html', templateId: null, styleId: 'compact' },
        { resumeId: 3, formatType: 'pdf', templateId: 'two-column', styleId: 'compact', pageSize: 'letter' },
      ]);
    });

    it('renders html in a sandboxed frame, never in the page itself', async () => {
      const opened = await openPanel();
      await chooseFormat(opened, 'html');
      await preview(opened);
      const frame = await opened.panel.findByTitle('HTML preview');
      expect(frame.tagName).toBe('IFRAME');
      expect(frame).toHaveAttribute('sandbox', '');
      expect(frame.getAttribute('srcdoc')).toContain('<h1>Ada Lovelace</h1><p>style default, template none</p>');
      expect(document.querySelector('.cf-modal script')).toBeNull();
      expect(screen.queryByRole('heading', { level: 1, name: 'Ada Lovelace' })).not.toBeInTheDocument();
    });

    it('embeds a pdf at 600 px from an object URL, freeing the previous one on a new preview and on close', async () => {
      const opened = await openPanel();
      await chooseFormat(opened, 'pdf');
      await preview(opened);
      const frame = await opened.panel.findByTitle('PDF preview');
      expect(frame).toHaveAttribute('src', 'blob:http://localhost/1');
      expect(frame).toHaveAttribute('height', '600');
      const file = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
      expect([file.type, file.size]).toEqual(['application/pdf', '%PDF-1.7 resume'.length]);

      await preview(opened);
      await waitFor(() => expect(opened.panel.getByTitle('PDF preview')).toHaveAttribute('src', 'blob:http://localhost/2'));
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');

      await opened.user.keyboard('{Escape}');
      await opened.user.click(screen.getByRole('button', { name: 'Close' }));
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/2');
    });

    it('renders a docx in the page, with the zoom slider at 80%', async () => {
      const opened = await openPanel();
      await chooseFormat(opened, 'docx');
      await preview(opened);
      const document = await opened.panel.findByRole('document', { name: 'DOCX preview' });
      for (const text of RESUME_DOCX_TEXT) expect(await within(document).findByText(text)).toBeInTheDocument();
      expect(opened.panel.getByRole('slider', { name: 'Preview Zoom' })).toHaveValue('0.8');
      expect(opened.panel.getByText('80%')).toBeInTheDocument();
    });

    it("says 'Preview failed' when a docx cannot be read", async () => {
      const opened = await openPanel();
      opened.server.override(previewResume, () => ({ status: 200, contentType: 'application/octet-stream', body: 'not a docx' }));
      await chooseFormat(opened, 'docx');
      await preview(opened);
      expect(await opened.panel.findByRole('alert')).toHaveTextContent('Preview failed');
      expect(opened.panel.queryByRole('document', { name: 'DOCX preview' })).not.toBeInTheDocument();
    });

    it.each([
      ['format', (opened: Panel) => chooseFormat(opened, 'html')],
      ['style', (opened: Panel) => opened.user.selectOptions(opened.panel.getByRole('combobox', { name: 'Style' }), 'Compact')],
      ['template', (opened: Panel) => opened.user.selectOptions(opened.panel.getByRole('combobox', { name: 'Template' }), 'Classic')],
    ])('hides the preview when the %s changes', async (_choice, change) => {
      const opened = await openPanel();
      await chooseFormat(opened, 'pdf');
      await opened.panel.findByRole('option', { name: 'Classic' });
      await preview(opened);
      await opened.panel.findByTitle('PDF preview');
      await change(opened);
      expect(opened.panel.queryByTitle('PDF preview')).not.toBeInTheDocument();
      expect(opened.panel.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    });

    it('drops a preview still on its way when the format changes', async () => {
      const opened = await openPanel();
      const release = opened.server.hold(previewResume);
      await preview(opened);
      await chooseFormat(opened, 'text');
      expect(opened.panel.getByRole('button', { name: 'Preview' })).not.toHaveAttribute('aria-busy');
      await act(async () => release());
      expect(opened.panel.queryByLabelText('Markdown preview')).not.toBeInTheDocument();
    });

    it("shows a failure inline, the server's text or 'Preview failed', and clears it on the next preview", async () => {
      const opened = await openPanel();
      opened.server.override(previewResume, () => ({ status: 422, contentType: 'text/plain', body: 'This resume cannot be rendered as markdown.' }));
      await preview(opened);
      expect(await opened.panel.findByRole('alert')).toHaveTextContent('This resume cannot be rendered as markdown.');
      expect(opened.panel.getByRole('button', { name: 'Preview' })).toHaveAccessibleDescription('This resume cannot be rendered as markdown.');

      opened.server.failNetwork(previewResume);
      await preview(opened);
      await waitFor(() => expect(opened.panel.getByRole('alert')).toHaveTextContent('Preview failed'));

      const release = opened.server.hold(previewResume);
      await preview(opened);
      expect(opened.panel.queryByRole('alert')).not.toBeInTheDocument();
      await act(async () => release());
      expect(await opened.panel.findByLabelText('Markdown preview')).toBeInTheDocument();
      expect(window.alert).not.toHaveBeenCalled();
    });
  });

  describe('Generate & Download', () => {
    it.each([
      ['markdown', 'resume.markdown'],
      ['html', 'resume.html'],
      ['text', 'resume.txt'],
      ['pdf', 'resume.pdf'],
      ['docx', 'resume.docx'],
    ])('formats the resume as %s and saves it as %s', async (format, fileName) => {
      const opened = await openPanel();
      await chooseFormat(opened, format);
      await download(opened);
      await waitFor(() => expect(saved).toEqual([{ fileName, href: 'blob:http://localhost/1' }]));
      expect(opened.server.count(formatResume)).toBe(1);
      expect(opened.server.count(downloadFormattedResume)).toBe(1);
      expect(window.alert).not.toHaveBeenCalled();
    });

    it("sends the chosen style and template, and reads 'Processing…' while it works", async () => {
      const opened = await openPanel();
      await chooseFormat(opened, 'docx');
      await opened.user.selectOptions(opened.panel.getByRole('combobox', { name: 'Style' }), 'Classic Serif');
      await opened.user.selectOptions(await opened.panel.findByRole('combobox', { name: 'Template' }), 'Classic');
      const release = opened.server.hold(downloadFormattedResume);
      await download(opened);
      expect(await opened.panel.findByRole('button', { name: 'Processing…' })).toHaveAttribute('aria-busy', 'true');
      expect(opened.server.formatRequests).toEqual([{ resumeId: 3, formatType: 'docx', templateId: 'classic', styleId: 'serif_classic', pageSize: 'letter' }]);
      await act(async () => release());
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(opened.panel.getByRole('button', { name: 'Generate & Download' })).not.toHaveAttribute('aria-busy');
    });

    it("alerts the server's error, or 'Format failed', when formatting fails", async () => {
      const opened = await openPanel();
      opened.server.fail(formatResume, 500, 'The renderer is unavailable.');
      await download(opened);
      await waitFor(() => expect(window.alert).toHaveBeenCalledWith('The renderer is unavailable.'));
      opened.server.failNetwork(formatResume);
      await download(opened);
      await waitFor(() => expect(window.alert).toHaveBeenLastCalledWith('Format failed'));
      expect(opened.server.count(downloadFormattedResume)).toBe(0);
      expect(saved).toEqual([]);
    });

    it("alerts 'Download failed' when the file cannot be fetched", async () => {
      const opened = await openPanel();
      opened.server.fail(downloadFormattedResume, 404, 'Formatted resume not found.');
      await download(opened);
      await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Download failed'));
      expect(saved).toEqual([]);
    });
  });
});
