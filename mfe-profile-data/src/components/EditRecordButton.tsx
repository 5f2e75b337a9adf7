import { Button } from '@careerforge/shared';

export interface EditRecordButtonProps {
  /** id of the element naming the record, e.g. its heading. */
  recordTitleId: string;
  onClick: () => void;
}

/** A list item's 'Edit' button. Every one reads 'Edit'; the description tells screen-reader users which record. */
export function EditRecordButton({ recordTitleId, onClick }: EditRecordButtonProps) {
  return (
    <Button variant="secondary" aria-describedby={recordTitleId} onClick={onClick}>
      Edit
    </Button>
  );
}
