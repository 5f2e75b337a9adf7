import { Suspense, lazy, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Spinner } from '@careerforge/shared';
import type { VirtualListSource } from '@careerforge/shared/lists';
import type { CareerPickerItem } from '@careerforge/contract';
import { roleLabel } from '../lib/labels';
import './CareerMultiSelect.css';

export interface CareerMultiSelectProps {
  label: string;
  /** The records loaded so far (`useCareerForPicker`); more load as the list scrolls to its end. */
  list: VirtualListSource<CareerPickerItem>;
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
export function CareerMultiSelect({ label, list, selected, onChange, disabled = false }: CareerMultiSelectProps) {
  const labelId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const selectedIds = new Set(selected.map((item) => item.id));

  useEffect(() => {
    if (!open) return;
    function closeOnOutsidePress(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('mousedown', closeOnOutsidePress);
    return () => document.removeEventListener('mousedown', closeOnOutsidePress);
  }, [open]);

  function toggle(item: CareerPickerItem, checked: boolean) {
    onChange(checked ? [...selected, item] : selected.filter((chosen) => chosen.id !== item.id));
  }

  /** Escape on any of its controls closes the open list and gives focus back to its button. */
  function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
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
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={closeOnEscape}
      >
        <span id={`${panelId}-count`}>{`${selected.length} selected`}</span>
        <span className="career-select__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <div id={panelId} role="group" aria-labelledby={labelId} className="career-select__panel">
          {list.items.length === 0 && !list.hasNextPage ? (
            <p className="career-select__empty">No career histories available</p>
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
