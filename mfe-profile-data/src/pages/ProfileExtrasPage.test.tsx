import { screen, waitFor, within } from '@testing-library/react';
import { projectEndpoints } from '@careerforge/contract';
import { FakeProfileSectionsServer } from '../test/fakeProfileSectionsServer';
import { findStatusMessage, renderApp } from '../test/renderApp';
import { scrollToEnd } from '../test/scrollList';

const PATH = '/profile-extras';
const section = (name: string) => screen.getByRole('region', { name });

const churnModel = {
  name: 'Churn model',
  role: 'Lead',
  url: 'https://github.com/ada/churn',
  startDate: '2021-05',
  endDate: null,
  description: 'Predicts which customers leave.',
  highlights: ['Cut churn 8%'],
};

describe('Projects, Certifications, Languages and Awards (/profile-extras)', () => {
  it('offers the first entry of each empty section', async () => {
    new FakeProfileSectionsServer();
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects, Certifications, Languages and Awards' })).toBeInTheDocument();
    for (const [heading, button] of [
      ['Projects', 'Add your first project'],
      ['Certifications', 'Add your first certification'],
      ['Languages', 'Add your first language'],
      ['Awards', 'Add your first award'],
    ] as const) {
      expect(await within(section(heading)).findByRole('button', { name: button })).toBeInTheDocument();
    }
  });

  it('lists each entry as a card with an Edit button', async () => {
    new FakeProfileSectionsServer({
      projects: [churnModel],
      languages: [{ name: 'German', proficiency: 'Fluent' }],
      awards: [{ title: 'Best Paper', issuer: 'KDD', date: '2020', description: null }],
    });
    renderApp(PATH);
    const projects = section('Projects');
    const card = await within(projects).findByRole('article', { name: 'Churn model' });
    expect(card).toHaveTextContent('Lead · May 2021 – Present');
    expect(within(card).getByRole('link', { name: 'https://github.com/ada/churn' })).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Highlights of Churn model' })).toHaveTextContent('Cut churn 8%');
    expect(within(card).getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription('Churn model');
    expect(within(projects).getByRole('button', { name: 'Add project' })).toBeInTheDocument();
    expect(await within(section('Languages')).findByRole('article', { name: 'German' })).toHaveTextContent('Fluent');
    expect(await within(section('Awards')).findByRole('article', { name: 'Best Paper' })).toHaveTextContent('KDD · 2020');
  });

  it('adds a project, showing the contract’s messages inline first', async () => {
    const server = new FakeProfileSectionsServer();
    const { user } = renderApp(PATH);
    await user.click(await within(section('Projects')).findByRole('button', { name: 'Add your first project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Project' });

    await user.type(within(dialog).getByRole('textbox', { name: /Link/ }), 'github.com/ada');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: /Project name/ })).toHaveAccessibleDescription(/Project name is required\./);
    expect(within(dialog).getByRole('textbox', { name: /Link/ })).toHaveAccessibleDescription(
      /A link must be a web address starting with http:\/\/ or https:\/\/\./,
    );
    expect(server.sections.projects).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Project name/ }), 'Churn model');
    await user.clear(within(dialog).getByRole('textbox', { name: /Link/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Highlights/ }), 'Cut churn 8%{Enter}{Enter}Shipped in 6 weeks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await findStatusMessage('Project added.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(section('Projects')).findByRole('article', { name: 'Churn model' })).toBeInTheDocument();
    expect(server.sections.projects).toEqual([
      expect.objectContaining({ name: 'Churn model', url: null, highlights: ['Cut churn 8%', 'Shipped in 6 weeks'] }),
    ]);
  });

  it('disables Save while the project is saved, and shows the server’s reason when it fails', async () => {
    const server = new FakeProfileSectionsServer();
    const release = server.hold(projectEndpoints.create);
    const { user } = renderApp(PATH);
    await user.click(await within(section('Projects')).findByRole('button', { name: 'Add your first project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Project' });
    await user.type(within(dialog).getByRole('textbox', { name: /Project name/ }), 'Churn model');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
    release();
    await findStatusMessage('Project added.');

    server.fail(projectEndpoints.create, 500, 'Database unavailable.');
    await user.click(within(section('Projects')).getByRole('button', { name: 'Add project' }));
    const again = screen.getByRole('dialog', { name: 'Add Project' });
    await user.type(within(again).getByRole('textbox', { name: /Project name/ }), 'Second');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent('Failed to add projectDatabase unavailable.');
  });

  it('updates a language and deletes an award after confirmation', async () => {
    const server = new FakeProfileSectionsServer({
      languages: [{ name: 'German', proficiency: 'Fluent' }],
      awards: [{ title: 'Best Paper', issuer: 'KDD', date: '2020', description: null }],
    });
    const { user } = renderApp(PATH);

    const german = await within(section('Languages')).findByRole('article', { name: 'German' });
    await user.click(within(german).getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('dialog', { name: 'Update Language' });
    await user.selectOptions(within(editor).getByRole('combobox', { name: /Proficiency/ }), 'Native');
    await user.click(within(editor).getByRole('button', { name: 'Update' }));
    await findStatusMessage('Language updated.');
    expect(server.sections.languages).toEqual([{ id: 1, name: 'German', proficiency: 'Native' }]);

    const award = await within(section('Awards')).findByRole('article', { name: 'Best Paper' });
    await user.click(within(award).getByRole('button', { name: 'Edit' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Update Award' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Are you sure you want to delete this award?' })).getByRole('button', { name: 'Yes, Delete' }));
    await findStatusMessage('Award deleted.');
    await waitFor(() => expect(within(section('Awards')).getByRole('button', { name: 'Add your first award' })).toBeInTheDocument());
    expect(server.sections.awards).toEqual([]);
  });

  it('loads the next 50 entries of a section when its list is scrolled to its end', async () => {
    new FakeProfileSectionsServer({ languages: Array.from({ length: 51 }, (_, index) => ({ name: `Language ${index + 1}`, proficiency: null })) });
    renderApp(PATH);
    const list = await within(section('Languages')).findByRole('list', { name: 'Languages' });
    expect(within(list).getByRole('article', { name: 'Language 1' })).toBeInTheDocument();
    expect(within(list).queryByRole('article', { name: 'Language 51' })).not.toBeInTheDocument();

    scrollToEnd(list);
    expect(await within(list).findByRole('article', { name: 'Language 51' })).toBeInTheDocument();
  });

  it('says when a section cannot be loaded', async () => {
    const server = new FakeProfileSectionsServer();
    server.fail(projectEndpoints.list, 500, 'Database unavailable.');
    renderApp(PATH);
    expect(await within(section('Projects')).findByRole('alert')).toHaveTextContent('Failed to load your projects. Please reload the page.');
  });
});
