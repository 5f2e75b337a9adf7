/** The spec's routes, exactly as written. */
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
  preferences: '/preferences',
  advice: '/advice',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Which remote renders which routes. The Module Federation name of each remote is its key. */
export const REMOTE_ROUTES = {
  mfe_resumes: [ROUTES.resumeUpload],
  mfe_profile_data: [
    ROUTES.careerView,
    ROUTES.careerSubmit,
    ROUTES.educationView,
    ROUTES.educationSubmit,
    ROUTES.skillsView,
    ROUTES.skillsSubmit,
  ],
  mfe_jobs: [ROUTES.jobsView, ROUTES.jobsSubmit, ROUTES.applications, ROUTES.advice],
  mfe_generation: [ROUTES.resumeGenerate, ROUTES.generatedResumes],
  mfe_preferences: [ROUTES.preferences],
} as const satisfies Record<string, readonly RoutePath[]>;

export type RemoteName = keyof typeof REMOTE_ROUTES;
export const REMOTE_NAMES = Object.keys(REMOTE_ROUTES) as RemoteName[];

/** Routes where the inactivity logout timer is inert (the spec's list). */
export const INACTIVITY_INERT_ROUTES: readonly RoutePath[] = [
  ROUTES.careerSubmit,
  ROUTES.educationSubmit,
  ROUTES.careerView,
  ROUTES.skillsView,
];

export const INACTIVITY_TIMEOUT_MS = 300_000;
export const USER_INFO_POLL_MS = 100_000;
export const MOBILE_BREAKPOINT_PX = 768;
export const LIST_BANNER_MS = 3000;
export const JOBS_BANNER_MS = 1500;
