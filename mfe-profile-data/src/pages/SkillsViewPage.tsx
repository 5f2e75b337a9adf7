import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Banner, Button, ConfirmDialog, ROUTES, errorMessage } from '@careerforge/shared';
import type { Skill } from '@careerforge/contract';
import { useDeleteAllSkills } from '../api/delete-all-skills';
import { useSkills } from '../api/get-skills';
import { RecordListPage } from '../components/RecordListPage';
import { SkillList } from '../components/SkillList';
import { UpdateSkillDialog } from '../components/UpdateSkillDialog';
import { useRecordListEditor } from '../components/useRecordListEditor';

/** /skills-view: the user's skills, with add, edit, delete and delete-all. */
export function SkillsViewPage() {
  const navigate = useNavigate();
  const skills = useSkills();
  const editor = useRecordListEditor<Skill>(skills);
  const deleteAll = useDeleteAllSkills();
  const [confirmingDeleteAll, setConfirmingDeleteAll] = useState(false);
  // Counted by the server: the user may have more skills than the pages loaded so far.
  const hasSkills = (skills.total ?? 0) > 0;

  function openDeleteAll() {
    deleteAll.reset();
    setConfirmingDeleteAll(true);
  }

  function confirmDeleteAll() {
    deleteAll.mutate(undefined, {
      onSuccess: ({ deleted_count }) => editor.showSuccess(`Deleted ${deleted_count} skills`),
      onSettled: () => setConfirmingDeleteAll(false),
    });
  }

  return (
    <RecordListPage
      title="My Skills"
      records={skills}
      texts={{
        loading: 'Loading skills...',
        loadFailed: 'Failed to fetch skills',
        empty: 'No skills found.',
        emptyAction: { to: ROUTES.skillsSubmit, label: 'Add your first skill' },
      }}
      successMessage={editor.successMessage}
      alerts={
        deleteAll.isError && (
          <Banner tone="error" title="Failed to delete all skills">
            {errorMessage(deleteAll.error, '')}
          </Banner>
        )
      }
      actions={
        <>
          <Button onClick={() => navigate(ROUTES.skillsSubmit)}>Add New Skill</Button>
          <Button variant="danger" disabled={!hasSkills} onClick={openDeleteAll}>
            Delete All Skills
          </Button>
        </>
      }
      renderRecords={(records) => <SkillList skills={records} onEdit={editor.open} />}
    >
      {editor.editing && <UpdateSkillDialog skill={editor.editing} onClose={editor.close} />}
      {confirmingDeleteAll && (
        <ConfirmDialog
          message="Are you sure you want to delete all skills?"
          confirmLabel="Yes, Delete All"
          busyLabel="Deleting..."
          busy={deleteAll.isPending}
          onConfirm={confirmDeleteAll}
          onCancel={() => setConfirmingDeleteAll(false)}
        />
      )}
    </RecordListPage>
  );
}
