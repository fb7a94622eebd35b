// Local ESLint rules that keep the code's layers apart (see docs/decisions/0044-boundaries-the-linter-keeps.md).
import path from 'node:path';

const FEATURES = 'src/web/features/';

/** The feature a project-relative path belongs to, if any. */
function featureOf(file) {
  const normalized = file.split(path.sep).join('/');
  const at = normalized.indexOf(FEATURES);
  return at === -1 ? null : normalized.slice(at + FEATURES.length).split('/')[0];
}

/** Where an import points inside the project, or null for a package. */
function importTarget(filename, source) {
  if (source.startsWith('@/')) return `src/web/${source.slice(2)}`;
  if (source.startsWith('@shared/')) return `src/shared/${source.slice(8)}`;
  if (source.startsWith('.')) {
    const relative = path.relative(process.cwd(), path.resolve(path.dirname(filename), source));
    return relative.split(path.sep).join('/');
  }
  return null;
}

const featureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports only itself, components, lib and shared code.' },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': move what both need to components/ or lib/, or compose them in a route.",
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(path.relative(process.cwd(), context.filename));
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = importTarget(context.filename, source);
      const to = target ? featureOf(target) : null;
      if (to && to !== from) {
        context.report({ node, messageId: 'crossFeature', data: { from, to } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'feature-imports': featureImports } };
