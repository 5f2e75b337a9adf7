import { useId } from 'react';
import { periodText } from './periodText';
import type { CareerRecord } from '@careerforge/contract';
import type { VirtualListSource } from '@careerforge/shared/lists';
import { RecordCardList } from './RecordCardList';

function CareerCard({ record, titleId }: { record: CareerRecord; titleId: string }) {
  const achievementsId = useId();
  return (
    <>
      <h2 id={titleId} className="record-card__title">{`${record.position} at ${record.company}`}</h2>
      <p className="record-card__meta">{periodText(record.startDate, record.endDate)}</p>
      <p className="record-card__text">{record.description}</p>
      {record.accomplishments.length > 0 && (
        <>
          <p id={achievementsId} className="record-card__subheading">
            Key Achievements:
          </p>
          <ul aria-labelledby={achievementsId} className="record-card__bullets">
            {record.accomplishments.map((accomplishment, index) => (
              // Achievements may repeat, and the list is only ever replaced whole.
              <li key={index}>{accomplishment}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

export function CareerHistoryList({ records, onEdit }: { records: VirtualListSource<CareerRecord>; onEdit: (record: CareerRecord) => void }) {
  return (
    <RecordCardList
      records={records}
      label="Career history"
      onEdit={onEdit}
      renderCard={(record, titleId) => <CareerCard record={record} titleId={titleId} />}
    />
  );
}
