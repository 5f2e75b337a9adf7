/**
 * The lint rules of the whole repository (`pnpm lint`, and the first step of `npm test`).
 *
 * Not type-aware on purpose: it runs on every file of the tree in seconds. Types are checked by
 * each package's own `tsc --noEmit` (TypeScript 7); typescript-eslint parses with the root's
 * TypeScript 5, which only serves the tools.
 *
 * What it guards, beyond the recommended rule sets:
 * - the architecture: which area may import which (the zones below, and careerforge/module-service-only),
 * - import cycles in the TypeScript sources,
 * - file names: the convention each area already follows,
 * - React: the rules of hooks and their dependencies, and accessible JSX.
 * scripts/lint/boundaries.test.mjs proves the boundary rules fire.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import careerforge from './scripts/lint/plugin.mjs';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

/** The remotes (every `mfe-*` folder), so a new remote is covered without editing this file. */
const REMOTES = readdirSync(repoRoot)
  .filter((name) => name.startsWith('mfe-') && statSync(path.join(repoRoot, name)).isDirectory())
  .sort();
const APPS = ['host', ...REMOTES];

const TS = '**/*.{ts,tsx,mts,cts}';
const JS = '**/*.{js,mjs,cjs}';
const WEB = [`{${APPS.join(',')}}/**/*.{ts,tsx}`, 'shared/src/**/*.{ts,tsx}'];

// ---------------------------------------------------------------------------------------------
// Import boundaries
// ---------------------------------------------------------------------------------------------

/** Path zones: `target` files may not import files under `from` (resolved paths, any import form). */
const ZONES = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: ['./host', ...REMOTES.filter((other) => other !== remote).map((other) => `./${other}`)],
    message:
      'A remote never imports another remote or the shell: they are deployed separately. Share code through @careerforge/shared and data through the API.',
  })),
  {
    target: './host',
    from: REMOTES.map((remote) => `./${remote}`),
    message: 'The shell loads remotes at run time (Module Federation), never by importing their files.',
  },
  {
    target: './shared',
    from: [...APPS.map((app) => `./${app}`), './server', './e2e'],
    message: '@careerforge/shared and @careerforge/contract are libraries: they never import the apps, the servers or the tests.',
  },
  {
    target: './shared/contract',
    from: ['./shared/src', './shared/build'],
    message: '@careerforge/contract is zod only: it never imports @careerforge/shared (React).',
  },
  {
    target: APPS.map((app) => `./${app}`),
    from: ['./server', './e2e'],
    message: 'The web apps reach the servers through HTTP (the contract), never by importing server code.',
  },
  {
    target: './server',
    from: ['./shared/src', './shared/build', ...APPS.map((app) => `./${app}`), './e2e'],
    message: 'Server code shares only @careerforge/contract with the web apps.',
  },
  {
    target: './server/api/src/lib',
    from: './server/api/src/modules',
    message: 'lib/ is the infrastructure the feature modules build on: it never imports a module.',
  },
];

/** Package-name imports: they need no resolution, so they are caught even before they are installed. */
const APPS_ARE_NOT_LIBRARIES = {
  regex: '^@careerforge/(host|mfe-[^/]+)(/|$)',
  message: 'The apps are not libraries: nothing imports the shell or a remote by package name.',
};
const SERVER_USES_CONTRACT_ONLY = {
  regex: '^@careerforge/shared(/|$)',
  message: 'Server code uses @careerforge/contract (zod), never @careerforge/shared (React).',
};
const CONTRACT_IS_ZOD_ONLY = [
  {
    regex: '^@careerforge/shared(/|$)',
    message: '@careerforge/contract is zod only: it never imports @careerforge/shared.',
  },
  {
    regex: '^(react|react-dom|react-router[^/]*|@tanstack/.+|@auth0/.+|single-spa[^/]*)(/|$)',
    message: '@careerforge/contract is zod only (the API imports it too): no React, routing, query or auth packages.',
  },
];
const restrictedImports = (...patterns) => ['error', { patterns: [APPS_ARE_NOT_LIBRARIES, ...patterns] }];

// ---------------------------------------------------------------------------------------------
// File names: the convention each area follows (checked without the middle extensions, so
// `Modal.test.tsx` is checked as `Modal` and `rspack.config.cjs` as `rspack`)
// ---------------------------------------------------------------------------------------------

const PASCAL_CASE = '*([A-Z]*([a-z0-9]))';
const CAMEL_CASE = '+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9]))';
const KEBAB_CASE = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const HOOK = 'use+([A-Z])*([a-zA-Z0-9])';
const MIGRATION = '[0-9][0-9][0-9][0-9]_+([a-z0-9_])';
const COMPONENT_FILE = `@(index|bootstrap|mount|${PASCAL_CASE})`;
const WEB_APP_DIRS = `{${APPS.join(',')}}`;
const FILE_NAMES = {
  // Web apps and the React package: components are PascalCase .tsx; the entry points are index,
  // bootstrap (the shell and remote start-up) and mount (single-spa lifecycles).
  [`${WEB_APP_DIRS}/src/!(*.test).tsx`]: COMPONENT_FILE,
  [`${WEB_APP_DIRS}/src/!(test)/**/!(*.test).tsx`]: COMPONENT_FILE,
  'shared/src/!(testing)/**/!(*.test).tsx': COMPONENT_FILE,
  // A test is named after what it tests: a component, a hook or a module (fields.test.tsx).
  [`{${WEB_APP_DIRS},shared}/**/*.test.tsx`]: `@(${PASCAL_CASE}|${CAMEL_CASE})`,
  // Test helpers that render (renderApp.tsx) are modules, named like the other modules.
  [`${WEB_APP_DIRS}/{test,src/test}/**/*.tsx`]: CAMEL_CASE,
  'shared/src/testing/**/*.tsx': CAMEL_CASE,
  // Other web modules are camelCase (hooks are useX.ts), except the remotes' API calls, one
  // kebab-case file per endpoint (get-jobs.ts, query-keys.ts).
  [`${WEB_APP_DIRS}/src/*.ts`]: CAMEL_CASE,
  [`${WEB_APP_DIRS}/src/!(api)/**/*.ts`]: CAMEL_CASE,
  'host/src/api/**/*.ts': CAMEL_CASE,
  'host/test/**/*.ts': CAMEL_CASE,
  'mfe-*/src/api/**/*.ts': KEBAB_CASE,
  'shared/src/**/*.ts': CAMEL_CASE,
  [`{${WEB_APP_DIRS},shared}/**/hooks/**/*.{ts,tsx}`]: HOOK,
  // The build helpers of @careerforge/shared are modules of that package: camelCase.
  'shared/build/**/*.cjs': CAMEL_CASE,
  // The servers, the contract, e2e and the scripts: kebab-case; the API's migrations run in name
  // order, so they are numbered: 0001_users_and_skills.ts.
  'server/**/*.{ts,mts,cts,js,mjs,cjs}': `@(${KEBAB_CASE}|${MIGRATION})`,
  'server/api/src/lib/db/migrations/[0-9]*.ts': MIGRATION,
  'shared/contract/**/*.{ts,mjs}': KEBAB_CASE,
  'shared/*.{mjs,cjs,js}': KEBAB_CASE,
  [`${WEB_APP_DIRS}/*.{mjs,cjs,js}`]: KEBAB_CASE,
  'e2e/**/*.{ts,mjs}': KEBAB_CASE,
  'scripts/**/*.{mjs,js,ts}': KEBAB_CASE,
};

export default defineConfig(
  {
    name: 'careerforge/ignores',
    // Build output, caches, data and test reports (as .gitignore), and generated declarations
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.cache/**',
      '**/coverage/**',
      '**/data/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/@mf-types/**',
      '**/*.gen.d.ts',
      'server/api/test/fixtures/**',
      // Code written to fail the rules, for scripts/lint/boundaries.test.mjs
      'scripts/lint/fixtures/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // --- JavaScript and TypeScript baseline ---------------------------------------------------
  { name: 'eslint/recommended', files: [JS, TS], ...js.configs.recommended },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: [TS] })),
  {
    name: 'careerforge/typescript',
    files: [TS],
    rules: {
      // A leading underscore marks a value kept unused on purpose (a callback's position, a
      // property left out of a rest object).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    name: 'careerforge/module-systems',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    name: 'careerforge/node',
    files: ['server/**', 'scripts/**', 'e2e/**', 'shared/build/**', '*.{js,mjs,cjs}', '*/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    name: 'careerforge/browser',
    files: WEB,
    languageOptions: { globals: globals.browser },
  },

  // --- Imports: resolution, boundaries, cycles ------------------------------------------------
  {
    name: 'careerforge/imports',
    files: [JS, TS],
    plugins: { 'import-x': importX, careerforge },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: [
            'host/tsconfig.json',
            'mfe-*/tsconfig.json',
            'shared/tsconfig.json',
            'shared/contract/tsconfig.json',
            'server/*/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: ZONES }],
      'no-restricted-imports': restrictedImports(),
      'careerforge/module-service-only': 'error',
    },
  },
  {
    name: 'careerforge/server-imports',
    files: ['server/**'],
    rules: { 'no-restricted-imports': restrictedImports(SERVER_USES_CONTRACT_ONLY) },
  },
  {
    name: 'careerforge/contract-imports',
    files: ['shared/contract/**'],
    rules: { 'no-restricted-imports': restrictedImports(...CONTRACT_IS_ZOD_ONLY) },
  },
  {
    name: 'careerforge/no-cycle',
    files: [TS],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },

  // --- File names ------------------------------------------------------------------------------
  {
    name: 'careerforge/file-names',
    files: [JS, TS],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', FILE_NAMES, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': [
        'error',
        { '{host,mfe-*,shared,server,e2e,scripts}/**/': KEBAB_CASE },
      ],
    },
  },

  // --- React -----------------------------------------------------------------------------------
  {
    name: 'careerforge/react-hooks',
    files: WEB,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    name: 'jsx-a11y/recommended',
    files: ['**/*.tsx'],
  },
);
