import { screen, waitFor, within } from '@testing-library/react';
import { exportGeneratedJsonResume, updateGeneratedResume } from '@careerforge/contract';
import { FakeGenerationServer, buildGeneratedResume } from '../test/fakeGenerationServer';
import { renderApp } from '../test/renderApp';

const RESUME = buildGeneratedResume(
  { id: 7 },
  {
    name: 'Ada Lovelace',
    career: [
      {
        position: 'Data Engineer',
        company: 'Acme',
        start_date: '2019-03-01',
        end_date: null,
        description: 'Built the data platform.',
        accomplishments: ['Cut nightly load time by 60%', 'Moved batch jobs to Airflow', 'Mentored two engineers'],
      },
    ],
  },
);

function setUp() {
  const server = new FakeGenerationServer({ resumes: [RESUME] });
  return { server, ...renderApp('/generated-resumes/7/edit') };
}

/** The resume's popup on the list, back from the editor: the list loads, then the resume whole, two calls on a busy machine. */
const findPopup = () => screen.findByRole('dialog', { name: 'Ada Lovelace' }, { timeout: 5000 });

const position = () => screen.getByRole('group', { name: 'Position 1: Data Engineer at Acme' });
const bullet = (number: number) => within(position()).getByRole('group', { name: `Bullet ${number}` });
const bulletTexts = () =>
  within(position())
    .getAllByRole('textbox', { name: /^Bullet \d+/ })
    .map((box) => (box as HTMLTextAreaElement).value);
const sectionNames = () =>
  within(screen.getByRole('region', { name: 'Sections' }))
    .getAllByRole('checkbox')
    .map((box) => box.parentElement?.getAttribute('aria-label'));

describe('EditGeneratedResumePage', () => {
  it('edits a bullet, hides a section and a bullet, reorders, and saves the whole content; the popup then shows the edit', async () => {
    const { server, user } = setUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Generated Resume' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');

    const first = within(bullet(1)).getByRole('textbox');
    await user.clear(first);
    await user.type(first, 'Cut nightly load time by 75%');
    await user.click(within(bullet(3)).getByRole('button', { name: 'Move up' }));
    expect(bulletTexts()).toEqual(['Cut nightly load time by 75%', 'Mentored two engineers', 'Moved batch jobs to Airflow']);
    await user.click(within(bullet(3)).getByRole('button', { name: 'Hide' }));
    expect(bulletTexts()).toEqual(['Cut nightly load time by 75%', 'Mentored two engineers']);
    expect(within(position()).getByRole('group', { name: 'Hidden bullet 1' })).toHaveTextContent('Moved batch jobs to Airflow');

    await user.click(screen.getByRole('checkbox', { name: 'Show Education' }));
    await user.click(within(screen.getByRole('group', { name: 'Skills section' })).getByRole('button', { name: 'Move up' }));
    expect(sectionNames()).toEqual(['Summary section', 'Experience section', 'Skills section', 'Education section']);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.edits).toHaveLength(1));
    expect(server.edits[0]).toEqual({
      id: 7,
      content: expect.objectContaining({
        name: 'Ada Lovelace',
        career: [
          expect.objectContaining({
            accomplishments: ['Cut nightly load time by 75%', 'Mentored two engineers'],
            hidden_accomplishments: ['Moved batch jobs to Airflow'],
            pinned_accomplishments: [],
          }),
        ],
        section_order: ['summary', 'experience', 'skills', 'education'],
        hidden_sections: ['education'],
      }),
    });
    const popup = await findPopup();
    // Under the popup, which hides the page from assistive tech while it is open.
    expect(await screen.findByText('Resume saved.')).toBeInTheDocument();
    expect(within(popup).getByText('Cut nightly load time by 75%')).toBeInTheDocument();
    expect(within(popup).getByText('Match report from generation: it does not score your edits.')).toBeInTheDocument();
  });

  it('keeps a pinned bullet on top: the others cannot move above it', async () => {
    const { server, user } = setUp();
    await screen.findByRole('textbox', { name: 'Name' });
    await user.click(within(bullet(2)).getByRole('button', { name: 'Pin to top' }));
    expect(bulletTexts()).toEqual(['Moved batch jobs to Airflow', 'Cut nightly load time by 60%', 'Mentored two engineers']);
    expect(within(bullet(1)).getByRole('button', { name: 'Pin to top' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(bullet(2)).getByRole('button', { name: 'Move up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.edits).toHaveLength(1));
    expect(server.edits[0]?.content.career?.[0]).toMatchObject({
      accomplishments: ['Moved batch jobs to Airflow', 'Cut nightly load time by 60%', 'Mentored two engineers'],
      pinned_accomplishments: ['Moved batch jobs to Airflow'],
    });
  });

  it("shows the server's refusal inline at the field it names, until the next save", async () => {
    const { server, user } = setUp();
    await screen.findByRole('textbox', { name: 'Name' });
    server.fail(updateGeneratedResume, 400, 'generated_resume.career.0.accomplishments.1: Each bullet must be at most 600 characters.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The resume was not saved:Position 1, bullet 2: Each bullet must be at most 600 characters.');
    expect(within(bullet(2)).getByRole('textbox')).toHaveAccessibleDescription('Each bullet must be at most 600 characters.');
    // Still there after an edit elsewhere: it goes with the next save.
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), 'Engineer');
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('asks before discarding unsaved changes on Cancel, and goes back to the popup', async () => {
    const { user } = setUp();
    await user.type(await screen.findByRole('textbox', { name: 'Location' }), 'London');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const confirm = screen.getByRole('dialog', { name: 'Discard your unsaved changes to this resume?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('London');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(await findPopup()).toBeInTheDocument();
    expect(window.location.pathname).toBe('/generated-resumes');
  });

  it("reads 'Saving…' and ignores more clicks while it saves", async () => {
    const { server, user } = setUp();
    await screen.findByRole('textbox', { name: 'Name' });
    const release = server.hold(updateGeneratedResume);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saving = screen.getByRole('button', { name: 'Saving…' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    await user.click(saving);
    release();
    expect(await findPopup()).toBeInTheDocument();
    expect(server.edits).toHaveLength(1);
  });

  it("says 'Resume not found.' for an id that is not in the list", async () => {
    new FakeGenerationServer({ resumes: [RESUME] });
    renderApp('/generated-resumes/99/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Resume not found.');
  });
});

describe('the card popup', () => {
  it("opens the editor with 'Edit', and downloads the JSON Resume as resume.json", async () => {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/1');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const server = new FakeGenerationServer({ resumes: [RESUME] });
    const { user } = renderApp('/generated-resumes');
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    const popup = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(within(popup).getByText('Match report from generation.')).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Download JSON Resume' }));
    await waitFor(() => expect(saved).toEqual(['resume.json']));
    expect(server.count(exportGeneratedJsonResume)).toBe(1);

    await user.click(within(popup).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Generated Resume' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/generated-resumes/7/edit');
    jest.restoreAllMocks();
  });

  it("shows why a JSON Resume download failed", async () => {
    const server = new FakeGenerationServer({ resumes: [RESUME] });
    server.fail(exportGeneratedJsonResume, 500, 'The export failed.');
    const { user } = renderApp('/generated-resumes');
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Download JSON Resume' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed.');
  });
});
