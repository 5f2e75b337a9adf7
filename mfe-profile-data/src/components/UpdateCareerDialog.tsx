import type { CareerRecord } from '@careerforge/contract';
import { useDeleteCareerRecord } from '../api/delete-career-record';
import { useUpdateCareerRecord } from '../api/update-career-record';
import { CareerForm } from './CareerForm';
import { RecordEditorDialog, type RecordEditorTexts } from './RecordEditorDialog';

const texts: RecordEditorTexts = {
  updated: 'Career history updated successfully!',
  deleted: 'Career history deleted successfully!',
  updateFailed: { title: 'Failed to update career record' },
  deleteFailed: { title: 'Failed to delete career record' },
  notFound: 'Career history record not found',
  deleteQuestion: 'Are you sure you want to delete this career history record?',
};

export interface UpdateCareerDialogProps {
  record: CareerRecord;
  onClose: (successMessage?: string) => void;
}

/** The 'Update Career History' overlay: edit one record, or delete it after a confirmation. */
export function UpdateCareerDialog({ record, onClose }: UpdateCareerDialogProps) {
  return (
    <RecordEditorDialog
      title="Update Career History"
      recordId={record.id}
      texts={texts}
      update={useUpdateCareerRecord()}
      remove={useDeleteCareerRecord()}
      onClose={onClose}
    >
      {(form) => <CareerForm record={record} {...form} />}
    </RecordEditorDialog>
  );
}
