import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLI_BUNDLE, cachedCliBundle } from '../../cli/cli-bundle.js';
import { cacheFolder } from '../../server/compute/bundle-cache.js';
import { workerBundle } from '../../server/compute/worker-bundle.js';
import { FIXTURES, gridcast, ROOT, scratch, SLOW } from './run.js';

/** A small tree laid out as the project is: a CLI entry, a worker runtime and a task module sharing a class. */
const TREE: Readonly<Record<string, string>> = {
  'cli/main.ts': `import { Shared } from '../server/http/shared.js';
export async function main(argv: readonly string[]): Promise<number> { return new Shared().kind.length + argv.length; }`,
  'server/compute/worker-runtime.ts': `import { Shared } from '../http/shared.js';
export const runtimeShared: typeof Shared = Shared;`,
  'server/http/shared.ts': `export class Shared { readonly kind: string = 'first'; }`,
  'server/engine/answer-task.ts': `export const answer = (): number => 42;`,
};

describe('the command line\'s bundle', () => {
  let root: string;
  const lines: string[] = [];
  const build = () => workerBundle(root, cacheFolder(root, CLI_BUNDLE.cache), (line) => lines.push(line), CLI_BUNDLE.entries(root));
  const write = async (files: Readonly<Record<string, string>>) => {
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), text);
    }
  };

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'gridcast-cli-bundle-'));
    lines.length = 0;
    await write(TREE);
  });
  afterEach(async () => {
    delete process.env.GRIDCAST_WORKER_BUNDLE;
    await rm(root, { recursive: true, force: true });
  });

  it('is none until built; once built, gives the bundled main and what its workers load', async () => {
    expect(await cachedCliBundle(root)).toBeUndefined();
    const workers = await build();
    expect(lines).toEqual([]);
    const bundle = await cachedCliBundle(root);
    expect(bundle?.workers).toEqual(workers);
    expect(bundle!.main.startsWith(`file://${cacheFolder(root, CLI_BUNDLE.cache)}/`)).toBe(true);
    expect(await (await import(bundle!.main)).main(['a', 'b'])).toBe(7);
    const task = await import(bundle!.workers.tasks[`file://${join(root, 'server/engine/answer-task.js')}`]);
    expect(task.answer()).toBe(42);
  });

  it('is none once one byte of its sources changed, or a task module was added, until built again', async () => {
    await build();
    await write({ 'server/http/shared.ts': `export class Shared { readonly kind: string = 'other'; }` });
    expect(await cachedCliBundle(root)).toBeUndefined();
    await build();
    expect(await (await import((await cachedCliBundle(root))!.main)).main([])).toBe(5);
    await write({ 'server/engine/more-tasks.ts': `export const more = 1;` });
    expect(await cachedCliBundle(root)).toBeUndefined();
  });

  it('is none with GRIDCAST_WORKER_BUNDLE=off (the sources load through tsx)', async () => {
    await build();
    process.env.GRIDCAST_WORKER_BUNDLE = 'off';
    expect(await cachedCliBundle(root)).toBeUndefined();
  });
});

describe('gridcast run from its bundle', { timeout: SLOW }, () => {
  it('is what a run builds (or finds), and the bundled command answers as the sources do', async () => {
    const dir = scratch({ 'inputs.jsonl': `${[1, 2, 3].map((i) => JSON.stringify({ principal: 1200 * i, rate: 0, years: 1 })).join('\n')}\n` });
    const args = ['run', join(FIXTURES, 'loan-calculator.json'), '--inputs', join(dir, 'inputs.jsonl'), '--quiet', '--jobs', '1'];
    const fromSources = spawnSync(process.execPath, [join(ROOT, 'cli/bin.js'), ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, GRIDCAST_WORKER_BUNDLE: 'off' } });
    expect(fromSources.status).toBe(0);
    expect(gridcast(args).stdout).toBe(fromSources.stdout);
    const bundle = await cachedCliBundle();
    expect(bundle).toBeDefined();
    // The bundled command itself, as bin.js runs it, its workers from the same bundle.
    const script = `const { main } = await import(${JSON.stringify(bundle!.main)}); process.exitCode = await main(process.argv, ${JSON.stringify(bundle!.workers)});`;
    const bundled = spawnSync(process.execPath, ['--input-type=module', '-e', script, 'gridcast', ...args], { cwd: ROOT, encoding: 'utf8' });
    expect(bundled.stderr).toBe('');
    expect(bundled.stdout).toBe(fromSources.stdout);
    expect(JSON.parse(bundled.stdout.split('\n')[2]).outputs.monthlyPayment).toBe(300);
    await rm(dir, { recursive: true, force: true });
  });
});
