import { useNavigate } from 'react-router';
import { Button, ROUTES } from '@careerforge/shared';
import type { EducationRecord } from '@careerforge/contract';
import { useEducation } from '../api/get-education';
import { EducationList } from '../components/EducationList';
import { RecordListPage } from '../components/RecordListPage';
import { UpdateEducationDialog } from '../components/UpdateEducationDialog';
import { useRecordListEditor } from '../components/useRecordListEditor';

/** /education-view: the user's education records, each editable in an overlay. */
export function EducationViewPage() {
  const navigate = useNavigate();
  const education = useEducation();
  const editor = useRecordListEditor<EducationRecord>(education);
  return (
    <RecordListPage
      title="My Education"
      records={education}
      texts={{
        loading: 'Loading education...',
        loadFailed: 'Failed to fetch education information',
        empty: 'No education records found.',
        emptyAction: { to: ROUTES.educationSubmit, label: 'Add your first degree' },
      }}
      successMessage={editor.successMessage}
      actions={<Button onClick={() => navigate(ROUTES.educationSubmit)}>Submit New Entry</Button>}
      renderRecords={(records) => <EducationList records={records} onEdit={editor.open} />}
    >
      {editor.editing && <UpdateEducationDialog record={editor.editing} onClose={editor.close} />}
    </RecordListPage>
  );
}
