import { useId, type ReactNode } from 'react';
import { EditRecordButton } from './EditRecordButton';
import './RecordCardList.css';

export interface RecordCardListProps<T extends { id: number }> {
  records: T[];
  onEdit: (record: T) => void;
  /** A card's content; the element with `titleId` (its heading) names the card and its Edit button. */
  renderCard: (record: T, titleId: string) => ReactNode;
}

function RecordCard<T extends { id: number }>({ record, onEdit, renderCard }: Omit<RecordCardListProps<T>, 'records'> & { record: T }) {
  const titleId = useId();
  return (
    <article className="record-card" aria-labelledby={titleId}>
      <div className="record-card__content">{renderCard(record, titleId)}</div>
      <EditRecordButton recordTitleId={titleId} onClick={() => onEdit(record)} />
    </article>
  );
}

/**
 * Records as cards, each with an Edit button. Articles rather than list items, because a card may
 * hold a list of its own (a record's key achievements).
 */
export function RecordCardList<T extends { id: number }>({ records, onEdit, renderCard }: RecordCardListProps<T>) {
  return (
    <div className="record-cards">
      {records.map((record) => (
        <RecordCard key={record.id} record={record} onEdit={onEdit} renderCard={renderCard} />
      ))}
    </div>
  );
}
