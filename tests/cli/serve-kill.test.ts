import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, SLOW } from './run.js';

/** A `gridcast serve` started as a supervisor starts it, and the address it says it listens on. */
interface Started {
  readonly process: ChildProcess;
  readonly url: Promise<string>;
  readonly exited: Promise<number | null>;
  readonly output: () => string;
}

function serve(dataDir: string): Started {
  const child = spawn(process.execPath, [join(ROOT, 'cli/bin.js'), 'serve', '--port', '0', '--data', dataDir], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', GRIDCAST_ADMIN_EMAIL: 'kill@example.test', GRIDCAST_ADMIN_PASSWORD: 'kill-test-password' },
  });
  let output = '';
  const url = new Promise<string>((found, failed) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (listening) found(listening[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', () => failed(new Error(`gridcast serve ended before listening:\n${output}`)));
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { process: child, url, exited, output: () => output };
}

/** The pid the data folder's lock names (the process that serves it). */
async function lockHolder(dataDir: string): Promise<number | undefined> {
  const text = await readFile(join(dataDir, 'gridcast.lock'), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as { pid: number }).pid;
}

describe('gridcast serve under a supervisor', { timeout: SLOW }, () => {
  const started: Started[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const run of started) run.process.kill('SIGKILL');
    // A server left behind by a failing run would hold its port and folder: end it too.
    for (const dir of dirs) {
      const pid = await lockHolder(dir);
      if (pid !== undefined && pid !== process.pid) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Gone already.
        }
      }
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('leaves no server behind when the started process is killed with SIGKILL: started again on the same folder, it serves', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gridcast-kill-'));
    dirs.push(dataDir);
    const first = serve(dataDir);
    started.push(first);
    const firstUrl = await first.url;
    expect((await fetch(`${firstUrl}/openapi.json`)).status).toBe(200);

    first.process.kill('SIGKILL');
    await first.exited;

    const second = serve(dataDir);
    started.push(second);
    const secondUrl = await second.url.catch((error: Error) => error.message);
    expect(secondUrl).toMatch(/^http:/);
    expect((await fetch(`${secondUrl}/openapi.json`)).status).toBe(200);
    // The first server is gone, not merely displaced: its address answers no more.
    await expect(fetch(`${firstUrl}/openapi.json`)).rejects.toThrow();
  });
});
