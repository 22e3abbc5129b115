import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentChains } from '../../server/storage/content-chains.js';
import type { ContentSource } from '../../server/storage/content-source.js';
import { JsonFileStorage } from '../../server/storage/json-file-storage.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function openStore(dir?: string): Promise<{ dir: string; store: JsonFileStorage }> {
  const at = dir ?? await mkdtemp(join(tmpdir(), 'gridcast-patches-'));
  if (!dir) dirs.push(at);
  return { dir: at, store: await JsonFileStorage.open(at) };
}

/** A save body whose `cells` member is `value`, stored over a base holding the input. */
function source(value: string, input: string | number = 1): ContentSource {
  return { body: Buffer.from(`{"shadow":{"sheetIds":["s"],"cells":"${value}"}}`), path: ['shadow'], keys: ['sheetIds', 'cells'], base: { input } };
}

/** The body edit that turns `from`'s cells into `to`. */
function edit(of: string, from: string, to: string) {
  const at = Buffer.from(source(from).body).indexOf(from);
  return { of, at, cut: Buffer.byteLength(from), text: to };
}

async function pointAt(store: JsonFileStorage, key: string): Promise<void> {
  await store.write((db) => {
    db.shadows = [{ id: 's', gridId: 'g', token: 't', name: 'x', gridVersionId: 'v', contentKey: key, revision: 0, createdAt: '', updatedAt: '' }];
  });
}

const contentFiles = async (dir: string) => (await readdir(join(dir, 'content'))).sort();

describe('ContentChains', () => {
  it('keeps a released key while patches read through it, and lets it go with the last one', () => {
    const chains = new ContentChains();
    chains.addPatch('p1', 'whole');
    chains.addPatch('p2', 'p1');
    expect(chains.depth('p2')).toBe(2);
    expect(chains.release('whole')).toEqual([]);
    expect(chains.release('p1')).toEqual([]);
    expect(chains.release('p2')).toEqual([{ key: 'p2', patch: true }, { key: 'p1', patch: true }, { key: 'whole', patch: false }]);
  });

  it('keeps only what the records need, with the bases of their patches, on open', () => {
    const chains = new ContentChains();
    chains.addPatches(new Map([['p2', 'p1'], ['p1', 'whole'], ['stray', 'whole']]));
    expect([...chains.keepOnly(new Set(['p2']))].sort()).toEqual(['p1', 'p2', 'whole']);
    // The bases only p2 needed go when it does.
    expect(chains.release('p2').map((gone) => gone.key)).toEqual(['p2', 'p1', 'whole']);
  });
});

describe('JsonFileStorage patches', () => {
  it('stores an edited body as a patch of the content it edits, read back the same before and after a reopen', async () => {
    const { dir, store } = await openStore();
    // Offsets are in bytes: the stored text before the body holds a two-byte "ë", the edit a longer text.
    const first = await store.putContentText('shadow', source('aaaa', 'Zoë'));
    await pointAt(store, first);
    const second = await store.putContentText('shadow', source('bébé', 'Zoë'), edit(first, 'aaaa', 'bébé'));
    await pointAt(store, second);
    await store.dropContent(first);
    expect(await store.getContent(second)).toEqual({ input: 'Zoë', sheetIds: ['s'], cells: 'bébé' });
    // One whole file (the first, kept for the patch) and one log: no file per save.
    expect((await contentFiles(dir)).filter((name) => name.endsWith('.json'))).toEqual([`${first}.json`]);
    expect((await contentFiles(dir)).filter((name) => name.endsWith('.log'))).toHaveLength(1);
    await store.close();
    const { store: reopened } = await openStore(dir);
    expect(await reopened.getContent(second)).toEqual({ input: 'Zoë', sheetIds: ['s'], cells: 'bébé' });
    await reopened.close();
  });

  it('writes the whole text when the other fields changed, and every 16 patches', async () => {
    const { dir, store } = await openStore();
    let key = await store.putContentText('shadow', source('0000'));
    await pointAt(store, key);
    const wholeFiles = async () => (await contentFiles(dir)).filter((name) => name.endsWith('.json')).length;
    for (let i = 1; i <= 17; i++) {
      const next = await store.putContentText('shadow', source(String(i).padStart(4, '0')), edit(key, String(i - 1).padStart(4, '0'), String(i).padStart(4, '0')));
      // Saves 1 to 16 are patches (keys that name a place in a log); the 17th is whole again.
      expect(next, `save ${i}`).toMatch(i <= 16 ? /^shadow-log\d+-\d+-\d+$/ : /^shadow-[0-9a-f-]{36}$/);
      await pointAt(store, next);
      await store.dropContent(key);
      key = next;
    }
    expect(await store.getContent(key)).toEqual({ input: 1, sheetIds: ['s'], cells: '0017' });
    // The 17th went whole, and the first chain went with the key that ended it.
    expect(await wholeFiles()).toBe(1);
    const otherInput = await store.putContentText('shadow', source('0018', 2), edit(key, '0017', '0018'));
    expect(await store.getContent(otherInput)).toEqual({ input: 2, sheetIds: ['s'], cells: '0018' });
    expect(await wholeFiles()).toBe(2);
    await store.close();
  });

  it('removes on open the logs and files of saves never acknowledged', async () => {
    const { dir, store } = await openStore();
    const first = await store.putContentText('shadow', source('aaaa'));
    await pointAt(store, first);
    await store.putContentText('shadow', source('bbbb'), edit(first, 'aaaa', 'bbbb'));
    await store.close();
    await openStore(dir);
    expect(await contentFiles(dir)).toEqual([`${first}.json`]);
  });
});
