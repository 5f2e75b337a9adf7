import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ROUTES } from '../routing/routes';
import { RemoteRoutes } from './RemoteRoutes';

function JobsViewPage() {
  return <h1>Job Description History</h1>;
}

function JobsSubmitPage(): never {
  throw new Error('The form could not load');
}

const routes = [ROUTES.jobsView, ROUTES.jobsSubmit] as const;
const pages = { [ROUTES.jobsView]: JobsViewPage, [ROUTES.jobsSubmit]: JobsSubmitPage };

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoutes routes={routes} pages={pages} errorHeadings={{ [ROUTES.jobsSubmit]: 'Submission Error:' }} />
    </MemoryRouter>,
  );
}

describe('RemoteRoutes', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('renders the page of the current route', () => {
    renderAt(ROUTES.jobsView);
    expect(screen.getByRole('heading', { name: 'Job Description History' })).toBeInTheDocument();
  });

  it("contains a page's crash in its own fallback, with the route's heading", () => {
    renderAt(ROUTES.jobsSubmit);
    expect(screen.getByRole('alert')).toHaveTextContent('Submission Error:The form could not load');
  });
});
