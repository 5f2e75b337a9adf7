import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useDebouncedSearch } from './useDebouncedSearch';
import type { PagedList } from './usePagedList';
import type * as VirtualListModule from './VirtualList';
import './SearchPicker.css';

const OPTION_HEIGHT = 36;
const POPUP_HEIGHT = 280;

export interface SearchPickerProps<Item> {
  /** The field's visible label, e.g. 'Job Description'. */
  label: string;
  /** What the empty field shows, e.g. '-- Select a Job --'. */
  placeholder: string;
  /** The options matching the latest search, page by page (e.g. `useJobsList({ q })`). */
  list: PagedList<Item>;
  /** Receives the typed text, debounced, to search the list by (and '' when the popup closes). */
  onSearch: (q: string) => void;
  itemKey: (item: Item) => string | number;
  /** An option's text, also shown in the field once it is chosen. */
  itemLabel: (item: Item) => string;
  /** The chosen item, kept whole by the caller so it shows whatever page it came from; null for none. */
  selected: Item | null;
  onSelect: (item: Item) => void;
  /** Shown in the popup when no option matches. */
  emptyText: string;
  /** Shown in the popup when the options could not be loaded, beside Retry. */
  errorText?: string;
  disabled?: boolean;
}

/**
 * A search-as-you-type picker of one item from a long list the server searches (WAI-ARIA
 * combobox with a listbox popup): the typed text goes to `onSearch` after a pause, and the options
 * load page by page as the popup scrolls (`VirtualList`, loaded with the first opening). Arrow keys, Home and End move among the
 * options, Enter chooses, Escape closes; the field then shows the chosen item again. The popup
 * says 'Loading…' before the first page, `emptyText` when nothing matches, and `errorText` with
 * Retry when the options could not be loaded.
 */
export function SearchPicker<Item>({
  label,
  placeholder,
  list,
  onSearch,
  itemKey,
  itemLabel,
  selected,
  onSelect,
  emptyText,
  errorText = 'Could not load the options.',
  disabled = false,
}: SearchPickerProps<Item>) {
  const inputId = useId();
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  // The text being typed; null while the field shows the chosen item.
  const [typed, setTyped] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  // The options' list (with TanStack Virtual) loads with the first opening, so a screen that shows
  // the field carries none of it until the user opens it.
  const [virtualList, setVirtualList] = useState<typeof VirtualListModule | null>(null);
  useEffect(() => {
    if (open && virtualList === null) void import('./VirtualList').then(setVirtualList);
  }, [open, virtualList]);
  useDebouncedSearch(typed, onSearch);

  const { items } = list;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  function close() {
    setOpen(false);
    setActiveIndex(-1);
    if (typed !== null) {
      setTyped(null);
      onSearch('');
    }
  }

  function choose(item: Item) {
    onSelect(item);
    close();
  }

  function moveTo(index: number) {
    setOpen(true);
    if (items.length === 0) return;
    const last = items.length - 1;
    setActiveIndex(Math.max(0, Math.min(index, last)));
    // Keys can reach the end of the loaded options before any scrolling does.
    if (index >= last) list.fetchNextPage();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const keyMoves: Record<string, () => number> = {
      ArrowDown: () => (open ? activeIndex + 1 : Math.max(activeIndex, 0)),
      ArrowUp: () => (open ? activeIndex - 1 : items.length - 1),
      Home: () => 0,
      End: () => items.length - 1,
    };
    const move = keyMoves[event.key];
    // Home and End move the caret in a closed field, among the options in an open popup.
    if (move && (open || event.key.startsWith('Arrow'))) {
      event.preventDefault();
      moveTo(move());
    } else if (event.key === 'Enter' && open) {
      // Enter chooses rather than sending the form the picker is in.
      event.preventDefault();
      const item = items[activeIndex];
      if (item !== undefined) choose(item);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  }

  const shownText = typed ?? (selected === null ? '' : itemLabel(selected));
  const active = open && activeIndex >= 0 && activeIndex < items.length;

  return (
    <div className="cf-search-picker">
      <label htmlFor={inputId} className="cf-search-picker__label">
        {label}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        className="cf-search-picker__input"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={active ? optionId(activeIndex) : undefined}
        placeholder={placeholder}
        value={shownText}
        disabled={disabled}
        onChange={(event) => {
          setTyped(event.target.value);
          setActiveIndex(-1);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={handleKeyDown}
        onBlur={close}
      />
      {open && (
        // Pressing inside the popup keeps the focus in the field, so choosing does not close it first.
        <div className="cf-search-picker__popup" role="presentation" onMouseDown={(event) => event.preventDefault()}>
          {list.isPending ? (
            <p className="cf-search-picker__status" role="status">
              Loading…
            </p>
          ) : list.isError ? (
            <div className="cf-search-picker__status" role="alert">
              {errorText}{' '}
              <button type="button" className="cf-search-picker__retry" onClick={() => void list.refetch()}>
                Retry
              </button>
            </div>
          ) : items.length === 0 ? (
            <p className="cf-search-picker__status" role="status">
              {emptyText}
            </p>
          ) : virtualList === null ? (
            <p className="cf-search-picker__status" role="status">
              Loading…
            </p>
          ) : (
            <virtualList.VirtualList
              list={list}
              label={label}
              itemKey={itemKey}
              estimateSize={OPTION_HEIGHT}
              height={POPUP_HEIGHT}
              listbox={{ id: listboxId, optionId, activeIndex: open ? activeIndex : -1, isSelected: (item) => selected !== null && itemKey(item) === itemKey(selected), onChoose: choose }}
              renderItem={(item, index) => (
                <div
                  className={index === activeIndex ? 'cf-search-picker__option cf-search-picker__option--active' : 'cf-search-picker__option'}
                  onMouseMove={() => setActiveIndex(index)}
                >
                  {itemLabel(item)}
                </div>
              )}
            />
          )}
        </div>
      )}
    </div>
  );
}
