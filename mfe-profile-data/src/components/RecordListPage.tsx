import type { ReactNode } from 'react';
import { Banner, EmptyState, Page, QueryErrorState, Spinner, type EmptyStateAction } from '@careerforge/shared';
import type { PagedList } from '@careerforge/shared/lists';
import './RecordListPage.css';

export interface RecordListTexts {
  /** Heard by screen-reader users while the list loads. */
  loading: string;
  loadFailed: string;
  empty: string;
  /** The link under the empty text to the page that adds the first record. */
  emptyAction: EmptyStateAction;
}

export interface RecordListPageProps<T> {
  title: string;
  /** The records loaded page by page (`usePagedList`'s result). */
  records: PagedList<T>;
  texts: RecordListTexts;
  successMessage: string | null;
  /** Failures of actions on the whole list, shown with the other banners. */
  alerts?: ReactNode;
  /** The buttons above the list. */
  actions: ReactNode;
  /** The list of the records, when there are any. */
  renderRecords: (records: PagedList<T>) => ReactNode;
  /** The page's overlays: its editor and confirmations. */
  children?: ReactNode;
}

/** A list page (skills, career history, education): banners, buttons, then the records or the empty text. */
export function RecordListPage<T>({ title, records, texts, successMessage, alerts, actions, renderRecords, children }: RecordListPageProps<T>) {
  return (
    <Page title={title}>
      {successMessage && <Banner tone="success">{successMessage}</Banner>}
      {alerts}
      {records.isError && <QueryErrorState query={records}>{texts.loadFailed}</QueryErrorState>}
      <div className="record-list-page__actions">{actions}</div>
      {records.isPending && <Spinner label={texts.loading} />}
      {/* Empty means the server counts none, not that no page is loaded yet. */}
      {records.total !== undefined &&
        (records.total > 0 ? renderRecords(records) : <EmptyState action={texts.emptyAction}>{texts.empty}</EmptyState>)}
      {children}
    </Page>
  );
}
