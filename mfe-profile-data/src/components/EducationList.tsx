import { periodText } from './periodText';
import type { EducationRecord } from '@careerforge/contract';
import type { VirtualListSource } from '@careerforge/shared/lists';
import { RecordCardList } from './RecordCardList';

function EducationCard({ record, titleId }: { record: EducationRecord; titleId: string }) {
  return (
    <>
      <h2 id={titleId} className="record-card__title">{`${record.degree} at ${record.institution}`}</h2>
      <p className="record-card__meta">{periodText(record.startDate, record.endDate)}</p>
      {record.gpa !== null && <p>{`GPA: ${record.gpa}`}</p>}
    </>
  );
}

export function EducationList({ records, onEdit }: { records: VirtualListSource<EducationRecord>; onEdit: (record: EducationRecord) => void }) {
  return (
    <RecordCardList
      records={records}
      label="Education records"
      onEdit={onEdit}
      renderCard={(record, titleId) => <EducationCard record={record} titleId={titleId} />}
    />
  );
}
