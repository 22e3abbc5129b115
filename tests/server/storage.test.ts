import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupCommit } from '../../server/storage/group-commit.js';
import { JsonFileStorage } from '../../server/storage/json-file-storage.js';

const dirs: string[] = [];
async function freshDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'gridcast-store-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('GroupCommit', () => {
  it('never overlaps writes and lets concurrent commits share one', async () => {
    let running = 0;
    let writes = 0;
    const commits = new GroupCommit(async () => {
      running++;
      expect(running).toBe(1);
      await new Promise((done) => setTimeout(done, 5));
      writes++;
      running--;
    });
    await Promise.all(Array.from({ length: 50 }, () => commits.commit()));
    expect(writes).toBeLessThanOrEqual(3);
  });

  it('rejects the waiting commits when the write fails, and recovers', async () => {
    let fail = true;
    const commits = new GroupCommit(async () => {
      if (fail) throw new Error('disk full');
    });
    await expect(commits.commit()).rejects.toThrow('disk full');
    fail = false;
    await expect(commits.commit()).resolves.toBeUndefined();
  });
});

// What every store must do is in storage-contract.test.ts; this is what is particular to the embedded one.
describe('JsonFileStorage', () => {
  it('removes content no record points at (saves never acknowledged) and temporary files on open', async () => {
    const dir = await freshDir();
    const store = await JsonFileStorage.open(dir);
    const orphan = await store.putContent('shadow', { x: 1 });
    await store.close();
    await writeFile(join(dir, 'content', '.leftover.tmp'), 'partial');
    await JsonFileStorage.open(dir);
    expect(existsSync(join(dir, 'content', `${orphan}.json`))).toBe(false);
    expect(await readdir(join(dir, 'content'))).toEqual([]);
  });
});

describe('JsonFileStorage with an older file', () => {
  it('opens a store written before some collections existed', async () => {
    const dir = await freshDir();
    await writeFile(join(dir, 'gridcast.json'), JSON.stringify({ schema: 1, nextAccountId: 3, accounts: [], users: [] }));
    const store = await JsonFileStorage.open(dir);
    expect(await store.read((db) => [db.nextAccountId, db.webhooks.length, db.deliveries.length])).toEqual([3, 0, 0]);
  });
});
