// Reading a bundle from the cache, in plain JavaScript: `gridcast run` checks its own bundle with it before
// any TypeScript loader is loaded (cli/cli-bundle.js); the request thread's workers check theirs with it
// too (worker-bundle.ts, which also builds). Types in bundle-cache.d.ts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { taskModules } from './task-modules.js';

/** The compute worker's runtime (it exports `runTask`): the first entry of a bundle workers load. */
export const RUNTIME_ENTRY = 'server/compute/worker-runtime.ts';

/** What a bundle's manifest records of how it was built. Bump it when the build's options change. */
export const FORMAT = 1;

/** The bundle in use, in the cache folder: a folder a build wrote whole before it was named here. */
export const CURRENT = 'current.json';

/**
 * Where the bundles named `name` of the tree at `root` are kept: beside its packages, so that a bundle's
 * imports of packages resolve as its sources' do.
 * @param {string} root
 * @param {string} name
 */
export function cacheFolder(root, name) {
  return join(root, 'node_modules/.cache', name);
}

/**
 * What compute workers load: their runtime and every task module under `root`, as paths from it.
 * @param {string} root
 * @returns {string[]}
 */
export function workerEntries(root) {
  return [RUNTIME_ENTRY, ...taskModules(root)];
}

/**
 * The bundle `cacheDir` names as current when it was built from exactly these `entries` and exactly the
 * bytes `root` holds now (every bundled file's SHA-256 compared), its folder's time touched (a folder
 * unused for a day is removed by the next build); else undefined.
 * @param {string} root
 * @param {string} cacheDir
 * @param {readonly string[]} entries
 */
export async function cachedBundle(root, cacheDir, entries) {
  let key;
  let manifest;
  try {
    key = JSON.parse(await readFile(join(cacheDir, CURRENT), 'utf8')).key;
    manifest = JSON.parse(await readFile(join(cacheDir, key, 'manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
  if (manifest.format !== FORMAT || manifest.entries.join('\n') !== entries.join('\n')) return undefined;
  if (!sameSources(root, manifest.inputs)) return undefined;
  const folder = join(cacheDir, key);
  const now = new Date();
  // Only what tells a build which folders are unused: a cache this process may read but not write still serves.
  await utimes(folder, now, now).catch(() => undefined);
  return { key, folder, manifest };
}

/**
 * Read one by one, synchronously: ~30 ms of CPU for the CLI's ~820 files where reading them all at once through
 * promises took ~90 (each file a round of the thread pool and its promises); once per process.
 */
function sameSources(root, inputs) {
  for (const [path, hash] of Object.entries(inputs)) {
    try {
      if (createHash('sha256').update(readFileSync(join(root, path))).digest('hex') !== hash) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Each entry's source file URL (as `.ts`, and as `.js`, the way imports and `computeTask` name it) and its
 * bundled file's URL in `folder`.
 * @param {string} root
 * @param {string} folder
 * @param {{ readonly outputs: Readonly<Record<string, string>> }} manifest
 * @returns {Record<string, string>}
 */
export function bundledEntries(root, folder, manifest) {
  /** @type {Record<string, string>} */
  const urls = {};
  for (const [entry, output] of Object.entries(manifest.outputs)) {
    const bundled = pathToFileURL(join(folder, output)).href;
    const source = pathToFileURL(join(root, entry)).href;
    urls[source] = bundled;
    urls[source.replace(/\.ts$/, '.js')] = bundled;
  }
  return urls;
}

/**
 * What compute workers load from a bundle in the cache: its runtime and every entry by its source's URL.
 * @param {string} root
 * @param {{ readonly folder: string, readonly manifest: { readonly outputs: Readonly<Record<string, string>> } }} bundle
 * @returns {{ runtime: string, tasks: Record<string, string> }}
 */
export function workersOf(root, bundle) {
  const tasks = bundledEntries(root, bundle.folder, bundle.manifest);
  const runtime = tasks[pathToFileURL(join(root, RUNTIME_ENTRY)).href];
  if (!runtime) throw new Error(`the bundle has no ${RUNTIME_ENTRY}`);
  return { runtime, tasks };
}
