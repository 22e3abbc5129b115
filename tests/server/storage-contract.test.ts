import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CACHED_BYTES } from '../../server/storage/content-cache.js';
import type { ContentSource } from '../../server/storage/content-source.js';
import { castsOfShadow, shadowOfToken } from '../../server/storage/lookups.js';
import type { ShadowRecord } from '../../server/storage/records.js';
import type { Storage } from '../../server/storage/storage.js';
import { type StoreKind, embeddedStores, postgresStores } from '../support/stores.js';

// The storage contract: the same tests, run against every store the server can run on.
describe.each([embeddedStores(), postgresStores()])('Storage contract: $name store', (kind: StoreKind) => {
  const opened: Storage[] = [];
  beforeAll(() => kind.setUp(), 120_000);
  afterAll(async () => {
    for (const store of opened.splice(0)) await store.close().catch(() => undefined);
    await kind.tearDown();
  });

  /** A new empty store, and a way to close it and open its location again. */
  async function fresh(): Promise<{ store: Storage; reopen: () => Promise<Storage> }> {
    const location = await kind.fresh();
    let store = await location.open();
    opened.push(store);
    return {
      store,
      reopen: async () => {
        await store.close();
        opened.splice(opened.indexOf(store), 1);
        store = await location.open();
        opened.push(store);
        return store;
      },
    };
  }

  const shadow = (id: string, contentKey = 'shadow-x'): ShadowRecord => ({ id, gridId: 'g', token: `t-${id}`, name: id, gridVersionId: 'v', contentKey, revision: 0, createdAt: '', updatedAt: '' });

  it('keeps every collection, sessions (known by their id hash) included, across a reopen', async () => {
    const { store, reopen } = await fresh();
    await store.write((db) => {
      for (const idHash of ['h1', 'h2', 'h3']) db.sessions.push({ idHash, userId: 'u', createdAt: '', expiresAt: '' });
    });
    await store.write((db) => { db.sessions = db.sessions.filter((session) => session.idHash !== 'h2'); });
    expect(await (await reopen()).read((db) => db.sessions.map((session) => session.idHash))).toEqual(['h1', 'h3']);
  });

  it('keeps written records and content across a reopen', async () => {
    const { store, reopen } = await fresh();
    const key = await store.putContent('version', { hello: 'world' });
    await store.write((db) => { db.versions.push({ id: 'v', gridId: 'g', name: 'n', published: false, contentKey: key, createdAt: '', updatedAt: '' }); });
    const reopened = await reopen();
    expect(await reopened.read((db) => db.versions.map((version) => version.id))).toEqual(['v']);
    expect(await reopened.getContent(key)).toEqual({ hello: 'world' });
  });

  it('keeps order, deletions, replacements and top-level numbers across a reopen', async () => {
    const { store, reopen } = await fresh();
    await store.write((db) => {
      db.nextAccountId = 7;
      db.accounts.push({ id: 6, name: 'six', apiKeyHash: 'k6', settings: {}, createdAt: '' });
      for (const id of ['a', 'b', 'c', 'd']) db.shadows.push(shadow(id));
    });
    await store.write((db) => {
      db.shadows = db.shadows.filter((record) => record.id !== 'b');
      db.shadows.find((record) => record.id === 'c')!.name = 'renamed';
      db.shadows.push(shadow('e'));
    });
    // Moved records keep the array's order too (deliveries are rewritten this way).
    await store.write((db) => { db.shadows = [db.shadows[2], db.shadows[0], db.shadows[1], db.shadows[3]]; });
    const expected = await store.read((db) => [db.nextAccountId, db.accounts[0].id, db.shadows.map((record) => `${record.id}:${record.name}`)]);
    expect(expected).toEqual([7, 6, ['d:d', 'a:a', 'c:renamed', 'e:e']]);
    const reopened = await reopen();
    expect(await reopened.read((db) => [db.nextAccountId, db.accounts[0].id, db.shadows.map((record) => `${record.id}:${record.name}`)])).toEqual(expected);
  });

  it('stores a document from a request body as received and reads back the same document', async () => {
    const { store, reopen } = await fresh();
    const body = '{ "onlyCache": false, "shadow": {"name": "x", "input": {"a": 1}, "sheetIds": ["s1"], "stray": true, "input": {"a": 2}} }';
    const content = { input: { a: 2 }, sheetIds: ['s1'], palettesById: { p: { kept: true } } };
    const key = await store.putContent('shadow', content, { body: Buffer.from(body), path: ['shadow'], keys: ['input', 'sheetIds'], base: { palettesById: { p: { kept: true } } } });
    expect(await store.getContent(key)).toBe(content);
    await store.write((db) => { db.shadows.push(shadow('s', key)); });
    expect(await (await reopen()).getContent(key)).toEqual(content);
  });

  it('stores a document given as pieces of its text as it is, and gives that text back in chunks until it is parsed and cached', async () => {
    const { store, reopen } = await fresh();
    const text = `{"name":"é ${'x'.repeat(200_000)}","n":[1,2]}`;
    const bytes = Buffer.from(text);
    const key = await store.putContentBytes('version', (put) => {
      for (const piece of [bytes.subarray(0, 7), bytes.subarray(7, 100_003), bytes.subarray(100_003)]) put(piece);
    });
    await store.write((db) => { db.versions.push({ id: 'v', gridId: 'g', name: 'n', published: false, contentKey: key, createdAt: '', updatedAt: '' }); });
    const stored = await store.contentBytes(key);
    expect(stored?.size).toBe(bytes.length);
    // Each call reads it afresh.
    expect(Buffer.concat([...stored!.chunks()]).toString()).toBe(text);
    expect(Buffer.concat([...stored!.chunks()]).toString()).toBe(text);
    await stored!.release();
    expect(await store.getContent(key)).toEqual(JSON.parse(text));
    // Parsed (and small enough to keep parsed), the cached document answers instead.
    expect(await store.contentBytes(key)).toBeUndefined();
    const reopened = await reopen();
    const again = await reopened.contentBytes(key);
    expect(Buffer.concat([...again!.chunks()]).toString()).toBe(text);
    await again!.release();
  });

  it('gives a text it gave whole, until released, after its content is dropped and a new one put (a GET answer streaming while its template is deleted or saved)', async () => {
    const { store } = await fresh();
    const text = `{"name":"${'y'.repeat(300_000)}"}`;
    const key = await store.putContentBytes('version', (put) => put(Buffer.from(text)));
    await store.write((db) => { db.versions.push({ id: 'v', gridId: 'g', name: 'n', published: false, contentKey: key, createdAt: '', updatedAt: '' }); });
    const stored = await store.contentBytes(key);
    const firstChunk = stored!.chunks()[Symbol.iterator]().next().value as Uint8Array;
    const replacement = await store.putContentBytes('version', (put) => put(Buffer.from('{"name":"new"}')));
    await store.write((db) => { db.versions[0].contentKey = replacement; });
    await store.dropContent(key);
    await expect(store.contentBytes(key)).rejects.toThrow(/missing/);
    expect(Buffer.from(firstChunk).toString()).toBe(text.slice(0, firstChunk.byteLength));
    expect(Buffer.concat([...stored!.chunks()]).toString()).toBe(text);
    await stored!.release();
  });

  it('stores nothing when the pieces of a text fail half way', async () => {
    const { store } = await fresh();
    const before = await store.sizeBytes();
    await expect(store.putContentBytes('version', (put) => {
      put(Buffer.from('{"a":'));
      throw new Error('the writer failed');
    })).rejects.toThrow('the writer failed');
    expect(await store.sizeBytes()).toBe(before);
  });

  it('gives no own text for a layered document nor a patch, whose documents are rebuilt from their members', async () => {
    const { store, reopen } = await fresh();
    const source = (cells: string): ContentSource => ({ body: Buffer.from(`{"shadow":{"cells":"${cells}"}}`), path: ['shadow'], keys: ['cells'], base: { input: 1 } });
    const whole = await store.putContentText('shadow', source('aa'));
    const patch = await store.putContentText('shadow', source('bb'), { of: whole, at: Buffer.from(source('aa').body).indexOf('aa'), cut: 2, text: 'bb' });
    await store.write((db) => { db.shadows.push(shadow('s', whole), shadow('t', patch)); });
    const reopened = await reopen();
    expect(await reopened.contentBytes(whole)).toBeUndefined();
    expect(await reopened.contentBytes(patch)).toBeUndefined();
    expect(await reopened.getContent(patch)).toEqual({ input: 1, cells: 'bb' });
  });

  it('gives the body of a document stored whole as a layered text with no base nor path (session 10 imports) as its own text, read in place', async () => {
    const { store, reopen } = await fresh();
    const text = `{"format":"gridcast/1","name":"é ${'x'.repeat(200_000)}","sheetIds":[]}`;
    const key = await store.putContentText('version', { body: Buffer.from(text), path: [], keys: ['format', 'name', 'sheetIds'], base: {} });
    await store.write((db) => { db.versions.push({ id: 'v', gridId: 'g', name: 'n', published: false, contentKey: key, createdAt: '', updatedAt: '' }); });
    const reopened = await reopen();
    const stored = await reopened.contentBytes(key);
    expect(stored?.size).toBe(Buffer.byteLength(text));
    expect(Buffer.concat([...stored!.chunks()]).toString()).toBe(text);
    await stored!.release();
    expect(await reopened.getContent(key)).toEqual(JSON.parse(text));
  });

  it('does not keep a document parsed whose text is too large to cache', async () => {
    const { store } = await fresh();
    const big = { text: 'x'.repeat(MAX_CACHED_BYTES + 1) };
    const key = await store.putContent('version', big);
    const before = await store.contentBytes(key);
    expect(before).toBeDefined();
    await before!.release();
    expect(await store.getContent(key)).toEqual(big);
    const after = await store.contentBytes(key);
    expect(after).toBeDefined();
    await after!.release();
  });

  it('reads edits stored as patches back the same, through chains longer than a patch chain may grow, after a reopen, with replaced content dropped', async () => {
    const { store, reopen } = await fresh();
    const source = (cells: string): ContentSource => ({ body: Buffer.from(`{"shadow":{"sheetIds":["s"],"cells":"${cells}"}}`), path: ['shadow'], keys: ['sheetIds', 'cells'], base: { input: 1 } });
    let cells = 'v0-é';
    let key = await store.putContentText('shadow', source(cells));
    await store.write((db) => { db.shadows.push(shadow('s', key)); });
    for (let i = 1; i <= 40; i++) {
      const next = `v${i}-${'x'.repeat(i % 3)}`;
      const at = Buffer.from(source(cells).body).indexOf(Buffer.from(cells));
      const newKey = await store.putContentText('shadow', source(next), { of: key, at, cut: Buffer.byteLength(cells), text: next });
      await store.write((db) => { db.shadows[0].contentKey = newKey; });
      await store.dropContent(key);
      [key, cells] = [newKey, next];
      expect(await store.getContent(key)).toEqual({ input: 1, sheetIds: ['s'], cells });
    }
    expect(await (await reopen()).getContent(key)).toEqual({ input: 1, sheetIds: ['s'], cells });
  });

  it('keeps content a run not ended points at when its version moves on, through patches and a reopen, and drops it once the run lets go', async () => {
    const { store, reopen } = await fresh();
    const source = (cells: string): ContentSource => ({ body: Buffer.from(`{"template":{"cells":"${cells}"}}`), path: ['template'], keys: ['cells'], base: {} });
    const first = await store.putContentText('version', source('one'));
    const run = (id: string) => ({ id, contentKey: first, createdAt: '' });
    await store.write((db) => {
      db.versions.push({ id: 'v', gridId: 'g', name: 'n', published: false, contentKey: first, createdAt: '', updatedAt: '' });
      db.runContents.push(run('r1'), run('r2'));
    });
    // A run ends while its version still points at the content: it stays.
    await store.write((db) => { db.runContents = db.runContents.filter((held) => held.id !== 'r1'); });
    await store.dropContent(first);
    // A save stored as a patch of it, then one stored whole: each drops what it replaced, but r2 still computes `first`.
    const second = await store.putContentText('version', source('two'), { of: first, at: Buffer.from(source('one').body).indexOf('one'), cut: 3, text: 'two' });
    await store.write((db) => { db.versions[0].contentKey = second; });
    await store.dropContent(first);
    const third = await store.putContent('version', { cells: 'three' });
    await store.write((db) => { db.versions[0].contentKey = third; });
    await store.dropContent(second);
    let reopened = await reopen();
    expect(await reopened.getContent(first)).toEqual({ cells: 'one' });
    await expect(reopened.getContent(second)).rejects.toThrow(/missing/);
    // r2 ends: nothing points at `first` any more, and it goes.
    await reopened.write((db) => { db.runContents = []; });
    await reopened.dropContent(first);
    await expect(reopened.getContent(first)).rejects.toThrow(/missing/);
    reopened = await reopen();
    await expect(reopened.getContent(first)).rejects.toThrow(/missing/);
    expect(await reopened.getContent(third)).toEqual({ cells: 'three' });
  });

  it('changes nothing when a write throws', async () => {
    const { store } = await fresh();
    await expect(store.write((db) => {
      db.nextAccountId = 99;
      db.shadows.push(shadow('lost'));
      throw new Error('refused');
    })).rejects.toThrow('refused');
    expect(await store.read((db) => [db.nextAccountId, db.shadows.length])).toEqual([1, 0]);
  });

  it('serialises 100 concurrent writes without losing any', async () => {
    const { store, reopen } = await fresh();
    await Promise.all(Array.from({ length: 100 }, (_, i) => store.write((db) => {
      db.dataPresets.push({ id: `p${i}`, accountId: 1, name: `p${i}`, input: i, updatedAt: '' });
      db.nextAccountId += 1;
    })));
    const reopened = await reopen();
    expect(await reopened.read((db) => [db.dataPresets.length, db.nextAccountId])).toEqual([100, 101]);
  });

  it('keeps ids, tokens and names that look like SQL as plain text, and finds nothing with them', async () => {
    const { store, reopen } = await fresh();
    const sly = "x'); DELETE FROM gridcast_records; --";
    await store.write((db) => { db.shadows.push({ ...shadow(sly), token: `${sly}"\\`, name: "Robert'); DROP TABLE gridcast_records;--" }); });
    await store.write((db) => { db.shadows.push(shadow('plain')); });
    const reopened = await reopen();
    expect(await reopened.read((db) => db.shadows.map((record) => [record.id, record.token, record.name]))).toEqual([
      [sly, `${sly}"\\`, "Robert'); DROP TABLE gridcast_records;--"], ['plain', 't-plain', 'plain'],
    ]);
    expect(await reopened.read((db) => shadowOfToken(db.shadows, "' OR '1'='1"))).toBeUndefined();
    await expect(reopened.getContent("shadow-x' OR '1'='1")).rejects.toThrow();
  });

  it('keeps record indexes exact: a lookup after a write sees the new records, and inside a write the drafts', async () => {
    const { store } = await fresh();
    await store.write((db) => { db.shadows.push({ ...shadow('s1'), token: 't1', name: 'A' }); });
    expect(await store.read((db) => shadowOfToken(db.shadows, 't1')?.name)).toBe('A');
    await store.write((db) => {
      shadowOfToken(db.shadows, 't1')!.name = 'B';
      db.casts.push({ id: 'c1', shadowId: 's1', cast: {}, updatedAt: '' });
    });
    expect(await store.read((db) => shadowOfToken(db.shadows, 't1')?.name)).toBe('B');
    expect(await store.read((db) => castsOfShadow(db.casts, 's1').map((cast) => cast.id))).toEqual(['c1']);
    expect(await store.read((db) => shadowOfToken(db.shadows, 'none'))).toBeUndefined();
    await store.write((db) => {
      db.shadows.push({ ...shadow('s2'), token: 't2', name: 'C' });
      db.shadows = db.shadows.filter((candidate) => candidate.id !== 's1');
      shadowOfToken(db.shadows, 't2')!.name = 'D';
      expect(shadowOfToken(db.shadows, 't1')).toBeUndefined();
    });
    expect(await store.read((db) => [shadowOfToken(db.shadows, 't1'), shadowOfToken(db.shadows, 't2')?.name])).toEqual([undefined, 'D']);
  });

  it('reports its size', async () => {
    const { store } = await fresh();
    await store.putContent('version', { big: 'y'.repeat(10_000) });
    expect(await store.sizeBytes()).toBeGreaterThan(10_000);
  });
});
