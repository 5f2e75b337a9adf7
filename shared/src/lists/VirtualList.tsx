import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { PagedList } from './usePagedList';
import './VirtualList.css';

/** The part of a `PagedList` the list reads. */
export type VirtualListSource<Item> = Pick<PagedList<Item>, 'items' | 'total' | 'hasNextPage' | 'isFetchingNextPage' | 'moreFailed' | 'fetchNextPage'>;

export interface VirtualListProps<Item> {
  /** The rows and their paging, usually `usePagedList`'s result. */
  list: VirtualListSource<Item>;
  /** The list's accessible name, e.g. 'Job descriptions'. */
  label: string;
  /** A key that stays with the row, e.g. its id. */
  itemKey: (item: Item) => Key;
  /** One row's content. Its controls are reached with Tab as usual (see below). */
  renderItem: (item: Item, index: number) => ReactNode;
  /** A row's height in pixels before it is measured; rows may differ, each is measured once shown. */
  estimateSize?: number;
  /** The most pixels the list takes before it scrolls. */
  height?: number;
  /**
   * Table roles instead of list roles: the list is a table named `label` whose first row is
   * `table.header` (give it `role="columnheader"` cells) and whose rows are `role="row"`; render
   * each row's content as `role="cell"` elements.
   */
  table?: { header: ReactNode };
  /**
   * Listbox roles instead of list roles, for a combobox's popup: the list is a `role="listbox"`
   * with `id`, each row a `role="option"` with the id `optionId(index)`, selected when
   * `isSelected(item)` and chosen by a click (`onChoose`); the row `activeIndex` (the combobox's
   * aria-activedescendant) is scrolled into view.
   */
  listbox?: { id: string; optionId: (index: number) => string; activeIndex: number; isSelected: (item: Item) => boolean; onChoose: (item: Item) => void };
}

const DEFAULT_ROW_HEIGHT = 56;
const DEFAULT_HEIGHT = 360;
// Rows rendered beyond each edge of the window: the row after the focused one is always in the
// document, so Tab and Shift+Tab walk the list row by row while the browser scrolls the focus in.
const OVERSCAN = 4;

/**
 * A long list that renders only the rows in view (TanStack Virtual), for lists loaded page by page
 * (`usePagedList`): when its last loaded row comes into view it loads the next page, showing
 * 'Loading more…' meanwhile, and 'Could not load more.' with Retry when that fails. It is a
 * `role="list"` of `role="listitem"` rows (or, with `table`, a table of rows), each row telling
 * its position among `total` (aria-posinset/-setsize, or aria-rowindex/-rowcount) since the rows
 * out of view are not in the document.
 *
 * Where nothing has a layout (jsdom in Jest), the window is taken to be `height` pixels and each
 * row `estimateSize`, so tests see the first rows and the loading of the next page.
 */
export function VirtualList<Item>({ list, label, itemKey, renderItem, estimateSize = DEFAULT_ROW_HEIGHT, height = DEFAULT_HEIGHT, table, listbox }: VirtualListProps<Item>) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { items, total, hasNextPage, isFetchingNextPage, moreFailed, fetchNextPage } = list;
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item);
    },
    initialRect: { width: 0, height },
    // An element without layout measures 0: keep the assumed window and row height instead.
    observeElementRect: (instance, report) => observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : { width: rect.width, height })),
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimateSize,
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  const endInView = items.length === 0 || lastShown >= items.length - 1;

  useEffect(() => {
    if (endInView && hasNextPage && !isFetchingNextPage && !moreFailed) fetchNextPage();
  }, [endInView, hasNextPage, isFetchingNextPage, moreFailed, fetchNextPage]);

  const activeIndex = listbox?.activeIndex ?? -1;
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex);
  }, [activeIndex, virtualizer]);

  const setSize = total ?? (hasNextPage ? -1 : items.length);
  const rowRole = table ? 'row' : listbox ? 'option' : 'listitem';
  const body = (
    <div ref={scrollerRef} className="cf-virtual-list__window" style={{ maxHeight: height }}>
      <div role={table ? 'rowgroup' : listbox ? 'listbox' : 'list'} id={listbox?.id} aria-label={table ? undefined : label} className="cf-virtual-list__rows" style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => {
          const item = items[row.index] as Item;
          const position = table ? { 'aria-rowindex': row.index + 2 } : { 'aria-posinset': row.index + 1, 'aria-setsize': setSize };
          const option = listbox && { id: listbox.optionId(row.index), 'aria-selected': listbox.isSelected(item), onClick: () => listbox.onChoose(item) };
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              role={rowRole}
              {...position}
              {...option}
              className="cf-virtual-list__row"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {renderItem(item, row.index)}
            </div>
          );
        })}
      </div>
    </div>
  );

  return (
    <div className="cf-virtual-list">
      {table ? (
        <div role="table" aria-label={label} aria-rowcount={total === undefined ? -1 : total + 1}>
          <div role="rowgroup">
            <div role="row" aria-rowindex={1} className="cf-virtual-list__header">
              {table.header}
            </div>
          </div>
          {body}
        </div>
      ) : (
        body
      )}
      {isFetchingNextPage && (
        <p className="cf-virtual-list__more" role="status">
          Loading more…
        </p>
      )}
      {moreFailed && !isFetchingNextPage && (
        <div className="cf-virtual-list__more" role="alert">
          Could not load more.{' '}
          <button type="button" className="cf-virtual-list__retry" onClick={fetchNextPage}>
            Retry
          </button>
        </div>
      )}
    </div>
  );
}
