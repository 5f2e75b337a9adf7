/**
 * A remote is built without the federation runtime (externalRuntime: the shell provides it to
 * every remote it loads). The remote's own standalone page has no shell, so its build also writes
 * federation-runtime.js, a separate bundle without Module Federation that provides the runtime
 * where the remote's code looks for it (federationRuntime.mjs); the page loads it first.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createRequire } = require('node:module');
const { rspack } = require('@rspack/core');

const FEDERATION_RUNTIME_SCRIPT = 'federation-runtime.js';
const PLUGIN_NAME = 'FederationRuntimeScriptPlugin';

/**
 * A require() from the Module Federation plugin the apps are built with: createAppConfig's own copy
 * (shared's dependency), so the runtime pieces below always match the plugin that bundles them.
 */
function requireFromEnhanced() {
  return createRequire(require.resolve('@module-federation/enhanced/rspack'));
}

/** A require() from the runtime tools Module Federation builds with. */
function requireFromRuntimeTools() {
  return createRequire(requireFromEnhanced().resolve('@module-federation/runtime-tools'));
}

/** The runtime core's file, by path: its package name is what a remote's build leaves out. */
function federationRuntimeCore() {
  const fromRuntime = createRequire(requireFromRuntimeTools().resolve('@module-federation/runtime'));
  return path.join(path.dirname(fromRuntime.resolve('@module-federation/runtime-core')), 'index.js');
}

/**
 * Module Federation puts its bundler runtime, the runtime and (in the shell) the plugin that hands
 * the runtime core to the remotes into every app by the paths of their CommonJS builds, which bring
 * the CommonJS build of the federation SDK whole and, in the shell, a second runtime core. These
 * aliases swap in the same packages' ES module builds: one runtime core, and only the parts of the
 * SDK that are called (about 8 KiB gzip less in the shell's entry and in each remote's).
 */
function federationModuleBuilds() {
  const fromRuntimeTools = requireFromRuntimeTools();
  const commonJsBuilds = [
    fromRuntimeTools.resolve('@module-federation/webpack-bundler-runtime'),
    fromRuntimeTools.resolve('@module-federation/runtime'),
    requireFromEnhanced().resolve('@module-federation/inject-external-runtime-core-plugin'),
  ];
  return Object.fromEntries(commonJsBuilds.map((file) => [`${file}$`, file.replace(/\.cjs$/, '.js')]));
}

function buildScript(appDir) {
  const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-runtime-'));
  const compiler = rspack({
    mode: 'production',
    context: appDir,
    target: 'web',
    devtool: false,
    entry: path.join(__dirname, 'federationRuntime.mjs'),
    output: { path: outputDir, filename: FEDERATION_RUNTIME_SCRIPT },
    resolve: { alias: { 'federation-runtime-core-of-this-build$': federationRuntimeCore() } },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats?.hasErrors()) {
        fs.rmSync(outputDir, { recursive: true, force: true });
        return reject(error ?? new Error(stats.toString({ all: false, errors: true })));
      }
      const source = fs.readFileSync(path.join(outputDir, FEDERATION_RUNTIME_SCRIPT));
      fs.rmSync(outputDir, { recursive: true, force: true });
      resolve(source);
    });
  });
}

class FederationRuntimeScriptPlugin {
  constructor({ appDir }) {
    this.appDir = appDir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN_NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const source = await buildScript(this.appDir);
          compilation.emitAsset(FEDERATION_RUNTIME_SCRIPT, new compiler.webpack.sources.RawSource(source));
        },
      );
    });
  }
}

module.exports = { FederationRuntimeScriptPlugin, FEDERATION_RUNTIME_SCRIPT, federationModuleBuilds };
