/**
 * The registry of the apps (shared/apps.json): the shell and each remote, with its Module
 * Federation name, folder, default port, label, page title and routes. The build and the scripts
 * read the same file through shared/build/appRegistry.cjs, which applies the same rules.
 */
// zod/mini, as the runtime documents: the landing page names its tab from this registry.
import * as z from 'zod/mini';
import registryJson from '../../apps.json';

// A name is also a JavaScript identifier in the federation runtime and the prefix of its
// environment variables (MFE_JOBS_PORT), hence no '-'.
const APP_NAME = /^[a-z][a-z0-9_]*$/;
const FOLDER = /^[a-z0-9][a-z0-9-]*$/;
const ROUTE_PATH = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/;

const matching = (pattern: RegExp, message: string) => z.string().check(z.regex(pattern, message));
const text = matching(/\S/, 'must not be blank');

/** A route's title is the main heading of its page. */
const routesSchema = z
  .record(matching(ROUTE_PATH, 'must be an absolute path of lower-case segments'), z.strictObject({ title: text }))
  .check(z.refine((routes) => Object.keys(routes).length > 0, 'must have at least one route'));

const appFields = {
  folder: matching(FOLDER, 'must be a folder at the repository root (lower-case letters, digits and -)'),
  port: z.int().check(z.minimum(1), z.maximum(65535)),
  /** The title of the app's own HTML page (for a remote, its standalone page). */
  pageTitle: text,
  routes: routesSchema,
};

const appName = matching(APP_NAME, 'must be lower-case letters, digits and _, starting with a letter');

function duplicates<T>(values: readonly T[]): T[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

export const appRegistrySchema = z
  .strictObject({
    host: z.strictObject({ name: appName, ...appFields }),
    /** Keyed by Module Federation name; `label` says what the remote is, for people. */
    remotes: z.record(appName, z.strictObject({ ...appFields, label: text })),
  })
  .check(
    z.superRefine(({ host, remotes }, context) => {
      const apps = [host, ...Object.entries(remotes).map(([name, remote]) => ({ ...remote, name }))];
      const distinct = (what: string, values: readonly unknown[]) => {
        for (const value of duplicates(values)) {
          context.addIssue({ code: 'custom', message: `${what} ${JSON.stringify(value)} is used more than once` });
        }
      };
      distinct('the name', apps.map((app) => app.name));
      distinct('the folder', apps.map((app) => app.folder));
      distinct('the port', apps.map((app) => app.port));
      distinct('the route', apps.flatMap((app) => Object.keys(app.routes)));
    }),
  );

export type AppRegistry = z.infer<typeof appRegistrySchema>;
export type HostApp = AppRegistry['host'];
export type RemoteApp = AppRegistry['remotes'][string];

/** Checks a registry; the error lists every problem. */
function parseAppRegistry(registry: unknown): AppRegistry {
  const parsed = appRegistrySchema.safeParse(registry);
  if (!parsed.success) throw new Error(`shared/apps.json is not a valid app registry:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

type RegistryJson = typeof registryJson;
type PathsOf<App extends { routes: object }> = Extract<keyof App['routes'], string>;

/** The Module Federation name of each remote, e.g. 'mfe_jobs'. */
export type RemoteName = Extract<keyof RegistryJson['remotes'], string>;
/** The routes a remote renders, e.g. '/jobs-view' | '/jobs-submit' | … for 'mfe_jobs'. */
export type RemoteRoutePath<Name extends RemoteName> = PathsOf<RegistryJson['remotes'][Name]>;
/** Every route of the registry, the shell's and the remotes'. */
export type RegistryRoutePath = PathsOf<RegistryJson['host']> | { [Name in RemoteName]: RemoteRoutePath<Name> }[RemoteName];

/** This site's registry, with its remote names known to the type checker. */
export const APP_REGISTRY = parseAppRegistry(registryJson) as { host: HostApp; remotes: Record<RemoteName, RemoteApp> };
