// The import rules of DESIGN.md ("Import rules"), checked by resolving every import of the source tree
// (kernel/, plugins/, web/, server/, cli/). Rules, each named in every message it gives:
//   direction     kernel <- plugins/*/ (host-neutral) <- plugins/*/{web,server} <- web, server, cli; a plugin's
//                 web part sees only web/plugin-api/ and web/ui/ of web/, a server part only server/plugin-api/;
//                 host-neutral code imports no React, DOM-only, Koa or Node-only module.
//   no-cycle      no import cycle among source files, type imports included: every import that lies inside
//                 a strongly connected component of the import graph is reported, with the component's size.
//   public-entry  a plugin imports another plugin only through its public entry files (publicEntry below).
//   depends-on    plugin A imports plugin B only if B is in A's dependsOn, directly or through them.
//   assembly      a host's assembly file (ASSEMBLY below) is imported only by that host's entry.
//   plugin-api    web/plugin-api/ and server/plugin-api/ import no editor, route, engine or service module at
//                 run time (`import type` is allowed).
//   editor        web/editor/ imports only the kernel, web/plugin-api/, web/ui/, its own files, the canvas
//                 grid's entry web/grid/index.ts and plugins' public entries.
//   grid          web/grid/ (the canvas grid, below the editor and the plugin API) imports only the kernel,
//                 web/fonts/, its own files and plugins' public entries.
// Every violation fails the check: there is no allowlist (the baseline that ratcheted the rules in emptied in
// session 19 and is gone).
//   node scripts/check-imports.mjs                   check (npm test runs this)
//   ... --all                                        print every violation (40 per rule by default)
//   ... --root <dir>                                 check another tree (tests)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root = rootArg >= 0 ? resolve(args[rootArg + 1]) : resolve(dirname(new URL(import.meta.url).pathname), '..');

const SOURCE_DIRS = ['kernel', 'plugins', 'web', 'server', 'cli'];
const RULES = ['direction', 'no-cycle', 'public-entry', 'depends-on', 'assembly', 'plugin-api', 'editor', 'grid'];
const NODE_ONLY = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
const HOST_PACKAGES = [/^react(-dom)?(\/|$)/, /^koa(-body)?(\/|$)/, /^@koa\//, /^lowdb(\/|$)/, /^@e965\/xlsx/, /^swagger-ui-dist/, /^playwright/, /^commander$/];

/** Each host's assembly files, and the files that may import them: the host's entry (and, on the server, the
 *  compute worker's runtime for the manifests: workers load no routes) and the host's other assembly file. */
const ASSEMBLY = new Map([
  ['web/plugins.ts', ['web/main.tsx']],
  ['server/plugins.ts', ['server/app.ts']],
  ['server/plugin-manifests.ts', ['server/app.ts', 'server/plugins.ts', 'server/compute/worker-runtime.ts']],
  ['cli/plugins.ts', ['cli/main.ts']],
]);
/** What the plugin-API folders may not import at run time. */
const PLUGIN_API = ['web/plugin-api/', 'server/plugin-api/'];
const HOST_INTERNALS = ['web/editor/', 'server/routes/', 'server/engine/', 'server/services/'];
/** What web/editor/ may import, besides plugins' public entries. */
const EDITOR_SEES = ['kernel/', 'web/plugin-api/', 'web/ui/', 'web/editor/', 'web/grid/index.ts'];
/** What web/grid/ may import, besides plugins' public entries: it draws cells, it knows no editor. */
const GRID_SEES = ['kernel/', 'web/fonts/', 'web/grid/'];

// ---------------------------------------------------------------------------------------------------
// Reading the tree

const posix = (path) => path.split(sep).join('/');

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mjs|js)$/.test(name) && !name.endsWith('.d.ts')) yield posix(relative(root, path));
  }
}

const files = SOURCE_DIRS
  .filter((dir) => { try { return statSync(join(root, dir)).isDirectory(); } catch { return false; } })
  .flatMap((dir) => [...sourceFiles(join(root, dir))]);
const fileSet = new Set(files);

// Static imports and re-exports (the clause is kept to tell type-only ones), side-effect imports, and
// dynamic imports (`typeof import('x')` is a type).
const STATIC = /(?:^|\n)[ \t]*(import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|\n)[ \t]*import\s*['"]([^'"]+)['"]|(\btypeof\s+)?\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Whether an import or export clause brings in types only: `import type`, `export type`, or braces whose
 *  every name is marked `type`. (TypeScript may drop more at compile time; the check reads only syntax.) */
function typeOnly(clause) {
  if (/^type\b/.test(clause)) return true;
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1].split(',').map((n) => n.trim()).filter(Boolean);
  return names.length > 0 && names.every((n) => /^type\s/.test(n));
}

function importsOf(file) {
  const found = [];
  for (const m of readFileSync(join(root, file), 'utf8').matchAll(STATIC)) {
    if (m[3] !== undefined) found.push({ spec: m[3], type: typeOnly(m[2]) });
    else if (m[4] !== undefined) found.push({ spec: m[4], type: false });
    else found.push({ spec: m[6], type: m[5] !== undefined });
  }
  return found;
}

/** The source file a relative specifier names: `x.js` is `x.ts` or `x.tsx` (or `x.js`), a folder is its index. */
function resolveSpec(file, spec) {
  const target = posix(relative(root, resolve(dirname(join(root, file)), spec)));
  const base = target.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [target, `${base}.ts`, `${base}.tsx`, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`, `${target}/index.js`];
  return { path: target, file: candidates.find((c) => fileSet.has(c)) };
}

/** Which layer a path belongs to. */
function layerOf(rel) {
  const parts = rel.split('/');
  if (parts[0] === 'kernel') return { layer: 'kernel' };
  if (parts[0] === 'plugins' && parts.length > 2) {
    const host = parts[2] === 'web' || parts[2] === 'server' ? parts[2] : 'neutral';
    return { layer: 'plugin', plugin: parts[1], host };
  }
  if (['web', 'server', 'cli'].includes(parts[0])) return { layer: parts[0], area: parts[1] };
  return { layer: 'other' };
}

/** A plugin's public entry files: its index.ts, its manifest.ts, and the index.ts of each of its direct
 *  subfolders (so web/index.ts, server/index.ts, formulas' parser/index.ts, workbook's model/index.ts). */
function publicEntry(rel) {
  return /^plugins\/[^/]+\/(index\.tsx?|manifest\.ts|[^/]+\/index\.tsx?)$/.test(rel);
}

/** Each plugin folder's manifest: its id and dependsOn, read from manifest.ts, else index.ts. */
function readManifests() {
  const manifests = new Map();
  const folders = new Set(files.filter((f) => f.startsWith('plugins/')).map((f) => f.split('/')[1]));
  for (const folder of folders) {
    const source = [`plugins/${folder}/manifest.ts`, `plugins/${folder}/index.ts`].find((f) => fileSet.has(f));
    let text = source ? readFileSync(join(root, source), 'utf8') : '';
    const start = /PluginManifest\b[^=;]*=\s*\{/.exec(text);
    if (start) text = text.slice(start.index);
    const id = /\bid:\s*['"]([^'"]+)['"]/.exec(text)?.[1];
    const dependsOn = [.../\bdependsOn:\s*\[([^\]]*)\]/.exec(text)?.[1].matchAll(/['"]([^'"]+)['"]/g) ?? []].map((m) => m[1]);
    manifests.set(folder, { id: id ?? folder, dependsOn, declared: id !== undefined, source });
  }
  const byId = new Map([...manifests.values()].map((m) => [m.id, m]));
  for (const manifest of manifests.values()) {
    const closure = new Set();
    const visit = (id) => {
      for (const dep of byId.get(id)?.dependsOn ?? []) if (!closure.has(dep)) { closure.add(dep); visit(dep); }
    };
    visit(manifest.id);
    manifest.closure = closure;
  }
  return manifests;
}

// ---------------------------------------------------------------------------------------------------
// The rules

/** Every import of every file: { from, spec, type, to (resolved source file or undefined), path }. */
const edges = files.flatMap((from) => importsOf(from).map(({ spec, type }) => {
  if (!spec.startsWith('.')) return { from, spec, type };
  const { path, file } = resolveSpec(from, spec);
  return { from, spec, type, path, to: file };
}));
const manifests = readManifests();
const violations = [];
const report = (rule, edge, why) => violations.push({ rule, file: edge.from, spec: edge.spec, why });

/** What of web/ a plugin's web part may import. */
const WEB_FOR_PLUGINS = new Set(['plugin-api', 'ui']);
/** What of server/ a plugin's server part may import. */
const SERVER_FOR_PLUGINS = new Set(['plugin-api']);

function directionViolation(from, to) {
  if (from.layer === 'kernel' && to.layer !== 'kernel' && to.layer !== 'other') return 'the kernel imports nothing above it';
  if ((from.layer === 'server' || from.layer === 'cli') && to.layer === 'plugin' && to.host === 'web') return 'a plugin web part is imported only by web/';
  if (from.layer === 'web' && to.layer === 'plugin' && to.host === 'server') return 'a plugin server part is imported only by server/ and cli/';
  if (from.layer !== 'plugin') return undefined;
  if (from.host === 'web' && to.layer === 'web' && WEB_FOR_PLUGINS.has(to.area)) return undefined;
  if (from.host === 'web' && to.layer === 'web') return 'a plugin web part imports only web/plugin-api/ and web/ui/ of web/';
  if (from.host === 'server' && to.layer === 'server' && SERVER_FOR_PLUGINS.has(to.area)) return undefined;
  if (from.host === 'server' && to.layer === 'server') return 'a plugin server part imports only server/plugin-api/ of server/';
  if (['web', 'server', 'cli'].includes(to.layer)) return `plugins never import ${to.layer}/`;
  if (to.layer === 'plugin' && to.host !== 'neutral' && to.host !== from.host) {
    return `a ${from.host === 'neutral' ? 'host-neutral' : from.host} part cannot import a ${to.host} part`;
  }
  return undefined;
}

for (const edge of edges) {
  const from = layerOf(edge.from);
  const target = edge.to ?? edge.path;
  // direction
  if (edge.path !== undefined) {
    const why = directionViolation(from, layerOf(edge.path));
    if (why) report('direction', edge, why);
  } else if ((from.layer === 'kernel' || (from.layer === 'plugin' && from.host === 'neutral'))
    && (NODE_ONLY.has(edge.spec.split('/')[0]) || NODE_ONLY.has(edge.spec) || HOST_PACKAGES.some((p) => p.test(edge.spec)))) {
    report('direction', edge, 'host-neutral code must not import host modules');
  }
  if (target === undefined) continue;
  const to = layerOf(target);
  // public-entry and depends-on: one plugin importing another
  if (from.layer === 'plugin' && to.layer === 'plugin' && from.plugin !== to.plugin) {
    if (!publicEntry(target)) {
      report('public-entry', edge, `another plugin is imported only through its public entries (plugins/${to.plugin}/index.ts, manifest.ts, <folder>/index.ts), not ${target}`);
    }
    const mine = manifests.get(from.plugin);
    const theirs = manifests.get(to.plugin);
    if (mine && theirs && !mine.closure.has(theirs.id)) {
      const declared = mine.declared ? `dependsOn of '${mine.id}' (${mine.source}) is [${mine.dependsOn.join(', ')}]` : `plugins/${from.plugin} declares no manifest`;
      report('depends-on', edge, `'${mine.id}' imports plugin '${theirs.id}', which is not in its dependsOn, directly or through them: ${declared}`);
    }
  }
  // assembly
  const entries = ASSEMBLY.get(target);
  if (entries && !entries.includes(edge.from)) {
    report('assembly', edge, `${target} is imported only by ${entries.join(', ')}`);
  }
  // plugin-api
  if (!edge.type && PLUGIN_API.some((p) => edge.from.startsWith(p))) {
    const internal = HOST_INTERNALS.find((p) => target.startsWith(p));
    if (internal) report('plugin-api', edge, `the plugin API imports nothing of ${internal} at run time (import type is allowed)`);
  }
  // editor
  if (edge.from.startsWith('web/editor/') && !EDITOR_SEES.some((p) => target.startsWith(p)) && !(to.layer === 'plugin' && publicEntry(target))) {
    report('editor', edge, `web/editor/ imports only kernel/, web/plugin-api/, web/ui/, its own files, web/grid/index.ts and plugins' public entries, not ${target}`);
  }
  // grid
  if (edge.from.startsWith('web/grid/') && !GRID_SEES.some((p) => target.startsWith(p)) && !(to.layer === 'plugin' && publicEntry(target))) {
    report('grid', edge, `web/grid/ imports only kernel/, web/fonts/, its own files and plugins' public entries, not ${target}`);
  }
}

// no-cycle: Tarjan's strongly connected components over every resolved import, types included.
{
  const next = new Map(files.map((f) => [f, new Set()]));
  for (const edge of edges) if (edge.to) next.get(edge.from).add(edge.to);
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  const onStack = new Set();
  let counter = 0;
  for (const start of files) {
    if (index.has(start)) continue;
    // Iterative depth-first search: the deepest chains are longer than a comfortable call stack.
    const work = [[start, [...next.get(start)], 0]];
    index.set(start, counter); low.set(start, counter); counter++;
    stack.push(start); onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, targets] = frame;
      if (frame[2] < targets.length) {
        const to = targets[frame[2]++];
        if (!index.has(to)) {
          index.set(to, counter); low.set(to, counter); counter++;
          stack.push(to); onStack.add(to);
          work.push([to, [...next.get(to)], 0]);
        } else if (onStack.has(to)) {
          low.set(node, Math.min(low.get(node), index.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const members = [];
        let member;
        do { member = stack.pop(); onStack.delete(member); members.push(member); } while (member !== node);
        for (const m of members) component.set(m, members);
      }
    }
  }
  for (const edge of edges) {
    if (!edge.to) continue;
    const members = component.get(edge.from);
    if (members === component.get(edge.to) && (members.length > 1 || edge.from === edge.to)) {
      report('no-cycle', edge, `this import lies on an import cycle of ${members.length} files (types included)`);
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// The verdict

const MAX_SHOWN = args.includes('--all') ? Infinity : 40;
const seen = new Set();
const distinct = violations.filter((v) => {
  const key = `${v.rule} ${v.file} -> ${v.spec}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
});
if (distinct.length) {
  console.error('Import rule violations (DESIGN.md "Import rules"):');
  for (const rule of RULES) {
    const mine = distinct.filter((v) => v.rule === rule);
    for (const v of mine.slice(0, MAX_SHOWN)) console.error(`  ${v.file}: imports '${v.spec}' [${rule}] ${v.why}`);
    if (mine.length > MAX_SHOWN) console.error(`  ... and ${mine.length - MAX_SHOWN} more [${rule}]`);
  }
  process.exit(1);
}
console.log('imports: every rule holds');
