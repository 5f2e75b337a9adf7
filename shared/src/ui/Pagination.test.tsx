import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, paginate } from './Pagination';

function pageButtons() {
  return within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
}

describe('Pagination', () => {
  it('lists Previous, every page and Next, marking the current page', () => {
    render(<Pagination page={2} pageCount={3} onPageChange={() => {}} />);
    expect(pageButtons()).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={3} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks for the page the user picks', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    render(<Pagination page={2} pageCount={3} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('shortens a long run of pages around the current one', () => {
    render(<Pagination page={5} pageCount={10} onPageChange={() => {}} />);
    expect(pageButtons()).toEqual(['Previous', '1', '4', '5', '6', '10', 'Next']);
  });

  it("shows 'Page X of Y' in the summary variant", () => {
    render(<Pagination page={2} pageCount={4} onPageChange={() => {}} variant="summary" />);
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['Previous', 'Next']);
  });

  it('treats an empty list as one page', () => {
    render(<Pagination page={1} pageCount={0} onPageChange={() => {}} variant="summary" />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('paginate', () => {
  const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('takes the items of the page asked for', () => {
    expect(paginate(letters, 2, 3)).toEqual({ items: ['d', 'e', 'f'], page: 2, pageCount: 3 });
    expect(paginate(letters, 3, 3).items).toEqual(['g']);
  });

  it('keeps the page within the list, which is at least one page', () => {
    expect(paginate(letters, 9, 3)).toMatchObject({ items: ['g'], page: 3 });
    expect(paginate(letters, 0, 3).page).toBe(1);
    expect(paginate([], 2, 3)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
