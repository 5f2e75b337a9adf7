import { useId, type ReactNode } from 'react';
import { VirtualList, type VirtualListSource } from '@careerforge/shared/lists';
import { EditRecordButton } from './EditRecordButton';
import './RecordCardList.css';

export interface RecordCardListProps<T extends { id: number }> {
  /** The records loaded so far and their paging (`usePagedList`'s result). */
  records: VirtualListSource<T>;
  /** The list's accessible name, e.g. 'Career history'. */
  label: string;
  onEdit: (record: T) => void;
  /** A card's content; the element with `titleId` (its heading) names the card and its Edit button. */
  renderCard: (record: T, titleId: string) => ReactNode;
}

// Cards are tall (a description, achievements), so the list's window is a screenful of them; each
// card is measured once shown, this is only its size before that.
const CARD_HEIGHT_ESTIMATE = 160;
const WINDOW_HEIGHT = 720;

function RecordCard<T extends { id: number }>({ record, onEdit, renderCard }: Pick<RecordCardListProps<T>, 'onEdit' | 'renderCard'> & { record: T }) {
  const titleId = useId();
  return (
    <article className="record-card" aria-labelledby={titleId}>
      <div className="record-card__content">{renderCard(record, titleId)}</div>
      <EditRecordButton recordTitleId={titleId} onClick={() => onEdit(record)} />
    </article>
  );
}

/**
 * Records as cards, each with an Edit button, in a list that renders the cards in view and loads
 * the next page when its end comes into view. A card is an article inside its list item, because
 * it may hold a list of its own (a record's key achievements).
 */
export function RecordCardList<T extends { id: number }>({ records, label, onEdit, renderCard }: RecordCardListProps<T>) {
  return (
    <VirtualList
      list={records}
      label={label}
      itemKey={(record) => record.id}
      estimateSize={CARD_HEIGHT_ESTIMATE}
      height={WINDOW_HEIGHT}
      renderItem={(record) => <RecordCard record={record} onEdit={onEdit} renderCard={renderCard} />}
    />
  );
}
