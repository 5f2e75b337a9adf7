import { useLocation, useNavigate } from 'react-router';
import { ApiError, Banner, Page, QueryErrorState, ROUTES, Spinner } from '@careerforge/shared';
import { useGenerationStatus } from '../api/get-generation-status';
import { ResumeEditor } from '../components/ResumeEditor';
import { listedResumeOf } from '../lib/generatedResumeList';
import { resumeName } from '../lib/labels';

/**
 * /generated-resumes/:id/edit: edit a completed generated resume, loaded whole by its status call;
 * Save or Cancel return to its popup.
 */
export function EditGeneratedResumePage({ resumeId }: { resumeId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const id = Number(resumeId);
  const status = useGenerationStatus(Number.isInteger(id) && id > 0 ? id : null, false);
  const content = status.data?.status === 'completed' ? status.data.generated_resume : null;
  const resume = content && { id, generated_resume: content };
  // Opened from the list, the resume as listed goes back with the user so its popup opens again.
  const listed = listedResumeOf(location.state);
  const notFound = (status.isError && status.error instanceof ApiError && status.error.status === 404) || (status.data && !resume);

  const backToPopup = (message?: string, editedAt?: string | null) =>
    navigate(ROUTES.generatedResumes, {
      state: listed ? { message, openResume: { ...listed, edited_at: editedAt ?? listed.edited_at } } : { message, openResumeId: id },
    });

  return (
    <Page title="Edit Generated Resume">
      {status.isPending && <Spinner label="Loading the resume..." />}
      {status.isError && !notFound && <QueryErrorState query={status}>Failed to fetch generated resumes</QueryErrorState>}
      {notFound && <Banner tone="error">Resume not found.</Banner>}
      {resume && (
        <>
          <p>{`Editing ${resumeName(resume)}. The match report stays as it was generated.`}</p>
          <ResumeEditor key={resume.id} resume={resume} onSaved={(updated) => backToPopup('Resume saved.', updated.edited_at)} onCancel={() => backToPopup()} />
        </>
      )}
    </Page>
  );
}
