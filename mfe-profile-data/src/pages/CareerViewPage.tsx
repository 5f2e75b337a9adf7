import { useNavigate } from 'react-router';
import { Button, ROUTES } from '@careerforge/shared';
import type { CareerRecord } from '@careerforge/contract';
import { useCareerHistory } from '../api/get-career-history';
import { CareerHistoryList } from '../components/CareerHistoryList';
import { RecordListPage } from '../components/RecordListPage';
import { UpdateCareerDialog } from '../components/UpdateCareerDialog';
import { useRecordListEditor } from '../components/useRecordListEditor';

/** /career-view: the user's career history, each record editable in an overlay. */
export function CareerViewPage() {
  const navigate = useNavigate();
  const career = useCareerHistory();
  const editor = useRecordListEditor<CareerRecord>(career);
  return (
    <RecordListPage
      title="My Career History"
      records={career}
      texts={{
        loading: 'Loading career history...',
        loadFailed: 'Failed to fetch career history',
        empty: 'No career history found.',
        emptyAction: { to: ROUTES.careerSubmit, label: 'Add your first role' },
      }}
      successMessage={editor.successMessage}
      actions={<Button onClick={() => navigate(ROUTES.careerSubmit)}>Submit New Entry</Button>}
      renderRecords={(records) => <CareerHistoryList records={records} onEdit={editor.open} />}
    >
      {editor.editing && <UpdateCareerDialog record={editor.editing} onClose={editor.close} />}
    </RecordListPage>
  );
}
