import type { Skill } from '@careerforge/contract';
import { useDeleteSkill } from '../api/delete-skill';
import { useUpdateSkill } from '../api/update-skill';
import { RecordEditorDialog, type RecordEditorTexts } from './RecordEditorDialog';
import { SkillForm } from './SkillForm';

const texts: RecordEditorTexts = {
  updated: 'Skill updated successfully!',
  deleted: 'Skill deleted successfully!',
  updateFailed: { title: 'Failed to update skill', fallbackDetail: 'Update failed' },
  deleteFailed: { title: 'Failed to delete skill', fallbackDetail: 'Delete failed' },
  notFound: 'Skill not found',
  deleteQuestion: 'Are you sure you want to delete this skill?',
};

export interface UpdateSkillDialogProps {
  skill: Skill;
  onClose: (successMessage?: string) => void;
}

/** The 'Update Skill' overlay: rename one skill, or delete it after a confirmation. */
export function UpdateSkillDialog({ skill, onClose }: UpdateSkillDialogProps) {
  return (
    <RecordEditorDialog
      title="Update Skill"
      recordId={skill.id}
      texts={texts}
      update={useUpdateSkill()}
      remove={useDeleteSkill()}
      onClose={onClose}
    >
      {(form) => <SkillForm label="Skill" skill={skill.skill} {...form} />}
    </RecordEditorDialog>
  );
}
