import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { workerBundle, type WorkerBundle } from '../../../server/compute/worker-bundle.js';

/** A small tree laid out as the project is: a runtime and task modules sharing a class, and one module finding a file beside it. */
const TREE: Readonly<Record<string, string>> = {
  'server/compute/worker-runtime.ts': `import { Shared } from '../http/shared.js';
export const runtimeShared: typeof Shared = Shared;`,
  'server/http/shared.ts': `export class Shared { readonly kind: string = 'first'; }`,
  'server/engine/answer-task.ts': `import { Shared } from '../http/shared.js';
export function answer(): Shared { return new Shared(); }
export const here: string = new URL('./beside.txt', import.meta.url).href;`,
  'plugins/thing/server/thing-tasks.ts': `export const thing = (n: number): number => n * 2;`,
  'plugins/thing/server/helper.ts': `export const notATask = 1;`,
};

let root: string;
let cache: string;
let lines: string[];
const log = (line: string): void => { lines.push(line); };

async function write(files: Readonly<Record<string, string>>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

const sourceUrl = (path: string): string => pathToFileURL(join(root, path)).href;

async function bundled(): Promise<WorkerBundle> {
  const bundle = await workerBundle(root, cache, log);
  if (!bundle) throw new Error(`no bundle: ${lines.join('; ')}`);
  return bundle;
}

/** The bundles in the cache (their folders). */
async function bundleFolders(): Promise<string[]> {
  return (await readdir(cache)).filter((name) => /^[0-9a-f]{32}$/.test(name));
}

describe('the compute workers\' bundle', () => {
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'gridcast-bundle-'));
    cache = join(root, 'cache');
    lines = [];
    await write(TREE);
  });
  afterEach(async () => { await rm(root, { recursive: true, force: true }); });

  it('bundles the runtime and every task module (named *-task.ts or *-tasks.ts), sharing one copy of their common classes', async () => {
    const bundle = await bundled();
    expect(Object.keys(bundle.tasks).sort()).toEqual([
      'plugins/thing/server/thing-tasks.js', 'plugins/thing/server/thing-tasks.ts',
      'server/compute/worker-runtime.js', 'server/compute/worker-runtime.ts',
      'server/engine/answer-task.js', 'server/engine/answer-task.ts',
    ].map(sourceUrl).sort());
    expect(bundle.runtime).toBe(bundle.tasks[sourceUrl('server/compute/worker-runtime.js')]);
    const runtime = await import(bundle.runtime);
    const task = await import(bundle.tasks[sourceUrl('server/engine/answer-task.js')]);
    expect(task.answer()).toBeInstanceOf(runtime.runtimeShared);
    // A module's own location is its source's, not its chunk's.
    expect(task.here).toBe(sourceUrl('server/engine/beside.txt'));
    expect((await import(bundle.tasks[sourceUrl('plugins/thing/server/thing-tasks.js')])).thing(21)).toBe(42);
    expect(lines).toEqual([]);
  });

  it('is used again while its sources are unchanged, and built again when one byte of one changes', async () => {
    const first = await bundled();
    expect(await bundled()).toEqual(first);
    expect(await bundleFolders()).toHaveLength(1);

    // Same size, same place: only the content tells.
    await write({ 'server/http/shared.ts': `export class Shared { readonly kind: string = 'other'; }` });
    const second = await bundled();
    expect(second.runtime).not.toBe(first.runtime);
    const task = await import(second.tasks[sourceUrl('server/engine/answer-task.js')]);
    expect(task.answer().kind).toBe('other');
    expect(await bundleFolders()).toHaveLength(2);
  });

  it('is built again when a task module is added', async () => {
    await bundled();
    await write({ 'server/engine/more-tasks.ts': `export const more = (): string => 'more';` });
    const bundle = await bundled();
    expect((await import(bundle.tasks[sourceUrl('server/engine/more-tasks.js')])).more()).toBe('more');
  });

  it('gives way to the sources (undefined, and says why) when they do not build, and keeps the bundle it had', async () => {
    const first = await bundled();
    const current = await readFile(join(cache, 'current.json'), 'utf8');
    await write({ 'server/http/shared.ts': `export class Shared { readonly kind: string = ; }` });
    expect(await workerBundle(root, cache, log)).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^compute workers load their sources through tsx: their bundle could not be built \(.*Unexpected ";"/s);
    expect(await readFile(join(cache, 'current.json'), 'utf8')).toBe(current);
    expect((await readdir(cache)).filter((name) => name.startsWith('building-'))).toEqual([]);
    await write(TREE);
    expect(await bundled()).toEqual(first);
  });

  it('is built once whole when several processes ask at once', async () => {
    const bundles = await Promise.all([workerBundle(root, cache, log), workerBundle(root, cache, log), workerBundle(root, cache, log)]);
    expect(lines).toEqual([]);
    expect(new Set(bundles.map((bundle) => bundle?.runtime)).size).toBe(1);
    expect(await bundleFolders()).toHaveLength(1);
    expect((await readdir(cache)).filter((name) => name.startsWith('building-'))).toEqual([]);
    const task = await import(bundles[0]!.tasks[sourceUrl('server/engine/answer-task.js')]);
    expect(task.answer().kind).toBe('first');
  });
});
