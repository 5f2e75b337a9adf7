import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryErrorState } from './QueryErrorState';

describe('QueryErrorState', () => {
  it("says what failed and fetches again from 'Retry'", async () => {
    const refetch = jest.fn(() => Promise.resolve());
    render(<QueryErrorState query={{ isFetching: false, refetch }}>Failed to fetch job descriptions</QueryErrorState>);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to fetch job descriptions$/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("reads 'Retrying...' and ignores clicks while the list is fetched again", async () => {
    const refetch = jest.fn(() => Promise.resolve());
    render(<QueryErrorState query={{ isFetching: true, refetch }}>Failed to fetch resumes</QueryErrorState>);
    await userEvent.click(screen.getByRole('button', { name: 'Retrying...' }));
    expect(refetch).not.toHaveBeenCalled();
  });
});
