import { APP_REGISTRY, type RegistryRoutePath, type RemoteApp, type RemoteName, type RemoteRoutePath } from './registry';

/**
 * Every route of the site by name, for links and redirects. Each path is a route of an app in
 * shared/apps.json (the type checker sees to that) and every registered route is named here
 * (routes.test.ts sees to that).
 */
export const ROUTES = {
  landing: '/',
  home: '/home',
  resumeUpload: '/resume-upload',
  resumeGenerate: '/resume-generate',
  generatedResumes: '/generated-resumes',
  careerView: '/career-view',
  careerSubmit: '/career-submit',
  educationView: '/education-view',
  educationSubmit: '/education-submit',
  jobsView: '/jobs-view',
  jobsSubmit: '/jobs-submit',
  applications: '/applications',
  skillsView: '/skills-view',
  skillsSubmit: '/skills-submit',
  profileExtras: '/profile-extras',
  preferences: '/preferences',
  advice: '/advice',
} as const satisfies Record<string, RegistryRoutePath>;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

const routePathsByRemote = Object.fromEntries(
  Object.entries<RemoteApp>(APP_REGISTRY.remotes).map(([name, remote]) => [name, Object.keys(remote.routes)]),
) as Record<RemoteName, string[]>;

/**
 * Which remote renders which routes, in registry order. The Module Federation name of each remote
 * is its key; its paths are typed as apps.json writes them, so a remote's pages must match them.
 */
export const REMOTE_ROUTES = routePathsByRemote as { readonly [Name in RemoteName]: readonly RemoteRoutePath<Name>[] };

export const REMOTE_NAMES = Object.keys(REMOTE_ROUTES) as RemoteName[];

/** Each registered route and its title, the shell's first. */
const ROUTE_TITLES: ReadonlyArray<readonly [path: string, title: string]> = [
  APP_REGISTRY.host,
  ...Object.values(APP_REGISTRY.remotes),
].flatMap((app) => Object.entries(app.routes).map(([path, { title }]) => [path, title] as const));

/**
 * The title of the route that renders `pathname` (the route's own path or one below it, as the
 * shell hands paths to remotes), e.g. 'My Skills' for /skills-view; undefined for an unknown path.
 */
export function routeTitle(pathname: string): string | undefined {
  return ROUTE_TITLES.find(([path]) => pathname === path || pathname.startsWith(`${path}/`))?.[1];
}

/**
 * Routes where the inactivity logout timer is inert: the career and education forms and the
 * career and skills lists.
 */
export const INACTIVITY_INERT_ROUTES: readonly RoutePath[] = [
  ROUTES.careerSubmit,
  ROUTES.educationSubmit,
  ROUTES.careerView,
  ROUTES.skillsView,
];
