import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import { Banner, Button, Page, errorMessage, type NavigationMessageState, type RoutePath } from '@careerforge/shared';
import type { RecordFormProps } from './recordForm';
import './RecordForm.css';

export interface RecordSubmitPageProps<Body> {
  title: string;
  /** e.g. 'Failed to submit career record'; the server's reason shows beneath it. */
  failureTitle: string;
  submit: UseMutationResult<unknown, Error, Body>;
  /** The list page the user returns to, with `successMessage`, once the record is saved. */
  listPath: RoutePath;
  successMessage: string;
  /** Adds a 'View Submissions' button that goes to the list page. */
  offerViewSubmissions?: boolean;
  /** The record's form, given what to do with a valid body and the page's buttons. */
  children: (form: RecordFormProps<Body>) => ReactNode;
}

/** An add page (skill, career history, education): the form, then back to the list with a success message. */
export function RecordSubmitPage<Body>({
  title,
  failureTitle,
  submit,
  listPath,
  successMessage,
  offerViewSubmissions = false,
  children,
}: RecordSubmitPageProps<Body>) {
  const navigate = useNavigate();

  function save(body: Body) {
    return submit.mutateAsync(body, {
      onSuccess: () => navigate(listPath, { state: { message: successMessage } satisfies NavigationMessageState }),
    });
  }

  return (
    <Page title={title}>
      {submit.isError && (
        <Banner tone="error" title={failureTitle}>
          {errorMessage(submit.error, '')}
        </Banner>
      )}
      {children({
        onSubmit: save,
        actions: (
          <div className="record-form__actions">
            <Button type="submit" busy={submit.isPending} busyLabel="Submitting...">
              Submit
            </Button>
            {offerViewSubmissions && (
              <Button variant="secondary" onClick={() => navigate(listPath)}>
                View Submissions
              </Button>
            )}
          </div>
        ),
      })}
    </Page>
  );
}
