import { useNavigate } from 'react-router';
import { Banner, Page, QueryErrorState, ROUTES, Spinner, useGeneratedResumes } from '@careerforge/shared';
import { ResumeEditor } from '../components/ResumeEditor';
import { resumeName } from '../lib/labels';

/** Navigation state the list reads: the resume whose popup opens again after an edit. */
export interface EditedResumeState {
  message: string;
  openResumeId: number;
}

/** /generated-resumes/:id/edit: edit a completed generated resume; Save or Cancel return to its popup. */
export function EditGeneratedResumePage({ resumeId }: { resumeId: string }) {
  const navigate = useNavigate();
  const resumes = useGeneratedResumes();
  const resume = resumes.data?.find((candidate) => String(candidate.id) === resumeId);

  const backToPopup = (state: EditedResumeState | { openResumeId: number }) => navigate(ROUTES.generatedResumes, { state });

  return (
    <Page title="Edit Generated Resume">
      {resumes.isPending && <Spinner label="Loading the resume..." />}
      {resumes.isError && <QueryErrorState query={resumes}>Failed to fetch generated resumes</QueryErrorState>}
      {resumes.data && !resume && <Banner tone="error">Resume not found.</Banner>}
      {resume && (
        <>
          <p>{`Editing ${resumeName(resume)}. The match report stays as it was generated.`}</p>
          <ResumeEditor
            key={resume.id}
            resume={resume}
            onSaved={(updated) => backToPopup({ message: 'Resume saved.', openResumeId: updated.id })}
            onCancel={() => backToPopup({ openResumeId: resume.id })}
          />
        </>
      )}
    </Page>
  );
}
