import { matchPath, useLocation } from 'react-router';
import { ErrorBoundary, REMOTE_ROUTES, ROUTES, RemoteRoutes } from '@careerforge/shared';
import { COVER_LETTER_PATH } from './lib/coverLetterRoute';
import { EDIT_GENERATED_RESUME_PATH } from './lib/editRoute';
import { CoverLetterPage } from './pages/CoverLetterPage';
import { EditGeneratedResumePage } from './pages/EditGeneratedResumePage';
import { GeneratedResumesPage } from './pages/GeneratedResumesPage';
import { ResumeGeneratePage } from './pages/ResumeGeneratePage';

const pages = {
  [ROUTES.resumeGenerate]: ResumeGeneratePage,
  [ROUTES.generatedResumes]: GeneratedResumesPage,
};

/** This remote's screens at its routes in shared/apps.json, and the editor and cover letter pages below one of them (exposed as `./App`). */
export default function App() {
  const { pathname } = useLocation();
  const editing = matchPath(EDIT_GENERATED_RESUME_PATH, pathname);
  if (editing) {
    return (
      <ErrorBoundary>
        <EditGeneratedResumePage resumeId={editing.params.id ?? ''} />
      </ErrorBoundary>
    );
  }
  const coverLetter = matchPath(COVER_LETTER_PATH, pathname);
  if (coverLetter) {
    return (
      <ErrorBoundary>
        <CoverLetterPage key={coverLetter.params.id} coverLetterId={Number(coverLetter.params.id)} />
      </ErrorBoundary>
    );
  }
  return <RemoteRoutes routes={REMOTE_ROUTES.mfe_generation} pages={pages} />;
}
