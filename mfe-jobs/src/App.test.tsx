import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import App from './App';

describe('mfe_jobs App', () => {
  it.each([
    ['/jobs-view', 'Job Description History'],
    ['/jobs-submit', 'Submit New Job'],
    ['/applications', 'Apply to Jobs'],
    ['/advice', 'Get Job-Seeking Advice'],
  ])('renders %s as %s', (path, title) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
