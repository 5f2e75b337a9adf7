import { Suspense, lazy } from 'react';
import { matchPath, useLocation } from 'react-router';
import { ErrorBoundary, REMOTE_ROUTES, ROUTES, RemoteRoutes, Spinner } from '@careerforge/shared';
import { COVER_LETTER_PATH } from './lib/coverLetterRoute';
import { EDIT_GENERATED_RESUME_PATH } from './lib/editRoute';
import { GeneratedResumesPage } from './pages/GeneratedResumesPage';
import { ResumeGeneratePage } from './pages/ResumeGeneratePage';

// The editor and the cover letter are opened from a resume, not from the menus: their code loads
// when they are opened, so the two routes of this remote stay light.
const EditGeneratedResumePage = lazy(() => import('./pages/EditGeneratedResumePage').then((module) => ({ default: module.EditGeneratedResumePage })));
const CoverLetterPage = lazy(() => import('./pages/CoverLetterPage').then((module) => ({ default: module.CoverLetterPage })));

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
        <Suspense fallback={<Spinner />}>
          <EditGeneratedResumePage resumeId={editing.params.id ?? ''} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  const coverLetter = matchPath(COVER_LETTER_PATH, pathname);
  if (coverLetter) {
    return (
      <ErrorBoundary>
        <Suspense fallback={<Spinner />}>
          <CoverLetterPage key={coverLetter.params.id} coverLetterId={Number(coverLetter.params.id)} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return <RemoteRoutes routes={REMOTE_ROUTES.mfe_generation} pages={pages} />;
}
