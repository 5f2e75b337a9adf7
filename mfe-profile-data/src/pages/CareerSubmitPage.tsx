import { ROUTES } from '@careerforge/shared';
import { useSubmitCareerRecord } from '../api/submit-career-record';
import { CareerForm } from '../components/CareerForm';
import { RecordSubmitPage } from '../components/RecordSubmitPage';

/** /career-submit: adds one career-history record, then returns to the list with a success message. */
export function CareerSubmitPage() {
  return (
    <RecordSubmitPage
      title="Add Career History"
      failureTitle="Failed to submit career record"
      submit={useSubmitCareerRecord()}
      listPath={ROUTES.careerView}
      successMessage="Career history added successfully!"
      offerViewSubmissions
    >
      {(form) => <CareerForm {...form} />}
    </RecordSubmitPage>
  );
}
