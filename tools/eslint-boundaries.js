// Local ESLint rules that keep the code's layers apart: web never imports the server, shared
// imports only shared, components and lib never import a feature, a feature never imports
// another feature or a route, and no import cycles.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const toPosix = (file) => file.split(path.sep).join('/');

/** Where an import points, relative to the project root (unresolved), or null for a package. */
function importTarget(cwd, filename, source) {
  if (source.startsWith('@/')) return `src/web/${source.slice(2)}`;
  if (source.startsWith('@shared/')) return `src/shared/${source.slice(8)}`;
  if (source.startsWith('.')) {
    return toPosix(path.relative(cwd, path.resolve(path.dirname(filename), source)));
  }
  return null;
}

/** The layer a project-relative path sits in; features also name themselves. */
function placeOf(file) {
  const [src, top, layer, feature] = file.split('/');
  if (src !== 'src') return null;
  if (top === 'server' || top === 'shared') return { layer: top };
  if (top !== 'web') return null;
  if (layer === 'features' && feature) return { layer: 'feature', feature };
  if (layer === 'components' || layer === 'lib' || layer === 'routes') return { layer };
  return { layer: 'web' };
}

const WEB = ['web', 'components', 'lib', 'feature', 'routes'];

/** The reason an import from one place to another is refused, or null when it is allowed. */
function violation(from, to) {
  if (from.layer === 'shared' && to.layer !== 'shared') return 'sharedImportsApp';
  if (WEB.includes(from.layer) && to.layer === 'server') return 'webImportsServer';
  if ((from.layer === 'components' || from.layer === 'lib') && to.layer === 'feature') {
    return 'lowerImportsFeature';
  }
  if (from.layer === 'feature' && to.layer === 'feature' && to.feature !== from.feature) {
    return 'crossFeature';
  }
  if (from.layer === 'feature' && to.layer === 'routes') return 'featureImportsRoute';
  return null;
}

/** Calls `check(node, source)` for every import, re-export and dynamic import in a file. */
function eachImport(check) {
  const visit = (node) => {
    const source = node.source?.value;
    if (typeof source === 'string') check(node, source);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const layers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Imports flow shared -> lib/components -> features -> routes; web and shared never import the server.',
    },
    messages: {
      sharedImportsApp: "Shared code imports '{{target}}': src/shared imports only src/shared.",
      webImportsServer:
        "Web code imports server code '{{target}}': move what both need to src/shared.",
      lowerImportsFeature:
        "components/ and lib/ import feature '{{to}}': move what both need down to components/ or lib/.",
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': move what both need to components/ or lib/, or compose them in a route.",
      featureImportsRoute:
        "Feature '{{from}}' imports the route '{{target}}': routes compose features, not the other way round.",
    },
    schema: [],
  },
  create(context) {
    const from = placeOf(toPosix(path.relative(context.cwd, context.filename)));
    if (!from) return {};
    return eachImport((node, source) => {
      const target = importTarget(context.cwd, context.filename, source);
      const to = target ? placeOf(target) : null;
      const messageId = to ? violation(from, to) : null;
      if (messageId) {
        context.report({
          node,
          messageId,
          data: { from: from.feature, to: to.feature, target },
        });
      }
    });
  },
};

// --- Import cycles ---------------------------------------------------------------------------

const EXTENSIONS = ['.ts', '.tsx'];
// The graph read from disk (about 0.3 s) is kept this long: a lint run reads it once or
// twice, and an editor's long-lived process still sees a cycle made in another file.
const GRAPH_LIFETIME_MS = 10_000;
let graphCache = null;

/** Every .ts/.tsx file under src, project-relative. */
function sourceFiles(cwd) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(cwd, dir), { withFileTypes: true })) {
      const child = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (EXTENSIONS.includes(path.extname(entry.name))) files.push(child);
    }
  };
  walk('src');
  return files;
}

/** The project file an import resolves to (server imports name the .js they compile to). */
function resolveFile(files, target) {
  const bare = target.replace(/\.js$/, '');
  const candidates = [target, ...EXTENSIONS.map((ext) => bare + ext)];
  candidates.push(...EXTENSIONS.map((ext) => `${bare}/index${ext}`));
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** Each file's imports (type-only and dynamic ones too) as resolved project files. */
function importGraph(cwd) {
  if (graphCache && graphCache.cwd === cwd && Date.now() - graphCache.at < GRAPH_LIFETIME_MS) {
    return graphCache;
  }
  const files = new Set(sourceFiles(cwd));
  const edges = new Map();
  for (const file of files) {
    const text = fs.readFileSync(path.join(cwd, file), 'utf8');
    // The scanner alone: far cheaper than a parse, and it skips comments and strings.
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const target = importTarget(cwd, path.join(cwd, file), fileName);
      const resolved = target && resolveFile(files, target);
      if (resolved) targets.add(resolved);
    }
    edges.set(file, targets);
  }
  graphCache = { cwd, at: Date.now(), files, edges, reach: new Map() };
  return graphCache;
}

/** Every file `start` reaches through its imports, worked out once per file and graph. */
function reachable(graph, start) {
  let seen = graph.reach.get(start);
  if (seen) return seen;
  seen = new Set();
  const stack = [start];
  while (stack.length > 0) {
    for (const next of graph.edges.get(stack.pop()) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  graph.reach.set(start, seen);
  return seen;
}

/** The shortest import path from `start` to `goal` (only asked when there is one). */
function pathBetween(graph, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let at = 0; at < queue.length && !cameFrom.has(goal); at++) {
    for (const next of graph.edges.get(queue[at]) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, queue[at]);
        queue.push(next);
      }
    }
  }
  const route = [];
  for (let step = goal; step !== null; step = cameFrom.get(step)) route.unshift(step);
  return route;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles in src, type-only and dynamic imports included.' },
    messages: {
      cycle:
        'Import cycle: {{cycle}}. Move what both sides need into the lower layer (shared, lib, components or a smaller module).',
    },
    schema: [],
  },
  create(context) {
    const file = toPosix(path.relative(context.cwd, context.filename));
    if (!placeOf(file)) return {};
    const graph = importGraph(context.cwd);
    return eachImport((node, source) => {
      const target = importTarget(context.cwd, context.filename, source);
      const resolved = target && resolveFile(graph.files, target);
      if (!resolved) return;
      if (resolved !== file && !reachable(graph, resolved).has(file)) return;
      const cycle = [file, ...pathBetween(graph, resolved, file)].join(' -> ');
      context.report({ node, messageId: 'cycle', data: { cycle } });
    });
  },
};

export default { rules: { layers, 'no-cycle': noCycle } };
