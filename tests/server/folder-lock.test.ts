import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderInUse } from '../../server/storage/folder-lock.js';
import { JsonFileStorage } from '../../server/storage/json-file-storage.js';
import { errorLines, gridcastAsync, SLOW } from '../cli/run.js';

const dirs: string[] = [];
async function freshDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'gridcast-lock-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('the data folder lock', { timeout: SLOW }, () => {
  it('refuses a second store on a folder that is open, and allows it once closed', async () => {
    const dir = await freshDir();
    const first = await JsonFileStorage.open(dir);
    await expect(JsonFileStorage.open(dir)).rejects.toThrow(DataFolderInUse);
    await first.close();
    expect(existsSync(join(dir, 'gridcast.lock'))).toBe(false);
    const second = await JsonFileStorage.open(dir);
    await second.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = await freshDir();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    await writeFile(join(dir, 'gridcast.lock'), JSON.stringify({ pid: gone, host: hostname() }));
    const store = await JsonFileStorage.open(dir);
    await store.close();
  });

  it('makes a second `gridcast serve` on a served folder exit with code 2 and one line', async () => {
    const dir = await freshDir();
    const first = await JsonFileStorage.open(dir);
    try {
      const second = await gridcastAsync(['serve', '--port', '0', '--data', dir]);
      expect(second.code).toBe(2);
      const lines = errorLines(second.stderr);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^gridcast: ${dir} is in use by another Gridcast process \\(pid ${process.pid} `));
      expect(second.stdout).toBe('');
    } finally {
      await first.close();
    }
  });
});
