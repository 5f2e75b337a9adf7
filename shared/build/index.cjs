/**
 * The one Rspack + Module Federation config every app (the shell and each remote) is built with,
 * so the shared-dependency list and the build rules cannot drift apart between teams.
 */
const path = require('node:path');
const fs = require('node:fs');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { appInFolder } = require('./appRegistry.cjs');
const deployment = require('./deployment.cjs');
const { PrecompressAssetsPlugin } = require('./precompress.cjs');
const { FederationRuntimeScriptPlugin, FEDERATION_RUNTIME_SCRIPT, federationModuleBuilds } = require('./federationRuntimeScript.cjs');

/**
 * Loaded once across the shell and every remote. Each key must be a direct dependency of each app
 * (pnpm is strict and Module Federation reads the version from the app's own node_modules).
 */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@tanstack/react-query',
  '@auth0/auth0-react',
  'react-toastify',
  '@careerforge/shared',
  '@careerforge/contract',
];

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The version of a shared package as the app installed it, read from the app's own node_modules.
 * (`require.resolve('<name>/package.json')` fails for packages whose exports map does not list
 * package.json, such as @careerforge/shared.)
 */
function installedVersion(appDir, request) {
  const name = packageNameOf(request);
  const manifest = path.join(appDir, 'node_modules', name, 'package.json');
  if (!fs.existsSync(manifest)) {
    throw new Error(`${name} is shared by Module Federation, so it must be a direct dependency of ${appDir}.`);
  }
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

/**
 * auth0-spa-js runs its token requests in a Web Worker. Its built-in worker is created from a blob:
 * URL, which a strict Content-Security-Policy (no `worker-src blob:`) blocks, and sign-in then
 * hangs. Every app therefore serves the package's own worker file from its root, and the
 * AuthProvider of @careerforge/shared loads it from there.
 */
const AUTH_TOKEN_WORKER_FILE = 'auth0-token-worker.js';

function authTokenWorkerSource(appDir) {
  const auth0React = path.dirname(require.resolve('@auth0/auth0-react/package.json', { paths: [appDir] }));
  return require.resolve('@auth0/auth0-spa-js/dist/auth0-spa-js.worker.production.js', { paths: [auth0React] });
}

/**
 * What an app's `import … from 'react-router'` gets: the few names of reactRouter.mjs, taken from
 * react-router's own production or development build (its package exports only the development
 * build, 57 KiB gzip more than the names the site uses).
 */
const REACT_ROUTER_FACADE = path.join(__dirname, 'reactRouter.mjs');
const REACT_ROUTER_BUILD_REQUEST = 'react-router/build-of-this-mode';

function reactRouterBuild(appDir, isProduction) {
  return path.join(appDir, 'node_modules', 'react-router', 'dist', isProduction ? 'production' : 'development', 'index.mjs');
}

/**
 * Version and range are explicit: never `workspace:*` (no semver range), and never guessed from the
 * nearest package.json, which for a subpath such as react/jsx-runtime is not the package's.
 */
function sharedDependencies(appDir) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => {
      const version = installedVersion(appDir, request);
      const facade = request === 'react-router' ? { import: REACT_ROUTER_FACADE } : {};
      return [request, { singleton: true, version, requiredVersion: `^${version}`, ...facade }];
    }),
  );
}

/**
 * The shell bundles the start-up slice of @careerforge/shared for its first paint and also provides
 * the federated package, whose chunk the federation runtime loads apart from the shell's chunks.
 * Modules of shared/src that both need go to chunks of their own (however small), loaded by both,
 * instead of a copy in each: about 2 KiB gzip less on /home, and a quarter of that more on the
 * landing page.
 */
const SHARED_SOURCE_IN_TWO_CHUNKS = {
  test: /[\\/]shared[\\/]src[\\/]/,
  chunks: 'async',
  minChunks: 2,
  minSize: 0,
  reuseExistingChunk: true,
};

/** What every remote exposes: its routes as one component (the shell loads it) and single-spa lifecycles. */
const REMOTE_EXPOSES = { './App': './src/App.tsx', './mount': './src/mount.tsx' };

/**
 * The config of the app in `appDir`; its name, page title, port and role (shell or remote) are its
 * entry in shared/apps.json.
 * @param {object} options
 * @param {string} options.appDir  the app's folder (__dirname of its rspack.config)
 */
function createAppConfig({ appDir }) {
  const app = appInFolder(path.basename(appDir));
  if (!app) throw new Error(`${appDir} is not the folder of an app in shared/apps.json.`);
  const { name, pageTitle, isHost } = app;
  const isProduction = process.env.NODE_ENV !== 'development';
  const publicDir = path.join(appDir, 'public');
  // A remote's dev server keeps its own runtime: nothing to set up for a page served alone.
  const usesExternalRuntime = !isHost && isProduction;
  return {
    mode: isProduction ? 'production' : 'development',
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // The shell is served from the site root; a remote's assets resolve relative to its own entry.
      publicPath: isHost ? '/' : 'auto',
      filename: isProduction ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: isProduction ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      cssFilename: isProduction ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      cssChunkFilename: isProduction ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: {
        [`${REACT_ROUTER_BUILD_REQUEST}$`]: reactRouterBuild(appDir, isProduction),
        ...federationModuleBuilds(),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: pageTitle,
        inject: 'body',
        scriptLoading: 'defer',
        // A remote built with externalRuntime runs on its own page only after the runtime's script.
        templateParameters: { federationRuntimeScript: usesExternalRuntime ? FEDERATION_RUNTIME_SCRIPT : '' },
      }),
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: authTokenWorkerSource(appDir), to: AUTH_TOKEN_WORKER_FILE },
          ...(fs.existsSync(publicDir) ? [{ from: publicDir }] : []),
        ],
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost
          ? {}
          : { filename: isProduction ? 'remoteEntry.[contenthash:10].js' : 'remoteEntry.js', exposes: REMOTE_EXPOSES }),
        shared: sharedDependencies(appDir),
        // The default strategy fetches every remote at start-up, so one dead remote would hang the site.
        shareStrategy: 'loaded-first',
        // One federation runtime for the site: the shell provides it, each remote uses the shell's.
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : {
              externalRuntime: usesExternalRuntime,
              // A remote loads no other remote: its bundler runtime leaves out remote loading, and
              // the browser-only build of the SDK leaves out Node's script loading.
              optimization: { disableRemote: true, target: 'web' },
            },
        manifest: true,
        dts: false,
      }),
      ...(usesExternalRuntime ? [new FederationRuntimeScriptPlugin({ appDir })] : []),
      ...(isProduction ? [new PrecompressAssetsPlugin()] : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      ...(isHost ? { splitChunks: { cacheGroups: { sharedSourceInTwoChunks: SHARED_SOURCE_IN_TWO_CHUNKS } } } : {}),
    },
    performance: { hints: false },
    devServer: {
      port: deployment.portOf(name),
      host: 'localhost',
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: fs.existsSync(publicDir) ? { directory: publicDir } : false,
      setupMiddlewares: (middlewares) => [
        { name: 'runtime-documents', middleware: deployment.runtimeDocumentsMiddleware() },
        ...middlewares,
      ],
    },
  };
}

module.exports = { createAppConfig, SHARED_SINGLETONS, ...deployment };
