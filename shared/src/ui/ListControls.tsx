import { useState } from 'react';
import { SelectField, TextField } from './FormFields';
import './ListControls.css';

export interface SortOption<Sort extends string> {
  value: Sort;
  label: string;
}

/** The sort of a list of dated items. */
export type DateSort = 'newest' | 'oldest';

export const DATE_SORT_OPTIONS: readonly SortOption<DateSort>[] = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
];

export interface ListControlsProps<Sort extends string> {
  search: string;
  searchPlaceholder: string;
  /** The search box's accessible name. */
  searchLabel?: string;
  onSearchChange: (search: string) => void;
  sort: Sort;
  sortOptions: readonly SortOption<Sort>[];
  /** The sort select's accessible name. */
  sortLabel?: string;
  onSortChange: (sort: Sort) => void;
}

/** The search box and sort select above a list of cards; side by side, stacked on narrow screens. */
export function ListControls<Sort extends string>({
  search,
  searchPlaceholder,
  searchLabel = 'Search',
  onSearchChange,
  sort,
  sortOptions,
  sortLabel = 'Sort',
  onSortChange,
}: ListControlsProps<Sort>) {
  return (
    <div className="cf-list-controls">
      <TextField
        label={searchLabel}
        type="search"
        placeholder={searchPlaceholder}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <SelectField
        label={sortLabel}
        value={sort}
        onChange={(event) => {
          // Looked up rather than cast, so only a listed sort reaches the caller.
          const chosen = sortOptions.find((option) => option.value === event.target.value);
          if (chosen) onSortChange(chosen.value);
        }}
      >
        {sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

export interface ListControlsState<Sort extends string> {
  search: string;
  sort: Sort;
  /** The page of the list shown, from 1. */
  page: number;
  setPage: (page: number) => void;
  /** Spread onto ListControls. */
  controls: Pick<ListControlsProps<Sort>, 'search' | 'onSearchChange' | 'sort' | 'onSortChange'>;
}

/** The search, sort and page behind ListControls and a Pagination; a new search or sort goes back to page 1. */
export function useListControls<Sort extends string>(initialSort: Sort): ListControlsState<Sort> {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = useState(1);
  return {
    search,
    sort,
    page,
    setPage,
    controls: {
      search,
      sort,
      onSearchChange: (next) => {
        setSearch(next);
        setPage(1);
      },
      onSortChange: (next) => {
        setSort(next);
        setPage(1);
      },
    },
  };
}
