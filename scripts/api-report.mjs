/**
 * The API report of each library package: every name its entry points export, with its kind and
 * its type, written to `<package>/api-report.md` and committed, so a change of the public surface
 * shows in review (and in the changeset it needs).
 *
 *   node scripts/api-report.mjs           rewrite the reports
 *   node scripts/api-report.mjs --check   exit 1 with a diff when a report differs from the code
 *
 * It reads the entry points from each package.json `exports` and uses the TypeScript 5 compiler
 * API (the root devDependency; the packages' own TypeScript 7 has no JavaScript API). Types are
 * printed by the checker, so an inferred type (a zod schema, a hook's return value) is reported
 * as what it is; union members are sorted and paths are package names, so the output depends on
 * the code only.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The library packages (folders relative to the root). */
const PACKAGES = ['shared', 'shared/contract'];
const CODE_ENTRY = /\.(?:[cm]?[jt]sx?)$/;
const COMMONJS_ENTRY = /\.c?js$/;

const { factory } = ts;
const NODE_FLAGS =
  ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.MultilineObjectLiterals |
  ts.NodeBuilderFlags.IgnoreErrors |
  ts.NodeBuilderFlags.UseAliasDefinedOutsideCurrentScope;
const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
const printFile = ts.createSourceFile('report.ts', '', ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);

// --- Printing --------------------------------------------------------------------------------

/** Union members in a fixed order: the checker orders them by creation, which other code changes. */
function sortUnions(node) {
  const visit = (child) => {
    const updated = ts.visitEachChild(child, visit, undefined);
    if (ts.isUnionTypeNode(updated)) {
      const members = [...updated.types].sort((a, b) => compare(print(a), print(b)));
      return factory.updateUnionTypeNode(updated, factory.createNodeArray(members));
    }
    return updated;
  };
  return visit(node);
}

function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

function print(node) {
  return printer.printNode(ts.EmitHint.Unspecified, node, printFile);
}

/** Absolute paths that the checker may write into `import("…")` types, as package-relative ones. */
function withoutMachinePaths(text) {
  return text
    .replace(/import\("[^"]*\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/"]+\/)?[^/"]+)([^"]*)"\)/g, (_m, name, rest) => `import("${name}${rest.replace(/\/index$|\.d\.[cm]?ts$/, '')}")`)
    .split(`${repoRoot}/`)
    .join('');
}

function printStatement(node) {
  return withoutMachinePaths(print(sortUnions(node)));
}

// --- Declarations of one exported symbol -------------------------------------------------------

const exportModifier = () => [factory.createModifier(ts.SyntaxKind.ExportKeyword)];

function typeNode(checker, type, enclosing, extraFlags = 0) {
  return (
    checker.typeToTypeNode(type, enclosing, NODE_FLAGS | extraFlags) ??
    factory.createKeywordTypeNode(ts.SyntaxKind.UnknownKeyword)
  );
}

/** The members an interface or class declares itself (inherited ones show in its `extends`). */
function ownMembersOf(checker, symbol, type, enclosing, { statics = false } = {}) {
  const declarations = new Set(symbol.declarations ?? []);
  const isOwn = (member) =>
    (member.declarations ?? []).some(
      (declaration) =>
        declarations.has(declaration.parent) ||
        // `constructor(readonly status: number)`
        (ts.isParameter(declaration) && declarations.has(declaration.parent.parent)),
    );
  const members = [];
  if (!statics && symbol.flags & ts.SymbolFlags.Interface) {
    for (const signature of checker.getSignaturesOfType(type, ts.SignatureKind.Construct)) {
      members.push(checker.signatureToSignatureDeclaration(signature, ts.SyntaxKind.ConstructSignature, enclosing, NODE_FLAGS));
    }
    for (const signature of checker.getSignaturesOfType(type, ts.SignatureKind.Call)) {
      members.push(checker.signatureToSignatureDeclaration(signature, ts.SyntaxKind.CallSignature, enclosing, NODE_FLAGS));
    }
    for (const info of checker.getIndexInfosOfType(type)) {
      if (!info.declaration || declarations.has(info.declaration.parent)) {
        members.push(checker.indexInfoToIndexSignatureDeclaration(info, enclosing, NODE_FLAGS));
      }
    }
  }
  for (const property of checker.getPropertiesOfType(type)) {
    if (!isOwn(property) || property.name.startsWith('#') || property.name === 'prototype') continue;
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    const modifierFlags = declaration ? ts.getCombinedModifierFlags(declaration) : 0;
    if (modifierFlags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    // The written type keeps its alias (ReactNode, not its expansion); an inferred one is computed.
    const propertyType =
      declaration && 'type' in declaration && declaration.type
        ? checker.getTypeFromTypeNode(declaration.type)
        : optional
          ? checker.getNonNullableType(checker.getTypeOfSymbol(property))
          : checker.getTypeOfSymbol(property);
    const modifiers = [
      ...(statics ? [factory.createModifier(ts.SyntaxKind.StaticKeyword)] : []),
      ...(modifierFlags & ts.ModifierFlags.Readonly ? [factory.createModifier(ts.SyntaxKind.ReadonlyKeyword)] : []),
    ];
    members.push(
      factory.createPropertySignature(
        modifiers.length ? modifiers : undefined,
        ts.isIdentifierText(property.name, ts.ScriptTarget.Latest) ? property.name : factory.createStringLiteral(property.name),
        optional ? factory.createToken(ts.SyntaxKind.QuestionToken) : undefined,
        typeNode(checker, propertyType, enclosing),
      ),
    );
  }
  return members.filter(Boolean);
}

/** `{ … }` of members, one a line. */
function printMembers(members) {
  if (members.length === 0) return '{}';
  return printStatement(factory.createTypeLiteralNode(members));
}

/** Type parameters and `extends`/`implements` as written in the declaration (source text). */
function headerOf(declaration) {
  const parameters = declaration.typeParameters?.length ? `<${declaration.typeParameters.map((node) => node.getText()).join(', ')}>` : '';
  const heritage = (declaration.heritageClauses ?? []).map((clause) => ` ${clause.getText().replace(/\s+/g, ' ')}`).join('');
  return `${parameters}${heritage}`;
}

/** A destructured parameter is named by position: how the body unpacks it is not the surface. */
function withNamedParameters(declaration) {
  const parameters = declaration.parameters.map((parameter, index) =>
    ts.isIdentifier(parameter.name)
      ? parameter
      : factory.updateParameterDeclaration(parameter, parameter.modifiers, parameter.dotDotDotToken, `arg${index}`, parameter.questionToken, parameter.type, undefined),
  );
  return factory.createNodeArray(parameters);
}

/** TypeScript-like declarations (`export const …`, `export function …`, …) of one export. */
function declarationsOf(checker, exportName, exported, enclosing) {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const declarations = symbol.declarations ?? [];
  const external = declarations.length > 0 && declarations.every((declaration) => isExternalFile(declaration.getSourceFile().fileName));
  if (external) {
    const from = packageNameOf(declarations[0].getSourceFile().fileName);
    const name = symbol.name === exportName || symbol.name === 'default' ? exportName : `${symbol.name} as ${exportName}`;
    return [`export { ${name} } from '${from}'; // ${kindsOf(symbol).join(', ')}`];
  }

  const out = [];
  const name = factory.createIdentifier(exportName);
  if (symbol.flags & ts.SymbolFlags.Function) {
    const type = checker.getTypeOfSymbol(symbol);
    for (const signature of checker.getSignaturesOfType(type, ts.SignatureKind.Call)) {
      const declaration = checker.signatureToSignatureDeclaration(signature, ts.SyntaxKind.FunctionDeclaration, enclosing, NODE_FLAGS);
      out.push(
        printStatement(
          factory.updateFunctionDeclaration(declaration, exportModifier(), undefined, name, declaration.typeParameters, withNamedParameters(declaration), declaration.type, undefined),
        ),
      );
    }
  } else if (symbol.flags & ts.SymbolFlags.Variable) {
    const declaration = symbol.valueDeclaration;
    const isConst = declaration && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const;
    const variable = factory.createVariableDeclaration(name, undefined, typeNode(checker, checker.getTypeOfSymbol(symbol), enclosing));
    out.push(
      printStatement(
        factory.createVariableStatement(exportModifier(), factory.createVariableDeclarationList([variable], isConst ? ts.NodeFlags.Const : ts.NodeFlags.Let)),
      ),
    );
  } else if (symbol.flags & ts.SymbolFlags.Class) {
    const declaration = declarations.find(ts.isClassDeclaration);
    const staticSide = checker.getTypeOfSymbol(symbol);
    const constructors = checker
      .getSignaturesOfType(staticSide, ts.SignatureKind.Construct)
      .map((signature) => checker.signatureToSignatureDeclaration(signature, ts.SyntaxKind.ConstructSignature, enclosing, NODE_FLAGS))
      .map((signature) => factory.createConstructSignature(undefined, withNamedParameters(signature), undefined));
    const members = [
      ...constructors,
      ...ownMembersOf(checker, symbol, staticSide, enclosing, { statics: true }),
      ...ownMembersOf(checker, symbol, checker.getDeclaredTypeOfSymbol(symbol), enclosing),
    ];
    out.push(`export class ${exportName}${declaration ? headerOf(declaration) : ''} ${printMembers(members).replace(/^(\s*)new \(/gm, '$1constructor(')}`);
  } else if (symbol.flags & ts.SymbolFlags.Enum) {
    const members = checker.getExportsOfModule(symbol).map((member) => {
      const value = checker.getConstantValue(member.valueDeclaration);
      const initializer = typeof value === 'number' ? factory.createNumericLiteral(value) : typeof value === 'string' ? factory.createStringLiteral(value) : undefined;
      return factory.createEnumMember(member.name, initializer);
    });
    out.push(printStatement(factory.createEnumDeclaration(exportModifier(), name, members)));
  }

  if (symbol.flags & ts.SymbolFlags.Interface) {
    const declaration = declarations.find(ts.isInterfaceDeclaration);
    const members = ownMembersOf(checker, symbol, checker.getDeclaredTypeOfSymbol(symbol), enclosing);
    out.push(`export interface ${exportName}${declaration ? headerOf(declaration) : ''} ${printMembers(members)}`);
  } else if (symbol.flags & ts.SymbolFlags.TypeAlias) {
    // Expanded one level, so an inferred type (z.infer<typeof schema>) shows its shape.
    const declaration = declarations.find(ts.isTypeAliasDeclaration);
    const expanded = typeNode(checker, checker.getDeclaredTypeOfSymbol(symbol), enclosing, ts.NodeBuilderFlags.InTypeAlias);
    out.push(`export type ${exportName}${declaration ? headerOf(declaration) : ''} = ${printStatement(expanded)};`);
  }
  if (out.length === 0) out.push(`export { ${exportName} }; // ${kindsOf(symbol).join(', ') || 'unknown'}`);
  return out;
}

function kindsOf(symbol) {
  const kinds = [];
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Function) kinds.push('function');
  if (flags & ts.SymbolFlags.Class) kinds.push('class');
  if (flags & ts.SymbolFlags.Variable) kinds.push('variable');
  if (flags & ts.SymbolFlags.Enum) kinds.push('enum');
  if (flags & ts.SymbolFlags.Interface) kinds.push('interface');
  if (flags & ts.SymbolFlags.TypeAlias) kinds.push('type');
  if (flags & ts.SymbolFlags.Module) kinds.push('namespace');
  return kinds;
}

function isExternalFile(fileName) {
  return fileName.includes('/node_modules/') && !fileName.startsWith(`${repoRoot}/shared/`);
}

function packageNameOf(fileName) {
  const afterNodeModules = fileName.slice(fileName.lastIndexOf('/node_modules/') + '/node_modules/'.length);
  const parts = afterNodeModules.split('/');
  const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  // @types/x describes x
  return name.startsWith('@types/') ? name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2') : name;
}

// --- One package ---------------------------------------------------------------------------------

function entryPointsOf(packageDir) {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, packageDir, 'package.json'), 'utf8'));
  const exportsField = typeof manifest.exports === 'string' ? { '.': manifest.exports } : manifest.exports ?? {};
  return {
    name: manifest.name,
    entries: Object.entries(exportsField)
      .map(([subpath, target]) => [subpath, typeof target === 'string' ? target : target.types ?? target.import ?? target.default])
      .sort(([a], [b]) => (a === '.' ? -1 : b === '.' ? 1 : compare(a, b))),
  };
}

function compilerOptionsOf(packageDir) {
  const configFile = path.join(repoRoot, packageDir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  return { ...(parsed?.options ?? {}), allowJs: true, checkJs: false, noEmit: true, skipLibCheck: true };
}

function reportOf(packageDir) {
  const { name, entries } = entryPointsOf(packageDir);
  const codeEntries = entries.filter(([, target]) => CODE_ENTRY.test(target));
  const files = codeEntries.map(([, target]) => path.join(repoRoot, packageDir, target));
  const program = ts.createProgram({ rootNames: files, options: compilerOptionsOf(packageDir) });
  const checker = program.getTypeChecker();

  const lines = [
    `# API report: ${name}`,
    '',
    '<!-- Generated by `pnpm api-report` (scripts/api-report.mjs); `npm test` fails when it differs from the code. -->',
    '<!-- A change here is a change of the public surface: add a changeset (`pnpm changeset`). -->',
    '',
  ];
  for (const [subpath, target] of entries) {
    const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
    lines.push(`## \`${specifier}\``, '', `Entry point: \`${target}\``, '');
    if (!CODE_ENTRY.test(target)) {
      lines.push('A file, not code: nothing exported.', '');
      continue;
    }
    const sourceFile = program.getSourceFile(path.join(repoRoot, packageDir, target));
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    // CommonJS (`module.exports = { … }`): the properties of the exported object
    const exportEquals = moduleSymbol?.exports?.get('export=');
    const exportsOfModule = exportEquals
      ? checker.getPropertiesOfType(checker.getTypeOfSymbol(exportEquals))
      : moduleSymbol
        ? checker.getExportsOfModule(moduleSymbol)
        : [];
    const sorted = exportsOfModule.filter((symbol) => symbol.escapedName !== 'export=').sort((a, b) => compare(a.name, b.name));
    if (COMMONJS_ENTRY.test(target)) {
      // JSDoc-typed JavaScript (the build helpers): its inferred types are no contract, its names are.
      const names = sorted.map((symbol) => {
        const type = checker.getTypeOfSymbol(symbol);
        const callable = checker.getSignaturesOfType(type, ts.SignatureKind.Call).length > 0;
        return `  ${symbol.name}, // ${callable ? 'function' : 'value'}`;
      });
      lines.push(`${names.length} exports (CommonJS: names and kinds).`, '', '```js', 'module.exports = {', ...names, '};', '```', '');
      continue;
    }
    const declarations = sorted.map((symbol) => declarationsOf(checker, symbol.name, symbol, sourceFile).join('\n'));
    lines.push(`${declarations.length} exports.`, '', '```ts', declarations.join('\n\n'), '```', '');
  }
  return { file: path.join(packageDir, 'api-report.md'), text: `${lines.join('\n').trimEnd()}\n` };
}

// --- Main ------------------------------------------------------------------------------------------

function diff(expectedFile, actualText) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-report-'));
  const actualFile = path.join(dir, path.basename(expectedFile));
  writeFileSync(actualFile, actualText);
  const relative = path.relative(repoRoot, expectedFile);
  const result = spawnSync(
    'git',
    ['diff', '--no-index', '--no-color', '--src-prefix=report:', '--dst-prefix=code:', '--', existsSync(expectedFile) ? relative : '/dev/null', actualFile],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  rmSync(dir, { recursive: true, force: true });
  return (result.stdout || result.stderr).split(actualFile.slice(1)).join(relative);
}

const check = process.argv.includes('--check');
const started = Date.now();
let stale = 0;
for (const packageDir of PACKAGES) {
  const { file, text } = reportOf(packageDir);
  const target = path.join(repoRoot, file);
  const current = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (current === text) {
    console.log(`${file}: up to date`);
  } else if (check) {
    stale += 1;
    console.error(`${file} differs from the code (- the report, + the code):\n${diff(target, text)}`);
  } else {
    writeFileSync(target, text);
    console.log(`${file}: written`);
  }
}
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
if (stale > 0) {
  console.error(
    `\nThe public surface changed. If that is intended, run \`pnpm api-report\`, commit the report and add a changeset (\`pnpm changeset\`).`,
  );
  process.exitCode = 1;
}
