/**
 * The apps of CareerForge (the shell and each remote) as shared/apps.json registers them, checked
 * when first required, for the build config and the scripts. It needs nothing installed, so the
 * root commands can read it before `pnpm install`. The browser side checks the same file with zod
 * (shared/src/routing/registry.ts); both accept and reject the same registries (registry.test.ts).
 *
 * shared/apps.json:
 *   host:    { name, folder, port, pageTitle, routes }
 *   remotes: { <Module Federation name>: { folder, port, label, pageTitle, routes } }
 *   routes:  { <absolute path>: { title } }   the title is the page's main heading
 */
const fs = require('node:fs');
const path = require('node:path');

const REGISTRY_FILE = path.join(__dirname, '..', 'apps.json');

// A name is also a JavaScript identifier in the federation runtime and the prefix of its
// environment variables (MFE_JOBS_PORT), hence no '-'.
const APP_NAME = /^[a-z][a-z0-9_]*$/;
const FOLDER = /^[a-z0-9][a-z0-9-]*$/;
const ROUTE_PATH = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/;
const NOT_BLANK = /\S/;

const TEXT = { test: (value) => typeof value === 'string' && NOT_BLANK.test(value), rule: 'a non-blank string' };
const FIELD_RULES = {
  name: { test: (value) => typeof value === 'string' && APP_NAME.test(value), rule: 'lower-case letters, digits and _, starting with a letter' },
  folder: { test: (value) => typeof value === 'string' && FOLDER.test(value), rule: 'a folder at the repository root (lower-case letters, digits and -)' },
  port: { test: (value) => Number.isInteger(value) && value >= 1 && value <= 65535, rule: 'a whole number from 1 to 65535' },
  label: TEXT,
  pageTitle: TEXT,
  title: TEXT,
};

const isPlainObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function duplicates(values) {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/**
 * Throws one error listing every problem of `registry` (the parsed apps.json); returns it unchanged
 * when it is valid.
 */
function checkAppRegistry(registry, source = REGISTRY_FILE) {
  const problems = [];

  /** `value` must be an object with exactly `fields`, each following its rule. */
  function checkObject(value, where, fields) {
    if (!isPlainObject(value)) {
      problems.push(`${where} must be an object`);
      return false;
    }
    for (const field of fields) {
      if (!(field in value)) problems.push(`${where}.${field} is missing`);
      else if (FIELD_RULES[field] && !FIELD_RULES[field].test(value[field])) {
        problems.push(`${where}.${field} must be ${FIELD_RULES[field].rule}`);
      }
    }
    for (const field of Object.keys(value)) {
      if (!fields.includes(field)) problems.push(`${where}.${field} is not a known field`);
    }
    return true;
  }

  function checkRoutes(routes, where) {
    if (routes === undefined) return; // reported as missing
    if (!isPlainObject(routes)) {
      problems.push(`${where} must be an object`);
      return;
    }
    if (Object.keys(routes).length === 0) problems.push(`${where} must have at least one route`);
    for (const [routePath, route] of Object.entries(routes)) {
      if (!ROUTE_PATH.test(routePath)) problems.push(`${where}: "${routePath}" is not an absolute path of lower-case segments`);
      checkObject(route, `${where}["${routePath}"]`, ['title']);
    }
  }

  const apps = [];
  if (checkObject(registry, 'the registry', ['host', 'remotes'])) {
    if (checkObject(registry.host, 'host', ['name', 'folder', 'port', 'pageTitle', 'routes'])) {
      checkRoutes(registry.host.routes, 'host.routes');
      apps.push(registry.host);
    }
    if (!isPlainObject(registry.remotes)) problems.push('remotes must be an object');
    else {
      for (const [name, remote] of Object.entries(registry.remotes)) {
        if (!FIELD_RULES.name.test(name)) problems.push(`remotes: "${name}" must be ${FIELD_RULES.name.rule}`);
        if (checkObject(remote, `remotes.${name}`, ['folder', 'port', 'label', 'pageTitle', 'routes'])) {
          checkRoutes(remote.routes, `remotes.${name}.routes`);
          apps.push({ ...remote, name });
        }
      }
    }
  }

  const distinct = (what, values) => {
    for (const value of duplicates(values)) problems.push(`${what} ${JSON.stringify(value)} is used more than once`);
  };
  distinct('the name', apps.map((app) => app.name));
  distinct('the folder', apps.map((app) => app.folder));
  distinct('the port', apps.map((app) => app.port));
  distinct('the route', apps.flatMap((app) => (isPlainObject(app.routes) ? Object.keys(app.routes) : [])));

  if (problems.length > 0) {
    throw new Error(`${source} is not a valid app registry:\n  - ${problems.join('\n  - ')}`);
  }
  return registry;
}

function readAppRegistry() {
  let registry;
  try {
    registry = JSON.parse(fs.readFileSync(REGISTRY_FILE, 'utf8'));
  } catch (error) {
    throw new Error(`${REGISTRY_FILE} could not be read as JSON: ${error.message}`);
  }
  return checkAppRegistry(registry);
}

const { host, remotes } = readAppRegistry();

/** The shell first, then each remote in registry order (the fields: appRegistry.d.cts). */
const APPS = [
  { name: host.name, folder: host.folder, port: host.port, pageTitle: host.pageTitle, isHost: true },
  ...Object.entries(remotes).map(([name, remote]) => ({
    name,
    folder: remote.folder,
    port: remote.port,
    pageTitle: remote.pageTitle,
    isHost: false,
  })),
];
const [HOST, ...REMOTES] = APPS;

/** The registered app in `folder` (a folder name, e.g. 'mfe-jobs'), or undefined. */
function appInFolder(folder) {
  return APPS.find((app) => app.folder === folder);
}

module.exports = { APPS, HOST, REMOTES, appInFolder, checkAppRegistry };
