import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader, Plugin } from 'esbuild';
import type { Manifest } from './bundle-cache.js';

/** What a build gives its manifest (bundle-cache.d.ts): each entry's bundled file, and every source file's hash. */
export type BuiltBundle = Pick<Manifest, 'outputs' | 'inputs'>;

const LOADERS: Readonly<Record<string, Loader>> = {
  '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx', '.json': 'json',
};

/**
 * Bundles `entries` (paths from `root`) into `outdir` as ES modules that share their common code in chunks,
 * so a class the runtime and a task module both use (HttpError, MissingContent, Transferring) is one class,
 * as it is when each module is loaded on its own. Packages stay imports (Node loads them as it would), so
 * only the project's TypeScript is compiled ahead. Throws esbuild's errors when the sources do not build.
 */
export async function buildWorkerBundle(root: string, entries: readonly string[], outdir: string): Promise<BuiltBundle> {
  const { build } = await import('esbuild');
  const inputs: Record<string, string> = {};
  const result = await build({
    absWorkingDir: root, entryPoints: [...entries], outdir, outbase: '.', entryNames: '[dir]/[name]', chunkNames: 'chunks/[name]-[hash]',
    bundle: true, splitting: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external',
    // Stack traces of a task's internal errors (logged by the request thread) name the sources' lines (worker.mjs).
    sourcemap: 'linked', metafile: true, logLevel: 'silent', plugins: [sourcesAsRead(root, inputs)],
  });
  const outputs: Record<string, string> = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (output.entryPoint) outputs[posix(output.entryPoint)] = posix(relative(outdir, join(root, file)));
  }
  return { outputs, inputs };
}

/**
 * Reads each source file for esbuild, noting its hash (what the cache compares: the bytes bundled, not
 * those on disk a moment later) and giving it its own location: `import.meta.url` (and `.dirname`,
 * `.filename`) would else be the chunk's, and a module finds files beside it by them (the user-function
 * sandbox's worker script).
 */
function sourcesAsRead(root: string, inputs: Record<string, string>): Plugin {
  return {
    name: 'gridcast-sources',
    setup(build) {
      build.onLoad({ filter: /.*/, namespace: 'file' }, async ({ path }) => {
        const loader = LOADERS[extname(path)];
        if (!loader) throw new Error(`the worker bundle cannot hold ${path}: not a script or JSON`);
        const bytes = await readFile(path);
        inputs[posix(relative(root, path))] = createHash('sha256').update(bytes).digest('hex');
        return { contents: withOwnLocation(bytes.toString('utf8'), path), loader };
      });
    },
  };
}

function withOwnLocation(text: string, path: string): string {
  const own: Readonly<Record<string, string>> = { url: pathToFileURL(path).href, filename: path, dirname: join(path, '..') };
  return text.replace(/\bimport\.meta\.(url|filename|dirname)\b/g, (_match, field: string) => JSON.stringify(own[field]));
}

function posix(path: string): string {
  return path.split(sep).join('/');
}
