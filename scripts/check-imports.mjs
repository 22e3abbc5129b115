// Enforces DESIGN.md's import direction by resolving every import of the source tree:
//   kernel <- plugins/*/ (host-neutral) <- plugins/*/{web,server} <- web, server, cli
// A plugin's web part is assembled only by web/, and of web/ it sees only the contract it contributes
// through (web/plugin-api/) and the design system (web/ui/); a server part is assembled by server/ or cli/
// and of server/ sees only the contract it contributes through (server/plugin-api/).
// Host-neutral code (kernel/, plugins/<id>/ outside web/ and server/) imports no React, DOM-only,
// Koa or Node-only module, so the same engine runs in the browser, the server and the CLI.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? resolve(process.argv[rootArg + 1]) : resolve(dirname(new URL(import.meta.url).pathname), '..');
const NODE_ONLY = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
const HOST_PACKAGES = [/^react(-dom)?(\/|$)/, /^koa(-body)?(\/|$)/, /^@koa\//, /^lowdb(\/|$)/, /^@e965\/xlsx/, /^swagger-ui-dist/, /^playwright/, /^commander$/];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Which layer a file belongs to, from its path relative to the repo. */
function layerOf(rel) {
  const parts = rel.split(sep);
  if (parts[0] === 'kernel') return { layer: 'kernel' };
  if (parts[0] === 'plugins') {
    const host = parts[2] === 'web' || parts[2] === 'server' ? parts[2] : 'neutral';
    return { layer: 'plugin', plugin: parts[1], host };
  }
  if (['web', 'server', 'cli'].includes(parts[0])) return { layer: parts[0], area: parts[1] };
  return { layer: 'other' };
}

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mjs|js)$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

function violations(file) {
  const rel = relative(root, file);
  const from = layerOf(rel);
  if (from.layer === 'other') return [];
  const hostNeutral = from.layer === 'kernel' || (from.layer === 'plugin' && from.host === 'neutral');
  const found = [];
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (spec.startsWith('.')) {
      const to = layerOf(relative(root, resolve(dirname(file), spec)));
      const why = relativeViolation(from, to);
      if (why) found.push(`${rel}: imports '${spec}' (${why})`);
    } else if (hostNeutral && (NODE_ONLY.has(spec.split('/')[0]) || NODE_ONLY.has(spec) || HOST_PACKAGES.some((p) => p.test(spec)))) {
      found.push(`${rel}: imports '${spec}' (host-neutral code must not import host modules)`);
    }
  }
  return found;
}

/** What of web/ a plugin's web part may import. */
const WEB_FOR_PLUGINS = new Set(['plugin-api', 'ui']);
/** What of server/ a plugin's server part may import. */
const SERVER_FOR_PLUGINS = new Set(['plugin-api']);

function relativeViolation(from, to) {
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

const problems = ['kernel', 'plugins', 'web', 'server', 'cli']
  .map((dir) => join(root, dir))
  .filter((dir) => { try { return statSync(dir).isDirectory(); } catch { return false; } })
  .flatMap((dir) => [...sourceFiles(dir)].flatMap(violations));
if (problems.length) {
  console.error(`Import direction violations (DESIGN.md "Layout"):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('imports: direction respected');
