import { screen, within } from '@testing-library/react';
import { importResumeEntries } from '@careerforge/contract';
import { FakeResumesServer } from '../test/fakeResumesServer';
import { findStatusMessage, renderApp } from '../test/renderApp';

async function pasteResume(prepare: (server: FakeResumesServer) => void = () => {}) {
  const server = new FakeResumesServer();
  prepare(server);
  const { user } = renderApp('/resume-upload');
  await screen.findByText('No resumes uploaded yet.');
  await user.click(screen.getByRole('button', { name: 'Paste Text' }));
  await user.type(screen.getByRole('textbox', { name: 'Resume text' }), 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Parse Text' }));
  return { server, user };
}

const review = () => screen.getByRole('form', { name: 'Entries found in your resume' });
const entry = (name: string | RegExp) => within(review()).getByRole('checkbox', { name });

describe('the review of a parsed resume', () => {
  it('ticks the new entries, marks those already in the profile, and imports the chosen ones as edited', async () => {
    const { server, user } = await pasteResume();
    await screen.findByRole('form', { name: 'Entries found in your resume' });
    expect(entry(/^Analyst at Babbage & Co\./)).toBeChecked();
    expect(entry(/^Translator at Menabrea/)).not.toBeChecked();
    expect(entry(/^Translator at Menabrea/)).toHaveAccessibleDescription('Already in your profile');
    expect(entry('BA Mathematics at London')).toBeChecked();
    expect(entry('Mathematics')).toBeChecked();

    await user.click(entry('Poetry'));
    await user.click(within(review()).getByRole('button', { name: /^Edit Analyst at Babbage/ }));
    const fields = within(review()).getByRole('group', { name: /^Analyst at Babbage/ });
    await user.clear(within(fields).getByLabelText('Position'));
    await user.type(within(fields).getByLabelText('Position'), 'Senior Analyst');
    await user.type(within(fields).getByLabelText('Bullets (one per line)'), '{Enter}Published the notes');
    await user.click(screen.getByRole('button', { name: 'Import selected' }));

    const result = await findStatusMessage('Imported 1 career entry, 1 education entry and 1 skill.');
    expect(within(result).getByRole('link', { name: 'Your career history' })).toHaveAttribute('href', '/career-view');
    expect(within(result).getByRole('link', { name: 'Your skills' })).toHaveAttribute('href', '/skills-view');
    expect(server.imports).toEqual([
      {
        resumeId: server.resumes[0]?.id,
        body: {
          career: [
            {
              position: 'Senior Analyst',
              company: 'Babbage & Co.',
              startDate: '2019-03',
              endDate: null,
              description: '',
              accomplishments: ['Wrote the first program', 'Published the notes'],
            },
          ],
          education: [{ degree: 'BA Mathematics', institution: 'London', startDate: '2010', endDate: '2013', gpa: null }],
          skills: ['Mathematics'],
        },
      },
    ]);
  });

  it('says nothing was found, with the ways to add entries, and offers no import', async () => {
    const { user } = await pasteResume((server) => {
      server.candidates = { career: [], education: [], skills: [] };
    });
    const message = await findStatusMessage('We could not find career, education or skills in this file. You can paste the text or add them by hand.');
    expect(within(message).getByRole('link', { name: 'Add career history' })).toHaveAttribute('href', '/career-submit');
    expect(within(message).getByRole('link', { name: 'Add education' })).toHaveAttribute('href', '/education-submit');
    expect(within(message).getByRole('link', { name: 'Add skills' })).toHaveAttribute('href', '/skills-submit');
    expect(screen.queryByRole('button', { name: 'Import selected' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Imported/)).not.toBeInTheDocument();
    await user.click(within(message).getByRole('button', { name: 'Paste the text' }));
    expect(screen.getByRole('textbox', { name: 'Resume text' })).toBeInTheDocument();
  });

  it('asks for a ticked entry before importing, and sends nothing', async () => {
    const { server, user } = await pasteResume((fake) => {
      fake.candidates = { career: [], education: [], skills: [{ candidate_id: 'skill-0', duplicate_of: 3, skill: 'Poetry' }] };
    });
    await screen.findByRole('form', { name: 'Entries found in your resume' });
    await user.click(screen.getByRole('button', { name: 'Import selected' }));
    expect(within(review()).getByRole('alert')).toHaveTextContent('Tick the entries to import first.');
    expect(server.count(importResumeEntries)).toBe(0);
  });

  it('names the entry a list cannot take, and shows the server’s error inline', async () => {
    const { server, user } = await pasteResume();
    await screen.findByRole('form', { name: 'Entries found in your resume' });
    await user.click(within(review()).getByRole('button', { name: 'Edit BA Mathematics at London' }));
    await user.clear(within(review()).getByLabelText('Degree'));
    await user.click(screen.getByRole('button', { name: 'Import selected' }));
    expect(within(review()).getByRole('alert')).toHaveTextContent('Education entry 1: Degree is required.');
    expect(server.count(importResumeEntries)).toBe(0);

    await user.type(within(review()).getByLabelText('Degree'), 'BA Maths');
    server.fail(importResumeEntries, 500, 'The entries could not be saved.');
    await user.click(screen.getByRole('button', { name: 'Import selected' }));
    expect(await within(review()).findByRole('alert')).toHaveTextContent('The entries could not be saved.');
  });

  it("imports nothing on 'Discard'", async () => {
    const { server, user } = await pasteResume();
    await screen.findByRole('form', { name: 'Entries found in your resume' });
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('form', { name: 'Entries found in your resume' })).not.toBeInTheDocument();
    expect(server.count(importResumeEntries)).toBe(0);
  });

  it('says the same document was stored before and reviews it again on request', async () => {
    const { user } = await pasteResume((server) => {
      server.alreadyUploaded = true;
    });
    const message = await findStatusMessage('You uploaded this file before.');
    expect(screen.queryByText('Resume text parsed successfully!')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Entries found in your resume' })).not.toBeInTheDocument();
    await user.click(within(message).getByRole('button', { name: 'Review it again' }));
    expect(entry(/^Translator at Menabrea/)).not.toBeChecked();
  });
});
