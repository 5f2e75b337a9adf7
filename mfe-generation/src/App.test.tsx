import { screen } from '@testing-library/react';
import { FakeGenerationServer } from './test/fakeGenerationServer';
import { renderApp } from './test/renderApp';

describe('mfe_generation App', () => {
  it.each([
    ['/resume-generate', 'Generate Your Resume'],
    ['/generated-resumes', 'Generated Resumes'],
  ])('renders %s as %s', (path, title) => {
    new FakeGenerationServer();
    renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
