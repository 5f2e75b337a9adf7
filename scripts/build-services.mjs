/**
 * Compiles the services to JavaScript, so production runs them with plain `node` (no TypeScript
 * loader at start-up): the API (server/api/dist/main.js), its separate generation worker
 * (dist/generation-worker.js) and the document-extraction worker it forks
 * (dist/extract-worker.mjs, beside main.js where the pool looks for it), and the identity provider
 * (server/identity/dist/main.js). Workspace packages (@careerforge/contract, TypeScript source) are
 * bundled in; every other dependency stays in node_modules. Source maps point stack traces at src/.
 * Usage: node scripts/build-services.mjs [server/api | server/identity]   (both unless one is named)
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where each service's compiled files go, and the files read at run time next to the code. */
const SERVICES = [
  {
    dir: 'server/api',
    // The pool forks `./extract-worker.mjs` from the directory of its own module: dist/ once bundled.
    entryPoints: { 'main.js': 'src/main.ts', 'generation-worker.js': 'src/generation-worker.ts', 'extract-worker.mjs': 'src/lib/documents/extract-worker.mjs' },
    // Read with `new URL('./aliases.json', import.meta.url)`, which the bundle resolves from dist/.
    assets: ['src/lib/tailoring/aliases.json'],
  },
  { dir: 'server/identity', entryPoints: { 'main.js': 'src/main.ts' }, assets: [] },
];

/** The package's own dependencies, left to node_modules; workspace packages are TypeScript and are bundled. */
function externalDependencies(packageDir) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const dependencies = { ...manifest.dependencies, ...manifest.devDependencies };
  return Object.entries(dependencies)
    .filter(([, version]) => !String(version).startsWith('workspace:'))
    .flatMap(([name]) => [name, `${name}/*`]);
}

export async function buildServices(dirs = SERVICES.map((service) => service.dir)) {
  for (const service of SERVICES.filter((candidate) => dirs.includes(candidate.dir))) {
    const packageDir = path.join(repoRoot, service.dir);
    const outdir = path.join(packageDir, 'dist');
    mkdirSync(outdir, { recursive: true });
    // Built aside and renamed into place file by file: a service already running from dist/ (which
    // forks the extraction worker whenever it needs a new one) never reads a half-written file.
    const staging = mkdtempSync(path.join(outdir, '.build-'));
    try {
      await Promise.all(
        Object.entries(service.entryPoints).map(([outputFile, entryPoint]) =>
          build({
            absWorkingDir: packageDir,
            entryPoints: [entryPoint],
            outfile: path.join(staging, outputFile),
            bundle: true,
            platform: 'node',
            format: 'esm',
            target: 'node20.19',
            external: externalDependencies(packageDir),
            sourcemap: true,
            logLevel: 'warning',
          }),
        ),
      );
      for (const asset of service.assets) copyFileSync(path.join(packageDir, asset), path.join(staging, path.basename(asset)));
      for (const file of readdirSync(staging)) renameSync(path.join(staging, file), path.join(outdir, file));
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const known = SERVICES.map((service) => service.dir);
  // From a package's own `build` script the directory is the package's; named from the root it is as given.
  const dirs = process.argv.slice(2).map((dir) => path.relative(repoRoot, path.resolve(dir)));
  const unknown = dirs.filter((dir) => !known.includes(dir));
  if (unknown.length > 0) {
    console.error(`Not a service: ${unknown.join(', ')}. Services: ${known.join(', ')}`);
    process.exit(2);
  }
  const started = Date.now();
  const built = dirs.length > 0 ? dirs : known;
  await buildServices(built);
  console.log(`Compiled ${built.map((dir) => `${dir}/dist`).join(' and ')} in ${Date.now() - started} ms`);
}
