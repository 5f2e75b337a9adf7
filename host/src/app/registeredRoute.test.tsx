import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { mockApi, mockAuth0, profile, renderWithShell, testConfig } from '../../test/render';
import { AppRoutes } from './AppRoutes';

// The registry as if a team had registered a route on an existing remote and a new remote with its
// own route, and changed nothing else.
jest.mock('../../../shared/apps.json', () => {
  const registry = jest.requireActual('../../../shared/apps.json');
  return {
    ...registry,
    remotes: {
      ...registry.remotes,
      mfe_jobs: {
        ...registry.remotes.mfe_jobs,
        routes: { ...registry.remotes.mfe_jobs.routes, '/interview-practice': { title: 'Interview Practice' } },
      },
      mfe_offers: {
        folder: 'mfe-offers',
        port: 3006,
        label: 'Job offers',
        pageTitle: 'CareerForge · Job offers',
        routes: { '/offers': { title: 'My Offers' } },
      },
    },
  };
});

describe('a route added to shared/apps.json', () => {
  // The signed-in routes are a lazy chunk; compiling it on first use in Jest can outlast findBy's wait.
  beforeAll(() => import('./SignedInShell'));

  beforeEach(() => {
    mockAuth0({ isAuthenticated: true, user: { sub: 'auth0|user-1' } });
    mockApi({ 'GET /api/get-user-info': { body: profile() } });
  });

  it.each([
    ['/interview-practice', 'mfe_jobs', 'Interview Practice'],
    ['/offers', 'mfe_offers', 'My Offers'],
  ])('%s is handed to %s and names the tab, with no change to the shell', async (route, remote, title) => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => <h1>{title}</h1> });

    renderWithShell(<AppRoutes config={testConfig} />, { route });

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith(`${remote}/App`);
    expect(screen.getByTestId('current-path')).toHaveTextContent(route);
    expect(document.title).toBe(`${title} · CareerForge`);
  });
});
