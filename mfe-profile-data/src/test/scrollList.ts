import { fireEvent } from '@testing-library/react';

/**
 * Scrolls a virtual list (its `role="list"` element) to the end of the rows loaded, as a user's
 * wheel would: jsdom has no layout, so the offset is set on the list's window and announced.
 */
export function scrollToEnd(list: HTMLElement): void {
  const window = list.parentElement;
  if (!window) throw new Error('A virtual list sits in its scrolling window.');
  fireEvent.scroll(window, { target: { scrollTop: parseFloat(list.style.height) } });
}
