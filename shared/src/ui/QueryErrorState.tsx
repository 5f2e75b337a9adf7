import type { ReactNode } from 'react';
import { Banner } from './Banner';
import { Button } from './Button';
import './QueryErrorState.css';

/** The part of a TanStack query (useQuery's result) the error state reads and drives. */
export interface RetryableQuery {
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface QueryErrorStateProps {
  /** The query that failed; 'Retry' fetches it again. */
  query: RetryableQuery;
  /** What could not be loaded, e.g. 'Failed to fetch job descriptions'. */
  children: ReactNode;
}

/**
 * What a list shows when it could not be loaded: the reason, which stays until the list loads,
 * and a 'Retry' button that fetches it again (busy while it does). The button sits beside the
 * alert rather than in it, so what is announced is the reason alone.
 */
export function QueryErrorState({ query, children }: QueryErrorStateProps) {
  return (
    <div className="cf-query-error">
      <Banner tone="error">{children}</Banner>
      <Button variant="secondary" busy={query.isFetching} busyLabel="Retrying..." onClick={() => void query.refetch()}>
        Retry
      </Button>
    </div>
  );
}
