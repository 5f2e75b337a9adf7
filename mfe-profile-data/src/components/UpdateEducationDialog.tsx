import type { EducationRecord } from '@careerforge/contract';
import { useDeleteEducationRecord } from '../api/delete-education-record';
import { useUpdateEducationRecord } from '../api/update-education-record';
import { EducationForm } from './EducationForm';
import { RecordEditorDialog, type RecordEditorTexts } from './RecordEditorDialog';

const texts: RecordEditorTexts = {
  updated: 'Education record updated successfully!',
  deleted: 'Education record deleted successfully!',
  updateFailed: { title: 'Failed to update education record' },
  deleteFailed: { title: 'Failed to delete education record' },
  notFound: 'Education record not found.',
  deleteQuestion: 'Are you sure you want to delete this education record?',
};

export interface UpdateEducationDialogProps {
  record: EducationRecord;
  onClose: (successMessage?: string) => void;
}

/** The 'Update Education' overlay: edit one record, or delete it after a confirmation. */
export function UpdateEducationDialog({ record, onClose }: UpdateEducationDialogProps) {
  return (
    <RecordEditorDialog
      title="Update Education"
      recordId={record.id}
      texts={texts}
      update={useUpdateEducationRecord()}
      remove={useDeleteEducationRecord()}
      onClose={onClose}
    >
      {(form) => <EducationForm record={record} {...form} />}
    </RecordEditorDialog>
  );
}
