import { REMOTE_ROUTES, ROUTES, RemoteRoutes } from '@careerforge/shared';
import { PreferencesPage } from './pages/PreferencesPage';

const pages = {
  [ROUTES.preferences]: PreferencesPage,
};

/** This remote's screens at its routes in shared/apps.json (exposed as `./App`). */
export default function App() {
  return <RemoteRoutes routes={REMOTE_ROUTES.mfe_preferences} pages={pages} />;
}
