import registryJson from '../../apps.json';
// The check the build and the scripts apply to the same file (plain Node, no dependencies).
import { checkAppRegistry } from '../../build/appRegistry.cjs';
import { appRegistrySchema } from './registry';

type Registry = typeof registryJson;
const jobs = registryJson.remotes.mfe_jobs;

/** The registry with one remote replaced or added. */
function withRemote(name: string, remote: unknown): unknown {
  return { ...registryJson, remotes: { ...registryJson.remotes, [name]: remote } };
}

const MALFORMED: Array<[problem: string, registry: unknown]> = [
  ['no host', { remotes: registryJson.remotes }],
  ['an unknown top-level field', { ...registryJson, extra: true }],
  ['a remote without a label', withRemote('mfe_jobs', { ...jobs, label: undefined })],
  ['a blank label', withRemote('mfe_jobs', { ...jobs, label: '  ' })],
  ['an unknown field of a remote', withRemote('mfe_jobs', { ...jobs, title: 'Jobs' })],
  ['a port as text', withRemote('mfe_jobs', { ...jobs, port: '3003' })],
  ['a port out of range', withRemote('mfe_jobs', { ...jobs, port: 70000 })],
  ['a name with a dash', withRemote('mfe-interviews', { ...jobs, folder: 'mfe-interviews', port: 3006, routes: { '/interviews': { title: 'Interviews' } } })],
  ['a folder with a slash', withRemote('mfe_jobs', { ...jobs, folder: 'apps/mfe-jobs' })],
  ['a relative route path', withRemote('mfe_jobs', { ...jobs, routes: { 'jobs-view': { title: 'Jobs' } } })],
  ['a route without a title', withRemote('mfe_jobs', { ...jobs, routes: { '/jobs-view': {} } })],
  ['a remote without routes', withRemote('mfe_jobs', { ...jobs, routes: {} })],
  ['routes as a list', withRemote('mfe_jobs', { ...jobs, routes: [{ path: '/jobs-view', title: 'Jobs' }] })],
  ['a port used twice', withRemote('mfe_jobs', { ...jobs, port: 3000 })],
  ['a folder used twice', withRemote('mfe_jobs', { ...jobs, folder: 'mfe-resumes' })],
  ['a route of two remotes', withRemote('mfe_jobs', { ...jobs, routes: { ...jobs.routes, '/preferences': { title: 'Preferences' } } })],
  ['a remote named like the host', withRemote('host', { ...jobs, folder: 'mfe-host', port: 3006, routes: { '/host': { title: 'Host' } } })],
];

describe('the app registry (shared/apps.json)', () => {
  it('passes the TypeScript and the Node check', () => {
    expect(appRegistrySchema.safeParse(registryJson).success).toBe(true);
    expect(checkAppRegistry(registryJson)).toBe(registryJson);
  });

  it.each(MALFORMED)('is refused by both checks with %s', (_problem, registry) => {
    expect(appRegistrySchema.safeParse(registry).success).toBe(false);
    expect(() => checkAppRegistry(registry)).toThrow(/is not a valid app registry/);
  });

  it('lists every problem in the Node check', () => {
    const registry: Registry = { ...registryJson, host: { ...registryJson.host, port: 3001, pageTitle: '' } };
    expect(() => checkAppRegistry(registry)).toThrow(/host\.pageTitle must be a non-blank string\n {2}- the port 3001 is used more than once/);
  });
});
