import './Pagination.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** 'numbered': Previous, page buttons, Next. 'summary': Previous, 'Page X of Y', Next. */
  variant?: 'numbered' | 'summary';
}

export interface PageOf<T> {
  items: T[];
  /** The page shown, from 1: the one asked for, kept within 1..pageCount. */
  page: number;
  /** At least 1, so an empty list is still one page. */
  pageCount: number;
}

/** The items of one page of a list shown `perPage` at a time. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): PageOf<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * perPage;
  return { items: items.slice(start, start + perPage), page: current, pageCount };
}

type PageItem = number | 'gap';

/** Up to 7 pages are all listed; beyond that the first, the last and the current one's neighbours. */
function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = [1, page - 1, page, page + 1, pageCount].filter((p) => p >= 1 && p <= pageCount);
  const pages = [...new Set(shown)].sort((a, b) => a - b);
  return pages.flatMap((p, index): PageItem[] => {
    const previous = pages[index - 1];
    return previous !== undefined && p - previous > 1 ? ['gap', p] : [p];
  });
}

export function Pagination({ page, pageCount, onPageChange, variant = 'numbered' }: PaginationProps) {
  const lastPage = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), lastPage);
  return (
    <nav className="cf-pagination" aria-label="Pagination">
      <button
        type="button"
        className="cf-pagination__button"
        disabled={current === 1}
        onClick={() => onPageChange(current - 1)}
      >
        Previous
      </button>
      {variant === 'summary' ? (
        <span className="cf-pagination__summary">
          Page {current} of {lastPage}
        </span>
      ) : (
        pageItems(current, lastPage).map((item, index) =>
          item === 'gap' ? (
            <span key={`gap-${index}`} className="cf-pagination__gap" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={item}
              type="button"
              className="cf-pagination__button cf-pagination__page"
              aria-label={`Page ${item}`}
              aria-current={item === current ? 'page' : undefined}
              onClick={() => onPageChange(item)}
            >
              {item}
            </button>
          ),
        )
      )}
      <button
        type="button"
        className="cf-pagination__button"
        disabled={current === lastPage}
        onClick={() => onPageChange(current + 1)}
      >
        Next
      </button>
    </nav>
  );
}
