import type { KeyboardEvent } from 'react';
import { VirtualList, type VirtualListSource } from '@careerforge/shared/lists';
import type { CareerPickerItem } from '@careerforge/contract';
import { careerOptionLabel } from '../lib/labels';

/** Height of one option in pixels before it is measured. */
const OPTION_HEIGHT = 40;
/** The open list's window in pixels. */
const PANEL_HEIGHT = 256;

export interface CareerOptionsProps {
  label: string;
  list: VirtualListSource<CareerPickerItem>;
  isChosen: (item: CareerPickerItem) => boolean;
  onToggle: (item: CareerPickerItem, checked: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The career multi-select's checkboxes, rendered as they scroll into view and loaded page by page.
 * Its own chunk, loaded when the list first opens: TanStack Virtual stays out of the page's first load.
 */
export function CareerOptions({ label, list, isChosen, onToggle, onKeyDown }: CareerOptionsProps) {
  return (
    <VirtualList
      list={list}
      label={label}
      estimateSize={OPTION_HEIGHT}
      height={PANEL_HEIGHT}
      itemKey={(item) => item.id}
      renderItem={(item) => (
        <label className="career-select__option">
          <input type="checkbox" checked={isChosen(item)} onChange={(event) => onToggle(item, event.target.checked)} onKeyDown={onKeyDown} />
          {careerOptionLabel(item)}
        </label>
      )}
    />
  );
}
