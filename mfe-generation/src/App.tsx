import { REMOTE_ROUTES, ROUTES, RemoteRoutes } from '@careerforge/shared';
import { GeneratedResumesPage } from './pages/GeneratedResumesPage';
import { ResumeGeneratePage } from './pages/ResumeGeneratePage';

const pages = {
  [ROUTES.resumeGenerate]: ResumeGeneratePage,
  [ROUTES.generatedResumes]: GeneratedResumesPage,
};

/** This remote's screens at its routes in shared/apps.json (exposed as `./App`). */
export default function App() {
  return <RemoteRoutes routes={REMOTE_ROUTES.mfe_generation} pages={pages} />;
}
