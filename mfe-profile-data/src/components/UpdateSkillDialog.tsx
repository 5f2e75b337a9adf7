import { useState, type FormEvent } from 'react';
import {
  ApiError,
  Banner,
  Button,
  ConfirmDialog,
  Modal,
  ModalActions,
  TextField,
  errorMessage,
} from '@careerforge/shared';
import { SKILL_MAX_LENGTH, type Skill } from '@careerforge/shared/contract';
import { useDeleteSkill } from '../api/delete-skill';
import { useUpdateSkill } from '../api/update-skill';
import { validateSkill } from './validateSkill';

export interface UpdateSkillDialogProps {
  skill: Skill;
  /** Called when the dialog closes, with the success message when a change was saved. */
  onClose: (successMessage?: string) => void;
}

interface Failure {
  title: string;
  detail?: string;
}

function failureOf(error: unknown, title: string, fallback: string): Failure {
  if (error instanceof ApiError && error.status === 404) return { title: 'Skill not found' };
  return { title, detail: errorMessage(error, fallback) };
}

/** The 'Update Skill' overlay: rename one skill, or delete it after a confirmation. */
export function UpdateSkillDialog({ skill, onClose }: UpdateSkillDialogProps) {
  const update = useUpdateSkill();
  const remove = useDeleteSkill();
  const [text, setText] = useState(skill.skill);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = update.isPending || remove.isPending;

  const failure = update.isError
    ? failureOf(update.error, 'Failed to update skill', 'Update failed')
    : remove.isError
      ? failureOf(remove.error, 'Failed to delete skill', 'Delete failed')
      : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateSkill(text);
    if (!checked.ok) {
      setFieldError(checked.error);
      return;
    }
    setFieldError(null);
    remove.reset();
    update.mutate({ id: skill.id, body: { skill: checked.skill } }, { onSuccess: () => onClose('Skill updated successfully!') });
  }

  function handleDelete() {
    update.reset();
    remove.mutate(skill.id, {
      onSuccess: () => onClose('Skill deleted successfully!'),
      // Back to the editor, where the failure is shown.
      onError: () => setConfirmingDelete(false),
    });
  }

  return (
    <Modal title="Update Skill" onClose={() => onClose()} dismissible={!busy}>
      {failure && (
        <Banner tone="error" title={failure.title}>
          {failure.detail}
        </Banner>
      )}
      <form onSubmit={handleSubmit} noValidate>
        <TextField
          label="Skill"
          value={text}
          onChange={(event) => setText(event.target.value)}
          required
          maxLength={SKILL_MAX_LENGTH}
          error={fieldError}
        />
        <ModalActions>
          <Button type="submit" busy={update.isPending} busyLabel="Updating..." disabled={remove.isPending}>
            Update
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => setConfirmingDelete(true)}>
            Delete
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => onClose()}>
            Cancel
          </Button>
        </ModalActions>
      </form>
      {confirmingDelete && (
        <ConfirmDialog
          message="Are you sure you want to delete this skill?"
          confirmLabel="Yes, Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          onConfirm={handleDelete}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
    </Modal>
  );
}
