import { useEffect, useRef } from 'react';

/** How long the typing pauses before a search box's text is sent to the server as `q`. */
export const SEARCH_PICKER_DEBOUNCE_MS = 250;

/**
 * Hands `text`, trimmed, to `onSearch` once it has stayed the same for
 * `SEARCH_PICKER_DEBOUNCE_MS`, so a list searched by the server is asked once per pause rather
 * than once per key. Null (nothing typed) sends nothing.
 */
export function useDebouncedSearch(text: string | null, onSearch: (q: string) => void): void {
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  useEffect(() => {
    if (text === null) return undefined;
    const timer = setTimeout(() => onSearchRef.current(text.trim()), SEARCH_PICKER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
}
