import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListControls, useListControls, type SortOption } from './ListControls';

type Sort = 'newest' | 'oldest';

const SORTS: readonly SortOption<Sort>[] = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
];

function ListHarness() {
  const list = useListControls<Sort>('newest');
  return (
    <>
      <ListControls {...list.controls} searchPlaceholder="Search jobs..." sortOptions={SORTS} />
      <button type="button" onClick={() => list.setPage(list.page + 1)}>
        Next page
      </button>
      <output>{`${list.search}|${list.sort}|page ${list.page}`}</output>
    </>
  );
}

function renderList() {
  const user = userEvent.setup();
  render(<ListHarness />);
  return { user, state: screen.getByRole('status') };
}

describe('ListControls', () => {
  it("names the controls 'Search' and 'Sort' unless told otherwise", () => {
    const { rerender } = render(
      <ListControls search="" searchPlaceholder="Search jobs..." onSearchChange={() => {}} sort="newest" sortOptions={SORTS} onSortChange={() => {}} />,
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search jobs...');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Newest First');

    rerender(
      <ListControls
        search=""
        searchPlaceholder="Search by name..."
        searchLabel="Find"
        onSearchChange={() => {}}
        sort="oldest"
        sortOptions={SORTS}
        sortLabel="Order"
        onSortChange={() => {}}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Find' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveDisplayValue('Oldest First');
  });

  it('keeps what is typed and the sort picked, starting on page 1', async () => {
    const { user, state } = renderList();
    expect(state).toHaveTextContent('|newest|page 1');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'kafka');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest First');
    expect(state).toHaveTextContent('kafka|oldest|page 1');
  });

  it('goes back to page 1 on a new search or sort', async () => {
    const { user, state } = renderList();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(state).toHaveTextContent('|newest|page 2');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'k');
    expect(state).toHaveTextContent('k|newest|page 1');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest First');
    expect(state).toHaveTextContent('k|oldest|page 1');
  });
});
