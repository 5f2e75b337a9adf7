import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Banner,
  Button,
  ConfirmDialog,
  EmptyState,
  LIST_BANNER_MS,
  Page,
  ROUTES,
  Spinner,
  errorMessage,
  useNavigationMessage,
} from '@careerforge/shared';
import type { Skill } from '@careerforge/shared/contract';
import { useDeleteAllSkills } from '../api/delete-all-skills';
import { useRefreshSkills, useSkills } from '../api/get-skills';
import { SkillList } from '../components/SkillList';
import { UpdateSkillDialog } from '../components/UpdateSkillDialog';
import './SkillsViewPage.css';

/** /skills-view: the user's skills, with add, edit, delete and delete-all. */
export function SkillsViewPage() {
  const navigate = useNavigate();
  const skills = useSkills();
  const refreshSkills = useRefreshSkills();
  const deleteAll = useDeleteAllSkills();
  const success = useNavigationMessage(LIST_BANNER_MS);
  const [editing, setEditing] = useState<Skill | null>(null);
  const [confirmingDeleteAll, setConfirmingDeleteAll] = useState(false);
  const hasSkills = (skills.data?.length ?? 0) > 0;

  function closeEditor(successMessage?: string) {
    setEditing(null);
    refreshSkills();
    if (successMessage) success.show(successMessage);
  }

  function openDeleteAll() {
    deleteAll.reset();
    setConfirmingDeleteAll(true);
  }

  function confirmDeleteAll() {
    deleteAll.mutate(undefined, {
      onSuccess: ({ deleted_count }) => success.show(`Deleted ${deleted_count} skills`),
      onSettled: () => setConfirmingDeleteAll(false),
    });
  }

  return (
    <Page title="My Skills">
      {success.message && <Banner tone="success">{success.message}</Banner>}
      {deleteAll.isError && (
        <Banner tone="error" title="Failed to delete all skills">
          {errorMessage(deleteAll.error, '')}
        </Banner>
      )}
      {skills.isError && <Banner tone="error">Failed to fetch skills</Banner>}

      <div className="skills-actions">
        <Button onClick={() => navigate(ROUTES.skillsSubmit)}>Add New Skill</Button>
        <Button variant="danger" disabled={!hasSkills} onClick={openDeleteAll}>
          Delete All Skills
        </Button>
      </div>

      {skills.isPending && <Spinner label="Loading skills..." />}
      {skills.data &&
        (hasSkills ? (
          <SkillList skills={skills.data} onEdit={setEditing} />
        ) : (
          <EmptyState>No skills found.</EmptyState>
        ))}

      {editing && <UpdateSkillDialog skill={editing} onClose={closeEditor} />}
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
    </Page>
  );
}
