import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE_FLAGS } from '../../cli/node-flags.js';

const run = promisify(execFile);

/** Packages no request may need, which the server loads on first use instead of at start-up (each 1-80 MB). */
// rxjs loads at start since the live channel's rooms run a kernel (issue 36).
const LOADED_ON_USE = ['d3', 'exceljs', '@e965/xlsx', 'playwright-core', 'pg', 'pg-boss', 'swagger-ui-dist'];

function packageOf(url: string): string | undefined {
  const path = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
  return path ? path[1] : undefined;
}

describe('server start-up', () => {
  let dir: string;
  let loaded: string[];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gridcast-start-up-'));
    const file = join(dir, 'resolved.txt');
    // A process of its own, started as `gridcast serve` starts the server, that lists every module it resolves.
    const script = `
      import { register } from 'node:module';
      register(${JSON.stringify(pathToFileURL(join(import.meta.dirname, '../support/resolved-modules-hook.mjs')).href)}, { data: { file: ${JSON.stringify(file)} } });
      const { startServer } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, '../../server/main.ts')).href)});
      const running = await startServer({ port: 0, dataDir: ${JSON.stringify(join(dir, 'data'))}, print: () => undefined, log: () => undefined,
        env: { GRIDCAST_ADMIN_EMAIL: 'start@example.test', GRIDCAST_ADMIN_PASSWORD: 'start-up-password' } });
      await running.close();`;
    await run(process.execPath, [...NODE_FLAGS, '--import', 'tsx', '--input-type=module', '-e', script], { cwd: join(import.meta.dirname, '../..') });
    loaded = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
  }, 120_000);
  afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

  it('loads the server (its plugins\' manifests, the engine, the routes) and none of the packages a request may never need', () => {
    expect(loaded.some((url) => url.endsWith('/server/app.ts'))).toBe(true);
    expect(loaded.some((url) => url.endsWith('/plugins/charts/manifest.ts'))).toBe(true);
    const packages = new Set(loaded.map(packageOf));
    expect(packages.has('koa')).toBe(true);
    expect(LOADED_ON_USE.filter((name) => packages.has(name))).toEqual([]);
    expect([...packages].filter((name) => name?.startsWith('d3-'))).toEqual([]);
  });

  it('loads two modules of date-fns, not its index (all of it)', () => {
    const dateModules = loaded.filter((url) => packageOf(url) === 'date-fns');
    expect(dateModules.some((url) => url.endsWith('/date-fns/parse.js'))).toBe(true);
    expect(dateModules.some((url) => url.endsWith('/date-fns/index.js'))).toBe(false);
  });
});
