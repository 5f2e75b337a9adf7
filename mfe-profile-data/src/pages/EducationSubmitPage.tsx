import { ROUTES } from '@careerforge/shared';
import { useSubmitEducationRecord } from '../api/submit-education-record';
import { EducationForm } from '../components/EducationForm';
import { RecordSubmitPage } from '../components/RecordSubmitPage';

/** /education-submit: adds one education record, then returns to the list with a success message. */
export function EducationSubmitPage() {
  return (
    <RecordSubmitPage
      title="Add Education"
      failureTitle="Failed to submit education record"
      submit={useSubmitEducationRecord()}
      listPath={ROUTES.educationView}
      successMessage="Education record added successfully!"
      offerViewSubmissions
    >
      {(form) => <EducationForm {...form} />}
    </RecordSubmitPage>
  );
}
