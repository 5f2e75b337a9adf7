import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many of a row's items, from the start, fit into `available` pixels: all of them when they
 * fit together, else as many as fit beside the overflow item (of `overflowWidth`) that holds the rest.
 */
export function countThatFits(available: number, itemWidths: readonly number[], overflowWidth: number, gap: number): number {
  const widthOf = (count: number) => itemWidths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(count - 1, 0);
  if (widthOf(itemWidths.length) <= available) return itemWidths.length;
  let count = itemWidths.length - 1;
  while (count > 0 && widthOf(count) + gap + overflowWidth > available) count -= 1;
  return count;
}

/**
 * Fits a row of items into its container, remeasuring whenever either changes size (window width,
 * fonts loading). `measureRef` is an invisible copy of the row, every item in it and then the
 * overflow item, so widths are known even for the items that are not shown. Without ResizeObserver
 * every item shows.
 */
export function useCountThatFits(containerRef: RefObject<HTMLElement | null>, measureRef: RefObject<HTMLElement | null>, itemCount: number): number {
  const [count, setCount] = useState(itemCount);

  useLayoutEffect(() => {
    const container = containerRef.current;
    const measure = measureRef.current;
    if (!container || !measure || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
      const widths = Array.from(measure.children, (child) => child.getBoundingClientRect().width);
      const overflowWidth = widths.pop() ?? 0;
      const gap = Number.parseFloat(getComputedStyle(measure).columnGap) || 0;
      setCount(countThatFits(container.clientWidth, widths, overflowWidth, gap));
    };
    const observer = new ResizeObserver(fit);
    observer.observe(container);
    for (const item of measure.children) observer.observe(item);
    fit();
    return () => observer.disconnect();
  }, [containerRef, measureRef, itemCount]);

  return count;
}
