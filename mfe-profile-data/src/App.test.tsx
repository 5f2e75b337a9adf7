import { screen } from '@testing-library/react';
import { FakeSkillsServer } from './test/fakeSkillsServer';
import { renderApp } from './test/renderApp';

describe('mfe_profile_data App', () => {
  it.each([
    ['/career-view', 'My Career History'],
    ['/career-submit', 'Add Career History'],
    ['/education-view', 'My Education'],
    ['/education-submit', 'Add Education'],
    ['/skills-view', 'My Skills'],
    ['/skills-submit', 'Add New Skill'],
  ])('renders %s as %s', (path, title) => {
    new FakeSkillsServer([]);
    renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
