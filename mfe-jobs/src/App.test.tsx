import { screen } from '@testing-library/react';
import { FakeJobsServer } from './test/fakeJobsServer';
import { renderApp } from './test/renderApp';

describe('mfe_jobs App', () => {
  it.each([
    ['/jobs-view', 'Job Description History'],
    ['/jobs-submit', 'Submit New Job'],
    ['/applications', 'Apply to Jobs'],
    ['/advice', 'Get Job-Seeking Advice'],
  ])('renders %s as %s', (path, title) => {
    new FakeJobsServer();
    renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
