import { REMOTE_ROUTES, ROUTES, RemoteRoutes } from '@careerforge/shared';
import { AdvicePage } from './pages/AdvicePage';
import { ApplicationsPage } from './pages/ApplicationsPage';
import { JobsSubmitPage } from './pages/JobsSubmitPage';
import { JobsViewPage } from './pages/JobsViewPage';

const pages = {
  [ROUTES.jobsView]: JobsViewPage,
  [ROUTES.jobsSubmit]: JobsSubmitPage,
  [ROUTES.applications]: ApplicationsPage,
  [ROUTES.advice]: AdvicePage,
};

/** This remote's screens at its routes in shared/apps.json (exposed as `./App`). */
export default function App() {
  return (
    <RemoteRoutes
      routes={REMOTE_ROUTES.mfe_jobs}
      pages={pages}
      // A crash on the job submit page is headed as a failed submission, not as a broken page.
      errorHeadings={{ [ROUTES.jobsSubmit]: 'Submission Error:' }}
    />
  );
}
