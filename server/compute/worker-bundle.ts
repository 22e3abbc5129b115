import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheFolder, cachedBundle, CURRENT, FORMAT, workerEntries, workersOf, type CachedBundle, type Manifest } from './bundle-cache.js';
import { buildWorkerBundle } from './worker-bundle-build.js';

/** What a compute worker loads instead of the sources through tsx (worker.mjs). */
export interface WorkerBundle {
  /** The bundled runtime's file URL. */
  readonly runtime: string;
  /** Each task module's file URL as `computeTask` names it (`.js`; `.ts` too) and its bundled file's URL. */
  readonly tasks: Readonly<Record<string, string>>;
}

/** A bundle of the project: its folder under node_modules/.cache and its entries (the workers' first, then any other). */
export interface BundleKind {
  readonly cache: string;
  readonly entries: (root: string) => string[];
}

/** The compute workers' bundle: their runtime and task modules. */
export const WORKERS: BundleKind = { cache: 'gridcast-worker', entries: workerEntries };

/** A bundle folder not used for a day is removed by the next build (a process still running from it keeps its loaded modules). */
const UNUSED_MS = 24 * 3600_000;

/**
 * The compute workers' bundle of `root`'s sources, from `cacheDir` when it holds one built from exactly
 * these sources (every file's hash compared, the task modules listed again), else built now (~1-2 s) and
 * kept there. Loading it costs a worker ~0.5 s of CPU where tsx took ~3 s. Undefined when it cannot be
 * built (a source that does not compile, a cache that cannot be written): the workers then load the
 * sources through tsx, as they did before, and `log` says why. `entries` may hold more than the workers'
 * (the CLI's own entry: cli/cli-bundle.js), which they never load.
 */
export async function workerBundle(
  root: string, cacheDir: string, log: (line: string) => void, entries: readonly string[] = workerEntries(root),
): Promise<WorkerBundle | undefined> {
  try {
    return workersOf(root, (await cachedBundle(root, cacheDir, entries)) ?? (await freshBundle(root, cacheDir, entries)));
  } catch (error) {
    log(`compute workers load their sources through tsx: their bundle could not be built (${(error as Error).message})`);
    return undefined;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const bundles = new Map<string, Promise<WorkerBundle | undefined>>();

/**
 * This tree's bundle of `kind`, once per process: a process's workers all run the code its request thread
 * started with, even when the sources change meanwhile. `GRIDCAST_WORKER_BUNDLE=off` loads the sources
 * through tsx (to debug a worker in its sources).
 */
export function projectWorkerBundle(log: (line: string) => void, kind: BundleKind = WORKERS): Promise<WorkerBundle | undefined> {
  if (process.env.GRIDCAST_WORKER_BUNDLE === 'off') return Promise.resolve(undefined);
  let bundle = bundles.get(kind.cache);
  if (!bundle) {
    bundle = workerBundle(ROOT, cacheFolder(ROOT, kind.cache), log, kind.entries(ROOT));
    bundles.set(kind.cache, bundle);
  }
  return bundle;
}

/**
 * Builds into a folder of its own, then names it by its sources' hash and points CURRENT at it, each by a
 * rename: a process reading the cache meanwhile (tests start servers in parallel) sees a whole bundle or none.
 */
async function freshBundle(root: string, cacheDir: string, entries: readonly string[]): Promise<CachedBundle> {
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
    return { key, folder: join(cacheDir, key), manifest };
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
