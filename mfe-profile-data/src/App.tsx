import { Suspense, lazy, type ComponentType } from 'react';
import { REMOTE_ROUTES, ROUTES, RemoteRoutes, Spinner } from '@careerforge/shared';

/**
 * A page as a chunk of its own, loaded when its route opens. The list pages' virtual scrolling
 * (TanStack Virtual, about 10 KiB gzip) with every page of this remote in one chunk would put each
 * route over its 25 KiB budget (ADR 15); split, a route loads its own page only, for one more
 * round trip before its heading.
 */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const pages = {
  [ROUTES.careerView]: lazyPage(() => import('./pages/CareerViewPage'), 'CareerViewPage'),
  [ROUTES.careerSubmit]: lazyPage(() => import('./pages/CareerSubmitPage'), 'CareerSubmitPage'),
  [ROUTES.educationView]: lazyPage(() => import('./pages/EducationViewPage'), 'EducationViewPage'),
  [ROUTES.educationSubmit]: lazyPage(() => import('./pages/EducationSubmitPage'), 'EducationSubmitPage'),
  [ROUTES.skillsView]: lazyPage(() => import('./pages/SkillsViewPage'), 'SkillsViewPage'),
  [ROUTES.skillsSubmit]: lazyPage(() => import('./pages/SkillsSubmitPage'), 'SkillsSubmitPage'),
  [ROUTES.profileExtras]: lazyPage(() => import('./pages/ProfileExtrasPage'), 'ProfileExtrasPage'),
};

/** This remote's screens at its routes in shared/apps.json (exposed as `./App`). */
export default function App() {
  return (
    <Suspense fallback={<Spinner />}>
      <RemoteRoutes routes={REMOTE_ROUTES.mfe_profile_data} pages={pages} />
    </Suspense>
  );
}
