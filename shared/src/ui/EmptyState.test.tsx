import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ROUTES } from '../routing/routes';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('keeps its text and links to the page that fills the list', () => {
    render(
      <MemoryRouter>
        <EmptyState action={{ to: ROUTES.jobsSubmit, label: 'Add your first job' }}>No job descriptions found.</EmptyState>
      </MemoryRouter>,
    );
    expect(screen.getByText('No job descriptions found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first job' })).toHaveAttribute('href', ROUTES.jobsSubmit);
  });

  it('shows the text alone without an action', () => {
    render(<EmptyState>No matches.</EmptyState>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
