import { screen } from '@testing-library/react';
import { FakeResumesServer } from './test/fakeResumesServer';
import { renderApp } from './test/renderApp';

describe('mfe_resumes App', () => {
  it.each([['/resume-upload', 'Upload or Paste Your Resume']])('renders %s as %s', async (path, title) => {
    new FakeResumesServer();
    renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // Lets the list load finish inside the test.
    await screen.findByText('No resumes uploaded yet.');
  });
});
