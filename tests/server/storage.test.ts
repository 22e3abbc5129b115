import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupCommit } from '../../server/storage/group-commit.js';
import { JsonFileStorage } from '../../server/storage/json-file-storage.js';
import { castsOfShadow, shadowOfToken } from '../../server/storage/lookups.js';

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

describe('JsonFileStorage', () => {
  it('keeps written records and content across a reopen', async () => {
    const dir = await freshDir();
    const store = await JsonFileStorage.open(dir);
    const key = await store.putContent('version', { hello: 'world' });
    await store.write((db) => { db.versions.push({ id: 'v', gridId: 'g', name: 'n', published: false, contentKey: key, createdAt: '', updatedAt: '' }); });
    await store.close();
    const reopened = await JsonFileStorage.open(dir);
    expect(await reopened.read((db) => db.versions.map((version) => version.id))).toEqual(['v']);
    expect(await reopened.getContent(key)).toEqual({ hello: 'world' });
  });

  it('stores a document from a request body as received and reads back the same document', async () => {
    const dir = await freshDir();
    const store = await JsonFileStorage.open(dir);
    const body = '{ "onlyCache": false, "shadow": {"name": "x", "input": {"a": 1}, "sheetIds": ["s1"], "stray": true, "input": {"a": 2}} }';
    const content = { input: { a: 2 }, sheetIds: ['s1'], palettesById: { p: { kept: true } } };
    const key = await store.putContent('shadow', content, { body: Buffer.from(body), path: ['shadow'], keys: ['input', 'sheetIds'], base: { palettesById: { p: { kept: true } } } });
    expect(await store.getContent(key)).toBe(content);
    await store.write((db) => { db.shadows.push({ id: 's', gridId: 'g', token: 't', name: 'x', gridVersionId: 'v', contentKey: key, revision: 0, createdAt: '', updatedAt: '' }); });
    await store.close();
    expect(await (await JsonFileStorage.open(dir)).getContent(key)).toEqual(content);
  });

  it('changes nothing when a write throws', async () => {
    const store = await JsonFileStorage.open(await freshDir());
    await expect(store.write((db) => {
      db.nextAccountId = 99;
      throw new Error('refused');
    })).rejects.toThrow('refused');
    expect(await store.read((db) => db.nextAccountId)).toBe(1);
  });

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

  it('serialises 100 concurrent writes without losing any', async () => {
    const dir = await freshDir();
    const store = await JsonFileStorage.open(dir);
    await Promise.all(Array.from({ length: 100 }, (_, i) => store.write((db) => {
      db.dataPresets.push({ id: `p${i}`, accountId: 1, name: `p${i}`, input: i, updatedAt: '' });
    })));
    await store.close();
    const reopened = await JsonFileStorage.open(dir);
    expect(await reopened.read((db) => db.dataPresets.length)).toBe(100);
    await reopened.close();
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

describe('record indexes', () => {
  it('follow writes: a lookup after a write sees the new records, and inside a write the drafts', async () => {
    const storage = await JsonFileStorage.open(await freshDir());
    const shadow = { id: 's1', gridId: 'g1', token: 't1', name: 'A', gridVersionId: 'v1', contentKey: 'shadow-x', revision: 0, createdAt: '', updatedAt: '' };
    await storage.write((db) => { db.shadows.push(shadow); });
    expect(await storage.read((db) => shadowOfToken(db.shadows, 't1')?.name)).toBe('A');
    await storage.write((db) => {
      const draft = shadowOfToken(db.shadows, 't1')!;
      draft.name = 'B';
      db.casts.push({ id: 'c1', shadowId: 's1', cast: {}, updatedAt: '' });
    });
    expect(await storage.read((db) => shadowOfToken(db.shadows, 't1')?.name)).toBe('B');
    expect(await storage.read((db) => castsOfShadow(db.casts, 's1').map((cast) => cast.id))).toEqual(['c1']);
    expect(await storage.read((db) => shadowOfToken(db.shadows, 'none'))).toBeUndefined();
    // Records moved or replaced inside a write are still found, as drafts.
    await storage.write((db) => {
      db.shadows.push({ ...shadow, id: 's2', token: 't2', name: 'C' });
      db.shadows = db.shadows.filter((candidate) => candidate.id !== 's1');
      shadowOfToken(db.shadows, 't2')!.name = 'D';
      expect(shadowOfToken(db.shadows, 't1')).toBeUndefined();
    });
    expect(await storage.read((db) => [shadowOfToken(db.shadows, 't1'), shadowOfToken(db.shadows, 't2')?.name])).toEqual([undefined, 'D']);
    await storage.close();
  });
});
