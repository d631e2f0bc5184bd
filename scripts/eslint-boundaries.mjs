// The layers' import rules (ARCHITECTURE.md#layers), checked by `npm run lint`:
//   domain/ imports only zod and itself: no Node, Fastify, React or database code;
//   web/ and server/ never import each other, and server/ never imports the browser tests (e2e/);
//   a web feature imports another only through web/src/shared/, which imports no feature and
//   not the app shell (web/src/app/).
// Relative paths are resolved against the importing file, so `../../menu/…` from a cart file is
// seen for what it is; dynamic import() counts like a static import.
import path from 'node:path';

const root = path.dirname(import.meta.dirname);
const DOMAIN_MAY_IMPORT = ['zod', '@buka/domain'];
// Its tests run in Node under Vitest (property tests with fast-check).
const DOMAIN_TESTS_MAY_IMPORT = [...DOMAIN_MAY_IMPORT, 'vitest', 'fast-check'];

/** What a module specifier points at: a repository path for relative ones, else the name. */
function target(file, specifier) {
  if (!specifier.startsWith('.')) return { packageName: specifier };
  const resolved = path.resolve(path.dirname(file), specifier);
  return { repoPath: path.relative(root, resolved).split(path.sep).join('/') };
}

const featureOf = (repoPath) => repoPath.match(/^web\/src\/features\/([^/]+)\//)?.[1];
const under = (repoPath, folder) => repoPath === folder || repoPath.startsWith(`${folder}/`);
const isPackage = (name, pkg) => name === pkg || name.startsWith(`${pkg}/`);

/** Why `from` may not import `to`, or null when it may. */
export function boundaryViolation(from, to) {
  const { repoPath, packageName } = to;
  if (under(from, 'domain')) {
    if (repoPath !== undefined && !under(repoPath, 'domain')) {
      return 'domain/ imports only domain/ (both sides import it; it imports neither).';
    }
    const allowed = /\.test\.ts$/.test(from) ? DOMAIN_TESTS_MAY_IMPORT : DOMAIN_MAY_IMPORT;
    if (packageName !== undefined && !allowed.some((pkg) => isPackage(packageName, pkg))) {
      return `domain/ runs in the browser and on the server alike: it imports only zod, not '${packageName}' (no Node, Fastify, React or database code).`;
    }
    return null;
  }
  if (under(from, 'web')) {
    if (
      (repoPath && under(repoPath, 'server')) ||
      (packageName && isPackage(packageName, '@buka/server'))
    ) {
      return 'web/ never imports server/: what both need belongs in domain/.';
    }
  }
  if (under(from, 'server')) {
    if (
      (repoPath && under(repoPath, 'web')) ||
      (packageName && isPackage(packageName, '@buka/web'))
    ) {
      return 'server/ never imports web/: what both need belongs in domain/.';
    }
    if (
      (repoPath && under(repoPath, 'e2e')) ||
      (packageName && isPackage(packageName, '@buka/e2e'))
    ) {
      return 'server/ never imports the browser tests (e2e/); test helpers both use live in server/.';
    }
  }
  if (repoPath === undefined) return null;
  if (under(from, 'web/src/shared')) {
    if (under(repoPath, 'web/src/features') || under(repoPath, 'web/src/app')) {
      return 'web/src/shared/ is imported by features and the app, never the other way round.';
    }
  }
  const fromFeature = featureOf(from);
  if (fromFeature) {
    const toFeature = featureOf(repoPath);
    if (toFeature && toFeature !== fromFeature) {
      return `Feature '${fromFeature}' may not import feature '${toFeature}': move what both use to web/src/shared/, or compose them in web/src/app/.`;
    }
    if (under(repoPath, 'web/src/app')) {
      return `Feature '${fromFeature}' may not import the app shell (web/src/app/).`;
    }
  }
  return null;
}

const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports inside the layers ARCHITECTURE.md draws' },
    schema: [],
  },
  create(context) {
    const from = path.relative(root, context.filename).split(path.sep).join('/');
    function check(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const message = boundaryViolation(from, target(context.filename, source.value));
      if (message) context.report({ node: source, message });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export const boundaries = { rules: { imports: importsRule } };
