import { ROUTES, type RoutePath } from '@careerforge/shared';

export interface NavItem {
  label: string;
  to: RoutePath;
}

export interface NavMenu {
  label: string;
  items: readonly NavItem[];
}

const viewAndSubmit = (view: RoutePath, submit: RoutePath): NavItem[] => [
  { label: 'View', to: view },
  { label: 'Submit', to: submit },
];

/** Skills, then the other records a resume can show beside them (projects, certifications, languages, awards). */
const SKILLS_ITEMS: NavItem[] = [...viewAndSubmit(ROUTES.skillsView, ROUTES.skillsSubmit), { label: 'Projects & More', to: ROUTES.profileExtras }];

/**
 * The dropdowns of both bars, in the order they show them: every signed-in route but /home (the
 * bars' title) and /preferences (the avatar link, or the mobile bar's 'Preferences' button).
 */
export const MAIN_MENUS: readonly NavMenu[] = [
  {
    label: 'Resume',
    items: [
      { label: 'Upload', to: ROUTES.resumeUpload },
      { label: 'Generate', to: ROUTES.resumeGenerate },
      { label: 'Generated Resumes', to: ROUTES.generatedResumes },
    ],
  },
  { label: 'Career', items: viewAndSubmit(ROUTES.careerView, ROUTES.careerSubmit) },
  { label: 'Education', items: viewAndSubmit(ROUTES.educationView, ROUTES.educationSubmit) },
  {
    label: 'Jobs',
    items: [
      ...viewAndSubmit(ROUTES.jobsView, ROUTES.jobsSubmit),
      { label: 'Applications', to: ROUTES.applications },
      { label: 'Advice', to: ROUTES.advice },
    ],
  },
  { label: 'Skills', items: SKILLS_ITEMS },
];
