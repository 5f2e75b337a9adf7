/**
 * The lint config enforces what it claims: each case lints code with the repository's real
 * eslint.config.mjs (ESLint's Node API, `lintText` at a path inside the area under test) and
 * asserts the rule ids that fire, or that nothing fires for code that follows the rules.
 *
 * Run: pnpm test:lint (and npm test)
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const overrideConfigFile = path.join(repoRoot, 'eslint.config.mjs');
const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile });
// The cycle fixtures are excluded from the repository's lint run; this instance lints them anyway.
const eslintWithoutIgnores = new ESLint({ cwd: repoRoot, overrideConfigFile, ignore: false });

/** The rule ids (sorted, with repeats) reported for `code` placed at `filePath`. */
async function ruleIds(filePath, code, linter = eslint) {
  const [result] = await linter.lintText(code, { filePath: path.join(repoRoot, filePath) });
  assert.equal(result.fatalErrorCount, 0, `parse error in the case for ${filePath}: ${JSON.stringify(result.messages)}`);
  return result.messages.map((message) => message.ruleId).sort();
}

/** Boundary rules resolve the import, so the imported file has to exist: fail loudly if it moved. */
function existing(relativePath) {
  assert.ok(existsSync(path.join(repoRoot, relativePath)), `${relativePath} is used by this test but does not exist`);
  return relativePath;
}

/** The name (without .ts) of a source file directly in `dir`, whichever the tree has now. */
function firstSourceFile(dir) {
  const [name] = readdirSync(path.join(repoRoot, dir)).filter((file) => /^[a-z][a-z0-9-]*\.ts$/.test(file)).sort();
  assert.ok(name, `${dir} has no .ts file`);
  return name.replace(/\.ts$/, '');
}

/** An API module with a service.ts (jobs, while it exists) and another module besides it. */
function apiModules() {
  const modulesDir = path.join(repoRoot, 'server/api/src/modules');
  const withService = readdirSync(modulesDir).filter((name) => existsSync(path.join(modulesDir, name, 'service.ts'))).sort();
  const target = withService.includes('jobs') ? 'jobs' : withService[0];
  const other = withService.find((name) => name !== target);
  assert.ok(target && other, 'needs two API modules with a service.ts');
  return { target, other };
}

describe('import boundaries between the apps', () => {
  existing('mfe-jobs/src/index.ts');

  test('a remote importing another remote by path fails', async () => {
    assert.deepEqual(
      await ruleIds('mfe-generation/src/lib/borrowed.ts', "export * from '../../../mfe-jobs/src/index';\n"),
      ['import-x/no-restricted-paths'],
    );
  });

  test('a remote importing another remote by package name fails', async () => {
    assert.deepEqual(
      await ruleIds('mfe-generation/src/lib/borrowed.ts', "export * from '@careerforge/mfe-jobs';\n"),
      ['no-restricted-imports'],
    );
  });

  test('a remote importing the shell fails', async () => {
    existing('host/src/index.ts');
    assert.deepEqual(
      await ruleIds('mfe-jobs/src/lib/borrowed.ts', "export * from '../../../host/src/index';\n"),
      ['import-x/no-restricted-paths'],
    );
  });

  test("the shell importing a remote's file fails", async () => {
    assert.deepEqual(
      await ruleIds('host/src/remotes/direct.ts', "export * from '../../../mfe-jobs/src/index';\n"),
      ['import-x/no-restricted-paths'],
    );
  });

  test('@careerforge/shared importing an app fails', async () => {
    assert.deepEqual(
      await ruleIds('shared/src/ui/borrowed.ts', "export * from '../../../mfe-jobs/src/index';\n"),
      ['import-x/no-restricted-paths'],
    );
  });

  test('a remote importing the shared packages and its own files passes', async () => {
    existing('mfe-jobs/src/App.tsx');
    const code = [
      "import { z } from 'zod';",
      "export * from '@careerforge/shared';",
      "export * from '@careerforge/contract';",
      "export { App } from '../App';",
      'export const schema = z.string();',
      '',
    ].join('\n');
    assert.deepEqual(await ruleIds('mfe-jobs/src/lib/fine.ts', code), []);
  });
});

describe('@careerforge/contract stays zod only', () => {
  test('importing react fails', async () => {
    assert.deepEqual(
      await ruleIds('shared/contract/src/x.ts', "import { useState } from 'react';\nexport { useState };\n"),
      ['no-restricted-imports'],
    );
  });

  test('importing react-router, @tanstack or @auth0 fails', async () => {
    const code = [
      "export * from 'react-router-dom';",
      "export * from '@tanstack/react-query';",
      "export * from '@auth0/auth0-react';",
      '',
    ].join('\n');
    assert.deepEqual(await ruleIds('shared/contract/src/x.ts', code), Array(3).fill('no-restricted-imports'));
  });

  test('importing @careerforge/shared fails', async () => {
    assert.deepEqual(
      await ruleIds('shared/contract/src/x.ts', "export * from '@careerforge/shared';\n").then((ids) => [...new Set(ids)]),
      ['no-restricted-imports'],
    );
  });

  test('importing zod and its own files passes', async () => {
    const [contractFile] = readdirSync(path.join(repoRoot, 'shared/contract/src')).filter((name) => /^[a-z-]+\.ts$/.test(name) && name !== 'index.ts');
    const code = `import { z } from 'zod';\nexport * from './${contractFile.replace(/\.ts$/, '')}';\nexport const id = z.number();\n`;
    assert.deepEqual(await ruleIds('shared/contract/src/x.ts', code), []);
  });
});

describe('the API server', () => {
  // module-service-only goes by path, so it also catches files that do not exist (yet).
  const { target, other } = apiModules();

  test('lib/ importing a module fails', async () => {
    assert.deepEqual(
      await ruleIds('server/api/src/lib/x.ts', `export * from '../modules/${target}/service';\n`),
      ['import-x/no-restricted-paths'],
    );
  });

  test("a module importing another module's queries fails", async () => {
    assert.deepEqual(
      await ruleIds(`server/api/src/modules/${other}/x.ts`, `export * from '../${target}/queries';\n`),
      ['careerforge/module-service-only'],
    );
  });

  test("a module importing another module's routes or any other file fails, in any import form", async () => {
    const code = [
      `export * from '../${target}/routes';`,
      `export { helper } from '../${target}/lib/helper';`,
      `import type { Row } from '../${target}/queries';`,
      `export type Rows = Row[] | typeof import('../${target}/queries');`,
      `export const later = () => import('../${target}/queries');`,
      '',
    ].join('\n');
    assert.deepEqual(
      await ruleIds(`server/api/src/modules/${other}/x.ts`, code),
      Array(5).fill('careerforge/module-service-only'),
    );
  });

  test("a module importing another module's service, its own files and lib/ passes", async () => {
    const ownFile = firstSourceFile(`server/api/src/modules/${other}`);
    const libFile = firstSourceFile('server/api/src/lib');
    const code = [
      `export * from '../${target}/service';`,
      `export * from '../${target}/service.ts';`,
      `export * from './${ownFile}';`,
      `export * from '../../lib/${libFile}';`,
      '',
    ].join('\n');
    assert.deepEqual(await ruleIds(`server/api/src/modules/${other}/x.ts`, code), []);
  });

  test('the list of modules (a file directly in modules/) may import each module\'s routes', async () => {
    assert.deepEqual(await ruleIds('server/api/src/modules/registry.ts', `export * from './${target}/routes';\nexport * from './${other}/routes';\n`), []);
  });

  test('server code importing @careerforge/shared fails, @careerforge/contract passes', async () => {
    assert.deepEqual(
      await ruleIds('server/api/src/lib/x.ts', "export * from '@careerforge/shared';\n").then((ids) => [...new Set(ids)]),
      ['no-restricted-imports'],
    );
    assert.deepEqual(await ruleIds('server/identity/src/x.ts', "export * from '@careerforge/contract';\n"), []);
  });
});

describe('import cycles', () => {
  const first = 'scripts/lint/fixtures/cycle/first.ts';

  test('the fixtures are outside the repository lint run', async () => {
    assert.equal(await eslint.isPathIgnored(path.join(repoRoot, first)), true);
  });

  test('a cycle between two files fails', async () => {
    const code = readFileSync(path.join(repoRoot, first), 'utf8');
    assert.deepEqual(await ruleIds(first, code, eslintWithoutIgnores), ['import-x/no-cycle']);
  });
});

describe('file names', () => {
  const component = 'export function JobCard() {\n  return null;\n}\n';
  const moduleCode = 'export const value = 1;\n';

  for (const [filePath, code, expected] of [
    ['mfe-jobs/src/components/JobCard.tsx', component, []],
    ['mfe-jobs/src/components/JobCard.test.tsx', component, []],
    ['mfe-jobs/src/components/jobCard.tsx', component, ['check-file/filename-naming-convention']],
    ['mfe-jobs/src/lib/relativeTime.ts', moduleCode, []],
    ['mfe-jobs/src/lib/relative-time.ts', moduleCode, ['check-file/filename-naming-convention']],
    ['mfe-jobs/src/api/get-jobs.ts', moduleCode, []],
    ['mfe-jobs/src/api/getJobs.ts', moduleCode, ['check-file/filename-naming-convention']],
    ['host/src/hooks/useMediaQuery.ts', moduleCode, []],
    ['host/src/hooks/mediaQuery.ts', moduleCode, ['check-file/filename-naming-convention']],
    // a hook lives in useX.ts; a .tsx is a component
    ['shared/src/ui/useTimedMessage.tsx', moduleCode, ['check-file/filename-naming-convention']],
    ['server/api/src/lib/blob-store.ts', moduleCode, []],
    ['server/api/src/lib/blobStore.ts', moduleCode, ['check-file/filename-naming-convention']],
    ['server/api/src/lib/db/migrations/0042_more_tables.ts', moduleCode, []],
    ['server/api/src/lib/db/migrations/0042-more-tables.ts', moduleCode, ['check-file/filename-naming-convention']],
    ['server/api/src/libRary/x.ts', moduleCode, ['check-file/folder-naming-convention']],
    ['e2e/tests/job-search.spec.ts', moduleCode, []],
    ['e2e/tests/jobSearch.spec.ts', moduleCode, ['check-file/filename-naming-convention']],
  ]) {
    test(`${filePath} ${expected.length ? 'fails' : 'passes'}`, async () => {
      // (check-file reports once per pattern the name fails)
      assert.deepEqual([...new Set(await ruleIds(filePath, code))], expected);
    });
  }
});

describe('React', () => {
  test('a hook called conditionally fails', async () => {
    const code = [
      "import { useState } from 'react';",
      '',
      'export function Counter({ on }: { on: boolean }) {',
      '  if (!on) return null;',
      '  const [count] = useState(0);',
      '  return <p>{count}</p>;',
      '}',
      '',
    ].join('\n');
    assert.deepEqual(await ruleIds('mfe-jobs/src/components/Counter.tsx', code), ['react-hooks/rules-of-hooks']);
  });

  test('an effect with a missing dependency fails', async () => {
    const code = [
      "import { useEffect } from 'react';",
      '',
      'export function Title({ text }: { text: string }) {',
      '  useEffect(() => {',
      '    document.title = text;',
      '  }, []);',
      '  return null;',
      '}',
      '',
    ].join('\n');
    assert.deepEqual(await ruleIds('mfe-jobs/src/components/Title.tsx', code), ['react-hooks/exhaustive-deps']);
  });

  test('an image without alternative text fails', async () => {
    const code = 'export function Photo() {\n  return <img src="/a.png" />;\n}\n';
    assert.deepEqual(await ruleIds('mfe-jobs/src/components/Photo.tsx', code), ['jsx-a11y/alt-text']);
  });
});
