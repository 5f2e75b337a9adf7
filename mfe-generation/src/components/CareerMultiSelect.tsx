import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Spinner } from '@careerforge/shared';
import { useDebouncedSearch, type PagedList, type VirtualListSource } from '@careerforge/shared/lists';
import type { CareerPickerItem } from '@careerforge/contract';
import { roleLabel } from '../lib/labels';
import './CareerMultiSelect.css';

export interface CareerMultiSelectProps {
  label: string;
  /** The records matching the latest search loaded so far (`useCareerForPicker`); more load as the list scrolls to its end. */
  list: VirtualListSource<CareerPickerItem> & Pick<PagedList<CareerPickerItem>, 'isPending'>;
  /** Receives the search box's text once typing pauses, to search the records by ('' when the list closes). */
  onSearch: (q: string) => void;
  /** The chosen records, kept whole so that their chips show whatever page they came from. */
  selected: readonly CareerPickerItem[];
  onChange: (selected: CareerPickerItem[]) => void;
  disabled?: boolean;
}

const CareerOptions = lazy(() => import('./CareerOptions').then((module) => ({ default: module.CareerOptions })));

/**
 * A multi-select of career records: a button ('N selected') opens a list of checkboxes, loaded page
 * by page as it scrolls; Escape or a click elsewhere closes it. The chosen records show as chips
 * below, each with a remove button.
 */
export function CareerMultiSelect({ label, list, onSearch, selected, onChange, disabled = false }: CareerMultiSelectProps) {
  const labelId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // The search box's text; null until something is typed since the list opened.
  const [searchText, setSearchText] = useState<string | null>(null);
  useDebouncedSearch(searchText, onSearch);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const selectedIds = new Set(selected.map((item) => item.id));

  // A closed list forgets its search, so it opens on every record again.
  const close = useCallback(() => {
    setOpen(false);
    setSearchText(null);
    onSearch('');
  }, [onSearch]);

  useEffect(() => {
    if (!open) return;
    function closeOnOutsidePress(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) close();
    }
    document.addEventListener('mousedown', closeOnOutsidePress);
    return () => document.removeEventListener('mousedown', closeOnOutsidePress);
  }, [open, close]);

  function toggle(item: CareerPickerItem, checked: boolean) {
    onChange(checked ? [...selected, item] : selected.filter((chosen) => chosen.id !== item.id));
  }

  /** Escape on any of its controls closes the open list and gives focus back to its button. */
  function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      toggleRef.current?.focus();
    }
  }

  return (
    <div className="career-select" ref={rootRef}>
      <span id={labelId} className="career-select__label">
        {label}
      </span>
      <button
        ref={toggleRef}
        type="button"
        className="career-select__toggle"
        aria-labelledby={`${labelId} ${panelId}-count`}
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={closeOnEscape}
      >
        <span id={`${panelId}-count`}>{`${selected.length} selected`}</span>
        <span className="career-select__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <div id={panelId} role="group" aria-labelledby={labelId} className="career-select__panel">
          <input
            type="search"
            className="career-select__search"
            aria-label={`Search ${label.toLowerCase()}`}
            placeholder="Search by position or company"
            value={searchText ?? ''}
            onChange={(event) => setSearchText(event.target.value)}
            onKeyDown={closeOnEscape}
          />
          {list.isPending ? (
            <Spinner label="Loading career history..." />
          ) : list.items.length === 0 && !list.hasNextPage ? (
            <p className="career-select__empty">{searchText?.trim() ? 'No career histories match your search.' : 'No career histories available'}</p>
          ) : (
            <Suspense fallback={<Spinner label="Loading career history..." />}>
              <CareerOptions list={list} label={label} isChosen={(item) => selectedIds.has(item.id)} onToggle={toggle} onKeyDown={closeOnEscape} />
            </Suspense>
          )}
        </div>
      )}
      {selected.length > 0 && (
        <ul className="career-select__chips" aria-label={`Selected ${label.toLowerCase()}`}>
          {selected.map((item) => (
            <li key={item.id} className="career-select__chip">
              {roleLabel(item)}
              <button
                type="button"
                className="career-select__remove"
                aria-label={`Remove ${roleLabel(item)}`}
                disabled={disabled}
                onClick={() => toggle(item, false)}
                onKeyDown={closeOnEscape}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
