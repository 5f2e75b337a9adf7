import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Banner, Button, Page, ROUTES, TextField, errorMessage, type NavigationMessageState } from '@careerforge/shared';
import { SKILL_MAX_LENGTH } from '@careerforge/shared/contract';
import { useSubmitSkill } from '../api/submit-skill';
import { validateSkill } from '../components/validateSkill';

/** /skills-submit: adds one skill, then returns to the list with a success message. */
export function SkillsSubmitPage() {
  const navigate = useNavigate();
  const submit = useSubmitSkill();
  const [skill, setSkill] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateSkill(skill);
    if (!checked.ok) {
      setFieldError(checked.error);
      return;
    }
    setFieldError(null);
    submit.mutate(
      { skill: checked.skill },
      {
        onSuccess: () =>
          navigate(ROUTES.skillsView, {
            state: { message: 'Skill added successfully!' } satisfies NavigationMessageState,
          }),
      },
    );
  }

  return (
    <Page title="Add New Skill">
      {submit.isError && (
        <Banner tone="error" title="Failed to add skill">
          {errorMessage(submit.error, '')}
        </Banner>
      )}
      <form onSubmit={handleSubmit} noValidate>
        <TextField
          label="New Skill:"
          placeholder="Enter a new skill here..."
          value={skill}
          onChange={(event) => setSkill(event.target.value)}
          required
          maxLength={SKILL_MAX_LENGTH}
          error={fieldError}
        />
        <Button type="submit" busy={submit.isPending} busyLabel="Submitting...">
          Submit
        </Button>
      </form>
    </Page>
  );
}
