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

/** The main top bar's dropdowns and their links, in the order the bar shows them. */
export const DESKTOP_MENUS: readonly NavMenu[] = [
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
    items: [...viewAndSubmit(ROUTES.jobsView, ROUTES.jobsSubmit), { label: 'Applications', to: ROUTES.applications }],
  },
  { label: 'Skills', items: SKILLS_ITEMS },
];

/** The 'Resume Builder' bar's dropdowns. */
export const MOBILE_MENUS: readonly NavMenu[] = [
  {
    label: 'Resume',
    items: [
      { label: 'Upload', to: ROUTES.resumeUpload },
      { label: 'Generate', to: ROUTES.resumeGenerate },
    ],
  },
  { label: 'Career', items: viewAndSubmit(ROUTES.careerView, ROUTES.careerSubmit) },
  { label: 'Education', items: viewAndSubmit(ROUTES.educationView, ROUTES.educationSubmit) },
  { label: 'Skills', items: SKILLS_ITEMS },
];
