import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CareerPickerItem } from '@careerforge/contract';
import { careerOptionLabel, roleLabel } from '../lib/labels';
import './CareerMultiSelect.css';

export interface CareerMultiSelectProps {
  label: string;
  items: readonly CareerPickerItem[];
  selectedIds: readonly number[];
  onChange: (selectedIds: number[]) => void;
  disabled?: boolean;
}

/**
 * A multi-select of career records: a button ('N selected') opens a list of checkboxes; Escape or
 * a click elsewhere closes it. The chosen records show as chips below, each with a remove button.
 */
export function CareerMultiSelect({ label, items, selectedIds, onChange, disabled = false }: CareerMultiSelectProps) {
  const labelId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const selected = items.filter((item) => selectedIds.includes(item.id));

  useEffect(() => {
    if (!open) return;
    function closeOnOutsidePress(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('mousedown', closeOnOutsidePress);
    return () => document.removeEventListener('mousedown', closeOnOutsidePress);
  }, [open]);

  function toggle(id: number, checked: boolean) {
    onChange(checked ? [...selectedIds, id] : selectedIds.filter((selectedId) => selectedId !== id));
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
          {items.length === 0 ? (
            <p className="career-select__empty">No career histories available</p>
          ) : (
            <ul className="career-select__options">
              {items.map((item) => (
                <li key={item.id}>
                  <label className="career-select__option">
                    <input
                      type="checkbox"
                      checked={selectedIds.includes(item.id)}
                      onChange={(event) => toggle(item.id, event.target.checked)}
                      onKeyDown={closeOnEscape}
                    />
                    {careerOptionLabel(item)}
                  </label>
                </li>
              ))}
            </ul>
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
                onClick={() => toggle(item.id, false)}
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
