import { REMOTE_ROUTES, ROUTES, RemoteRoutes } from '@careerforge/shared';
import { CareerSubmitPage } from './pages/CareerSubmitPage';
import { CareerViewPage } from './pages/CareerViewPage';
import { EducationSubmitPage } from './pages/EducationSubmitPage';
import { EducationViewPage } from './pages/EducationViewPage';
import { ProfileExtrasPage } from './pages/ProfileExtrasPage';
import { SkillsSubmitPage } from './pages/SkillsSubmitPage';
import { SkillsViewPage } from './pages/SkillsViewPage';

const pages = {
  [ROUTES.careerView]: CareerViewPage,
  [ROUTES.careerSubmit]: CareerSubmitPage,
  [ROUTES.educationView]: EducationViewPage,
  [ROUTES.educationSubmit]: EducationSubmitPage,
  [ROUTES.skillsView]: SkillsViewPage,
  [ROUTES.skillsSubmit]: SkillsSubmitPage,
  [ROUTES.profileExtras]: ProfileExtrasPage,
};

/** This remote's screens at its routes in shared/apps.json (exposed as `./App`). */
export default function App() {
  return <RemoteRoutes routes={REMOTE_ROUTES.mfe_profile_data} pages={pages} />;
}
