import { ROUTES } from '@careerforge/shared';
import { useSubmitSkill } from '../api/submit-skill';
import { RecordSubmitPage } from '../components/RecordSubmitPage';
import { SkillForm } from '../components/SkillForm';

/** /skills-submit: adds one skill, then returns to the list with a success message. */
export function SkillsSubmitPage() {
  return (
    <RecordSubmitPage
      title="Add New Skill"
      failureTitle="Failed to add skill"
      submit={useSubmitSkill()}
      listPath={ROUTES.skillsView}
      successMessage="Skill added successfully!"
    >
      {(form) => <SkillForm label="New Skill:" placeholder="Enter a new skill here..." {...form} />}
    </RecordSubmitPage>
  );
}
