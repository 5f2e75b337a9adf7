/**
 * The version contract of @careerforge/shared between the shell and the remotes, with the real
 * Module Federation runtime: which copy a remote gets, and what happens when its build asked for
 * a version the shell does not provide.
 *
 * The share configs come from the real build config (createAppConfig → sharedDependencies of
 * shared/build/index.cjs) of app folders whose node_modules hold @careerforge/shared at a chosen
 * version; the runtime is the one the shell is built with (@module-federation/enhanced/runtime of
 * host/). A remote is attached the way its remoteEntry's `init` does it: it takes the shell's share
 * scope, registers its own copy there and then loads the package from the scope.
 *
 * Run: pnpm test:lint (and npm test)
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, describe, mock, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { createAppConfig, SHARED_SINGLETONS } = require(path.join(repoRoot, 'shared/build/index.cjs'));
const runtime = createRequire(path.join(repoRoot, 'host/package.json'))('@module-federation/enhanced/runtime');

const SHARED = '@careerforge/shared';
const SHELL = 'host';
const REMOTE = 'mfe-jobs';
const scratch = mkdtempSync(path.join(os.tmpdir(), 'cf-version-contract-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * An app folder as the build reads it: @careerforge/shared installed at `sharedVersion`, the
 * other shared singletons at the versions the real app has (only their package.json is read;
 * @auth0/auth0-react is the real one, the build copies its token worker).
 */
function appFolder(folder, sharedVersion) {
  const appDir = path.join(scratch, `${folder}-${sharedVersion}-${Math.random().toString(36).slice(2)}`, folder);
  for (const name of new Set(SHARED_SINGLETONS.map(packageNameOf))) {
    const installed = path.join(appDir, 'node_modules', name);
    const real = realpathSync(path.join(repoRoot, folder, 'node_modules', name));
    mkdirSync(path.dirname(installed), { recursive: true });
    if (name === '@auth0/auth0-react') {
      symlinkSync(real, installed, 'dir');
      continue;
    }
    const { version } = JSON.parse(readFileSync(path.join(real, 'package.json'), 'utf8'));
    mkdirSync(installed);
    writeFileSync(path.join(installed, 'package.json'), JSON.stringify({ name, version: name === SHARED ? sharedVersion : version }));
  }
  return appDir;
}

/** The Module Federation plugin options createAppConfig gives the app in `appDir`. */
function federationOptions(appDir) {
  const plugin = createAppConfig({ appDir }).plugins.find((candidate) => candidate?.constructor?.name === 'ModuleFederationPlugin');
  assert.ok(plugin?._options, 'createAppConfig has no ModuleFederationPlugin with options');
  return plugin._options;
}

/**
 * A runtime instance for an app built with `options`, whose bundled copy of @careerforge/shared is
 * `copy`. The plugin's `shared` entry becomes the runtime's share registration, as the bundler
 * runtime does it.
 */
function federationInstance(options, copy) {
  const config = options.shared[SHARED];
  return runtime.createInstance({
    name: options.name,
    remotes: [],
    shareStrategy: options.shareStrategy,
    shared: {
      [SHARED]: {
        version: config.version,
        get: async () => () => copy,
        scope: config.shareScope ?? 'default',
        shareConfig: {
          singleton: config.singleton,
          requiredVersion: config.requiredVersion,
          strictVersion: config.strictVersion,
          eager: config.eager,
        },
      },
    },
  });
}

/**
 * The shell built against `shellVersion` starts (it uses @careerforge/shared itself), then a remote
 * built against `remoteVersion` is attached and loads @careerforge/shared. Returns the copy the
 * remote got and what the runtime warned.
 */
async function remoteOnShell({ shellVersion, remoteVersion, adjustRemote = (options) => options }) {
  const shellCopy = { builtWith: shellVersion, of: 'shell' };
  const remoteCopy = { builtWith: remoteVersion, of: 'remote' };
  const shellOptions = federationOptions(appFolder(SHELL, shellVersion));
  const remoteOptions = adjustRemote(federationOptions(appFolder(REMOTE, remoteVersion)));

  const shell = federationInstance(shellOptions, shellCopy);
  assert.equal((await shell.loadShare(SHARED))(), shellCopy);

  const warn = mock.method(console, 'warn', () => {});
  try {
    const remote = federationInstance(remoteOptions, remoteCopy);
    remote.initShareScopeMap('default', shell.shareScopeMap.default);
    await Promise.all(remote.initializeSharing('default'));
    const factory = await remote.loadShare(SHARED);
    return {
      copy: factory(),
      warnings: warn.mock.calls.map((call) => call.arguments.map(String).join(' ')),
      remoteName: remoteOptions.name,
    };
  } finally {
    warn.mock.restore();
  }
}

describe('@careerforge/shared between the shell and the remotes (Module Federation runtime)', () => {
  test('the builds share it as a singleton that requires ^ the version each app was built with', () => {
    const installed = JSON.parse(readFileSync(path.join(repoRoot, 'shared/package.json'), 'utf8')).version;
    for (const folder of [SHELL, REMOTE]) {
      const options = federationOptions(path.join(repoRoot, folder));
      assert.deepEqual(options.shared[SHARED], { singleton: true, version: installed, requiredVersion: `^${installed}` });
      assert.equal(options.shareStrategy, 'loaded-first');
    }
  });

  test('a remote built against the previous minor (1.2.0) gets the shell\'s 1.3.0, without a warning', async () => {
    const { copy, warnings } = await remoteOnShell({ shellVersion: '1.3.0', remoteVersion: '1.2.0' });
    assert.deepEqual(copy, { builtWith: '1.3.0', of: 'shell' });
    assert.deepEqual(warnings, []);
  });

  test('a remote built against the same version gets the shell\'s copy', async () => {
    const { copy, warnings } = await remoteOnShell({ shellVersion: '1.3.0', remoteVersion: '1.3.0' });
    assert.deepEqual(copy, { builtWith: '1.3.0', of: 'shell' });
    assert.deepEqual(warnings, []);
  });

  test('a remote built against a newer minor (1.4.0) is warned about and still gets the shell\'s 1.3.0 (a singleton is never loaded twice)', async () => {
    const { copy, warnings, remoteName } = await remoteOnShell({ shellVersion: '1.3.0', remoteVersion: '1.4.0' });
    assert.deepEqual(copy, { builtWith: '1.3.0', of: 'shell' });
    assert.equal(warnings.length, 1);
    assert.match(
      warnings[0],
      new RegExp(`Version 1\\.3\\.0 from host of shared singleton module @careerforge/shared does not satisfy the requirement of ${remoteName} which needs \\^1\\.4\\.0`),
    );
  });

  test('a remote built against a newer patch (1.3.5) is warned about too: ^1.3.5 excludes 1.3.0', async () => {
    const { copy, warnings } = await remoteOnShell({ shellVersion: '1.3.0', remoteVersion: '1.3.5' });
    assert.deepEqual(copy, { builtWith: '1.3.0', of: 'shell' });
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /does not satisfy the requirement of .* which needs \^1\.3\.5/);
  });

  test('a remote built against the previous major (0.9.0) is warned about and gets the shell\'s 1.3.0', async () => {
    const { copy, warnings } = await remoteOnShell({ shellVersion: '1.3.0', remoteVersion: '0.9.0' });
    assert.deepEqual(copy, { builtWith: '1.3.0', of: 'shell' });
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /which needs \^0\.9\.0/);
  });

  test('only with strictVersion (which the builds do not set) would the runtime refuse the newer remote', async () => {
    await assert.rejects(
      remoteOnShell({
        shellVersion: '1.3.0',
        remoteVersion: '1.4.0',
        adjustRemote: (options) => ({ ...options, shared: { ...options.shared, [SHARED]: { ...options.shared[SHARED], strictVersion: true } } }),
      }),
      /does not satisfy the requirement of .* which needs \^1\.4\.0/,
    );
  });
});
