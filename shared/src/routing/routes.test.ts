import { APP_REGISTRY } from './registry';
import { REMOTE_NAMES, REMOTE_ROUTES, ROUTES, routeTitle } from './routes';

const registeredRoutes = [APP_REGISTRY.host, ...Object.values(APP_REGISTRY.remotes)].flatMap((app) => Object.keys(app.routes));

describe('ROUTES', () => {
  it('names every route of shared/apps.json, once, and no other', () => {
    const named = Object.values(ROUTES);
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual([...registeredRoutes].sort());
  });
});

describe('REMOTE_ROUTES', () => {
  it("lists each remote's registered routes, in registry order", () => {
    expect(REMOTE_NAMES).toEqual(Object.keys(APP_REGISTRY.remotes));
    expect(REMOTE_ROUTES.mfe_jobs).toEqual(['/jobs-view', '/jobs-submit', '/applications', '/advice']);
    for (const name of REMOTE_NAMES) expect(REMOTE_ROUTES[name]).toEqual(Object.keys(APP_REGISTRY.remotes[name].routes));
  });
});

describe('routeTitle', () => {
  it("gives a route's title, also for the paths below it", () => {
    expect(routeTitle('/')).toBe('Welcome');
    expect(routeTitle('/home')).toBe('Dashboard');
    expect(routeTitle('/skills-view')).toBe('My Skills');
    expect(routeTitle('/jobs-view/42')).toBe('Job Description History');
  });

  it('gives nothing for a path of no route', () => {
    expect(routeTitle('/skills-viewer')).toBeUndefined();
    expect(routeTitle('/nowhere')).toBeUndefined();
  });

  it('tells every route apart', () => {
    const titles = registeredRoutes.map(routeTitle);
    expect(new Set(titles).size).toBe(registeredRoutes.length);
  });
});
