/**
 * CareerForge's own lint rules (the ones no published plugin expresses).
 *
 * `module-service-only`: a feature module of the API (`server/api/src/modules/<a>/`) reaches
 * another module `<b>` only through `modules/<b>/service.ts`, that module's public interface.
 * Its queries, routes and helpers are private to it, so a table or a route can change inside one
 * module without touching the others. The check is by path (relative specifiers), so it needs no
 * resolver and also catches imports of files that do not exist yet.
 */
import path from 'node:path';

const MODULES_DIR = path.join('server', 'api', 'src', 'modules');
const SOURCE_EXTENSION = /\.(?:[cm]?[jt]s|tsx)$/;

/**
 * `modules/<name>/<rest>` of an absolute path, or null outside a module's folder (files directly
 * in modules/, such as the list of modules the app registers, belong to no module).
 */
function moduleOf(modulesRoot, absolutePath) {
  const relative = path.relative(modulesRoot, absolutePath);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  if (rest.length === 0) return null;
  return { name, inner: rest.join('/').replace(SOURCE_EXTENSION, '') };
}

const moduleServiceOnly = {
  meta: {
    type: 'problem',
    docs: { description: "An API module imports another module only through that module's service.ts" },
    schema: [],
    messages: {
      privateFile:
        'Module "{{from}}" imports "{{specifier}}", a private file of module "{{to}}". Use its public interface, ../{{to}}/service (move what you need there, or to lib/ if it is not about {{to}}).',
    },
  },
  create(context) {
    const modulesRoot = path.join(context.cwd, MODULES_DIR);
    const filename = context.physicalFilename;
    const own = moduleOf(modulesRoot, filename);
    if (!own) return {};

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = moduleOf(modulesRoot, path.resolve(path.dirname(filename), specifier));
      if (!target || target.name === own.name || target.inner === 'service') return;
      context.report({ node, messageId: 'privateFile', data: { from: own.name, to: target.name, specifier } });
    }
    const checkSource = (node) => {
      if (node.source && node.source.type === 'Literal') check(node.source, node.source.value);
    };

    return {
      ImportDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ImportExpression: checkSource,
      // `typeof import('../b/queries')` in a type position
      TSImportType(node) {
        const literal = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
        if (literal?.type === 'Literal') check(literal, literal.value);
      },
    };
  },
};

export default {
  meta: { name: 'careerforge' },
  rules: { 'module-service-only': moduleServiceOnly },
};
