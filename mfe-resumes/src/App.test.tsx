import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import App from './App';

describe('mfe_resumes App', () => {
  it.each([
    ['/resume-upload', 'Upload or Paste Your Resume'],
  ])('renders %s as %s', (path, title) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
