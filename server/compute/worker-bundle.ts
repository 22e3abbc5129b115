import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildWorkerBundle, RUNTIME_ENTRY, type BuiltBundle } from './worker-bundle-build.js';
import { taskModules } from './task-modules.js';

/** What a compute worker loads instead of the sources through tsx (worker.mjs). */
export interface WorkerBundle {
  /** The bundled runtime's file URL. */
  readonly runtime: string;
  /** Each task module's file URL as `computeTask` names it (`.js`; `.ts` too) and its bundled file's URL. */
  readonly tasks: Readonly<Record<string, string>>;
}

/** What the bundle's folder records: how it was built and from what. Bump FORMAT when the build's options change. */
interface Manifest extends BuiltBundle {
  readonly format: number;
  readonly entries: readonly string[];
}
const FORMAT = 1;

/** The bundle in use, in the cache folder: a folder a build wrote whole before it was named here. */
const CURRENT = 'current.json';
/** A bundle folder not used for a day is removed by the next build (a process still running from it keeps its loaded modules). */
const UNUSED_MS = 24 * 3600_000;

/**
 * The compute workers' bundle of `root`'s sources, from `cacheDir` when it holds one built from exactly
 * these sources (every file's hash compared, the task modules listed again), else built now (~1-2 s) and
 * kept there. Loading it costs a worker ~0.5 s of CPU where tsx took ~3 s. Undefined when it cannot be
 * built (a source that does not compile, a cache that cannot be written): the workers then load the
 * sources through tsx, as they did before, and `log` says why.
 */
export async function workerBundle(root: string, cacheDir: string, log: (line: string) => void): Promise<WorkerBundle | undefined> {
  const entries = [RUNTIME_ENTRY, ...taskModules(root)];
  try {
    const cached = await cachedBundle(root, cacheDir, entries);
    if (cached) return located(root, join(cacheDir, cached.key), cached.manifest);
    const { key, manifest } = await freshBundle(root, cacheDir, entries);
    return located(root, join(cacheDir, key), manifest);
  } catch (error) {
    log(`compute workers load their sources through tsx: their bundle could not be built (${(error as Error).message})`);
    return undefined;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const bundles = new Map<string, Promise<WorkerBundle | undefined>>();

/**
 * This tree's bundle, once per process: a process's workers all run the code its request thread started
 * with, even when the sources change meanwhile. `GRIDCAST_WORKER_BUNDLE=off` loads the sources through
 * tsx (to debug a worker in its sources).
 */
export function projectWorkerBundle(log: (line: string) => void): Promise<WorkerBundle | undefined> {
  if (process.env.GRIDCAST_WORKER_BUNDLE === 'off') return Promise.resolve(undefined);
  let bundle = bundles.get(ROOT);
  if (!bundle) {
    bundle = workerBundle(ROOT, join(ROOT, 'node_modules/.cache/gridcast-worker'), log);
    bundles.set(ROOT, bundle);
  }
  return bundle;
}

async function cachedBundle(root: string, cacheDir: string, entries: readonly string[]): Promise<{ key: string; manifest: Manifest } | undefined> {
  let key: string;
  let manifest: Manifest;
  try {
    key = (JSON.parse(await readFile(join(cacheDir, CURRENT), 'utf8')) as { key: string }).key;
    manifest = JSON.parse(await readFile(join(cacheDir, key, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
  if (manifest.format !== FORMAT || manifest.entries.join('\n') !== entries.join('\n')) return undefined;
  if (!(await sameSources(root, manifest.inputs))) return undefined;
  const now = new Date();
  await utimes(join(cacheDir, key), now, now);
  return { key, manifest };
}

async function sameSources(root: string, inputs: Readonly<Record<string, string>>): Promise<boolean> {
  const same = await Promise.all(Object.entries(inputs).map(async ([path, hash]) => {
    try {
      return createHash('sha256').update(await readFile(join(root, path))).digest('hex') === hash;
    } catch {
      return false;
    }
  }));
  return same.every(Boolean);
}

/**
 * Builds into a folder of its own, then names it by its sources' hash and points CURRENT at it, each by a
 * rename: a process reading the cache meanwhile (tests start servers in parallel) sees a whole bundle or none.
 */
async function freshBundle(root: string, cacheDir: string, entries: readonly string[]): Promise<{ key: string; manifest: Manifest }> {
  await mkdir(cacheDir, { recursive: true });
  const building = join(cacheDir, `building-${process.pid}-${randomUUID()}`);
  try {
    const built = await buildWorkerBundle(root, entries, building);
    const manifest: Manifest = { format: FORMAT, entries, ...built };
    await writeFile(join(building, 'manifest.json'), JSON.stringify(manifest));
    const key = keyOf(manifest);
    await rename(building, join(cacheDir, key)).catch(async (error: NodeJS.ErrnoException) => {
      // Another process built the same sources first: theirs is used.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
    const pointer = join(cacheDir, `${CURRENT}.${process.pid}-${randomUUID()}`);
    await writeFile(pointer, JSON.stringify({ key }));
    await rename(pointer, join(cacheDir, CURRENT));
    await removeUnused(cacheDir, key);
    return { key, manifest };
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

function keyOf(manifest: Manifest): string {
  const inputs = Object.entries(manifest.inputs).sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify([manifest.format, manifest.entries, inputs])).digest('hex').slice(0, 32);
}

async function removeUnused(cacheDir: string, keep: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(cacheDir)) {
    if (name === keep || name === CURRENT) continue;
    const path = join(cacheDir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && now - info.mtimeMs > UNUSED_MS) await rm(path, { recursive: true, force: true });
  }
}

function located(root: string, folder: string, manifest: Manifest): WorkerBundle {
  const tasks: Record<string, string> = {};
  for (const [entry, output] of Object.entries(manifest.outputs)) {
    const bundled = pathToFileURL(join(folder, output)).href;
    const source = pathToFileURL(join(root, entry)).href;
    tasks[source] = bundled;
    tasks[source.replace(/\.ts$/, '.js')] = bundled;
  }
  const runtime = tasks[pathToFileURL(join(root, RUNTIME_ENTRY)).href];
  if (!runtime) throw new Error(`the bundle has no ${RUNTIME_ENTRY}`);
  return { runtime, tasks };
}
