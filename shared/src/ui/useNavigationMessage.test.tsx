import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useNavigationMessage } from './useNavigationMessage';

function ListPage() {
  const { message } = useNavigationMessage(3000);
  const location = useLocation();
  return (
    <>
      <p>{message ?? 'no message'}</p>
      <p>state: {JSON.stringify(location.state)}</p>
    </>
  );
}

describe('useNavigationMessage', () => {
  it('shows the message passed in navigation state, then drops it from the history entry', async () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/skills-view', state: { message: 'Skill added successfully!' } }]}>
        <ListPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Skill added successfully!')).toBeInTheDocument();
    expect(screen.getByText('state: null')).toBeInTheDocument();
  });

  it('shows nothing without a message', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/skills-view', state: { from: 'elsewhere' } }]}>
        <ListPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('no message')).toBeInTheDocument();
  });
});
