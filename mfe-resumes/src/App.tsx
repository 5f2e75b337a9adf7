import { REMOTE_ROUTES, ROUTES, RemoteRoutes } from '@careerforge/shared';
import { ResumeUploadPage } from './pages/ResumeUploadPage';

const pages = {
  [ROUTES.resumeUpload]: ResumeUploadPage,
};

/** This remote's screens at its routes in shared/apps.json (exposed as `./App`). */
export default function App() {
  return <RemoteRoutes routes={REMOTE_ROUTES.mfe_resumes} pages={pages} />;
}
