import { screen } from '@testing-library/react';
import { FakeProfileDataServer } from './test/fakeProfileDataServer';
import { renderApp } from './test/renderApp';

describe('mfe_profile_data App', () => {
  it.each([
    ['/career-view', 'My Career History'],
    ['/career-submit', 'Add Career History'],
    ['/education-view', 'My Education'],
    ['/education-submit', 'Add Education'],
    ['/skills-view', 'My Skills'],
    ['/skills-submit', 'Add New Skill'],
  ])('renders %s as %s', async (path, title) => {
    new FakeProfileDataServer();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
