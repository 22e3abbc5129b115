// `gridcast run`'s own bundle, in plain JavaScript: bin.js checks it before any TypeScript loader is loaded.
// Types in cli-bundle.d.ts.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundledEntries, cacheFolder, cachedBundle, workerEntries, workersOf } from '../server/compute/bundle-cache.js';

/** The command line's entry (it exports `main`). */
const CLI_ENTRY = 'cli/main.ts';

/**
 * The command line and its compute workers in one bundle (server/compute/worker-bundle.ts builds it, the
 * first `gridcast run` loaded through tsx): one check of its sources serves the process and its workers.
 * A bundle of its own, not the server's workers': its entries differ, and one folder's current bundle
 * would flip between the two.
 */
export const CLI_BUNDLE = { cache: 'gridcast-cli', entries: (root) => [...workerEntries(root), CLI_ENTRY] };

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The CLI's bundle when the cache holds one built from exactly the sources here (~0.1 s to check: every
 * file's hash), as the file URL of its `main` and what its workers load; else undefined (none built yet,
 * the sources changed since, `GRIDCAST_WORKER_BUNDLE=off`, or the cache unreadable), and the sources load
 * through tsx.
 * @param {string} root the tree (this one; a test's)
 * @returns {Promise<{ main: string, workers: { runtime: string, tasks: Record<string, string> } } | undefined>}
 */
export async function cachedCliBundle(root = ROOT) {
  if (process.env.GRIDCAST_WORKER_BUNDLE === 'off') return undefined;
  try {
    const bundle = await cachedBundle(root, cacheFolder(root, CLI_BUNDLE.cache), CLI_BUNDLE.entries(root));
    if (!bundle) return undefined;
    const main = bundledEntries(root, bundle.folder, bundle.manifest)[pathToFileURL(join(root, CLI_ENTRY)).href];
    return main ? { main, workers: workersOf(root, bundle) } : undefined;
  } catch {
    return undefined;
  }
}
