import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, type TestServer, startCluster, testServer } from '../../scripts/postgres-cluster.js';
import { ContentMissingError } from '../../server/storage/content-missing.js';
import { StoreLocationError, openStore } from '../../server/storage/open-store.js';
import { MIGRATIONS } from '../../server/storage/postgres/migrations.js';
import { PostgresStorage } from '../../server/storage/postgres/postgres-storage.js';
import type { ShadowRecord } from '../../server/storage/records.js';
import { StorageUnavailableError } from '../../server/storage/unavailable.js';

// What only a store shared by several processes must do; what every store does is in storage-contract.test.ts.
// Two PostgresStorage instances on one database stand for two server processes.
describe('PostgresStorage shared by several processes', () => {
  let server: TestServer;
  const opened: PostgresStorage[] = [];
  beforeAll(async () => { server = await testServer(); }, 120_000);
  afterAll(async () => {
    for (const store of opened) await store.close().catch(() => undefined);
    server.done();
  });

  async function pair(): Promise<[PostgresStorage, PostgresStorage, string]> {
    const url = await server.newDatabase();
    const stores = await Promise.all([PostgresStorage.open(url, { log: () => undefined }), PostgresStorage.open(url, { log: () => undefined })]);
    opened.push(...stores);
    return [stores[0], stores[1], url];
  }

  const shadow = (id: string): ShadowRecord => ({ id, gridId: 'g', token: `t-${id}`, name: id, gridVersionId: 'v', contentKey: 'shadow-x', revision: 0, createdAt: '', updatedAt: 'u0' });

  it('migrates once when two processes start together on an empty database', async () => {
    const [, , url] = await pair();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('SELECT version FROM gridcast_migrations ORDER BY version');
    await client.end();
    expect(rows.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version));
  });

  it('reads a write made through one process back through the other at once', async () => {
    const [a, b] = await pair();
    await a.write((db) => { db.shadows.push(shadow('s')); });
    for (let revision = 1; revision <= 20; revision++) {
      const [writer, reader] = revision % 2 ? [a, b] : [b, a];
      await writer.write((db) => { db.shadows[0].revision = revision; });
      expect(await reader.read((db) => db.shadows[0].revision)).toBe(revision);
    }
    await b.write((db) => { db.shadows = []; });
    expect(await a.read((db) => db.shadows.length)).toBe(0);
  });

  it('still reads the other process\'s writes after a write of its own was refused or changed nothing', async () => {
    const [a, b] = await pair();
    const preset = (name: string) => ({ id: name, accountId: 1, name, input: null, updatedAt: '' });
    await b.write((db) => { db.dataPresets.push(preset('p1')); });
    await expect(a.write(() => { throw new Error('refused'); })).rejects.toThrow('refused');
    await b.write((db) => { db.dataPresets.push(preset('p2')); });
    await a.write(() => undefined);
    await b.write((db) => { db.dataPresets.push(preset('p3')); });
    expect(await a.read((db) => db.dataPresets.map((record) => record.name))).toEqual(['p1', 'p2', 'p3']);
  });

  it('lets the reads of one request share the look it arrived with, never hiding what was committed before it', async () => {
    const [a, b] = await pair();
    const preset = (name: string) => ({ id: name, accountId: 1, name, input: null, updatedAt: '' });
    const held = a.requestReads.storage;
    const names = () => held.read((db) => db.dataPresets.map((record) => record.name));
    await b.write((db) => { db.dataPresets.push(preset('p1')); });
    await a.requestReads.arrive();
    expect(await names()).toEqual(['p1']);
    await b.write((db) => { db.dataPresets.push(preset('p2')); });
    // Committed while the request runs: its reads answer from what this process held.
    expect(await names()).toEqual(['p1']);
    // Its own write runs on the latest records, and its reads see it.
    await held.write((db) => { db.dataPresets.push(preset('p3')); });
    expect(await names()).toEqual(['p1', 'p2', 'p3']);
    await b.write((db) => { db.dataPresets.push(preset('p4')); });
    await a.requestReads.arrive();
    expect(await names()).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('shows every request a write acknowledged through the other process before it arrived, while other requests keep arriving', async () => {
    const [a, b] = await pair();
    await a.write((db) => { db.shadows.push(shadow('s')); });
    const held = a.requestReads.storage;
    // Requests arriving all the time at process A: looks keep running and are shared.
    let arriving = true;
    const others = (async () => {
      while (arriving) await Promise.all(Array.from({ length: 8 }, () => a.requestReads.arrive()));
    })();
    try {
      for (let revision = 1; revision <= 40; revision++) {
        await b.write((db) => { db.shadows[0].revision = revision; });
        await a.requestReads.arrive();
        expect(await held.read((db) => db.shadows[0].revision)).toBe(revision);
      }
    } finally {
      arriving = false;
      await others;
    }
  });

  it('lets a request whose record was replaced and its content dropped by the other process read the new record', async () => {
    const [a, b] = await pair();
    const first = await a.putContent('shadow', { cells: 'first' });
    await a.write((db) => { db.shadows.push({ ...shadow('s'), contentKey: first }); });
    const held = b.requestReads.storage;
    await b.requestReads.arrive();
    const stale = await held.read((db) => db.shadows[0].contentKey);
    const second = await a.putContent('shadow', { cells: 'second' });
    await a.write((db) => { db.shadows[0].contentKey = second; });
    await a.dropContent(first);
    await expect(held.getContent(stale)).rejects.toBeInstanceOf(ContentMissingError);
    const current = await held.read((db) => db.shadows[0].contentKey);
    expect(await held.getContent(current)).toEqual({ cells: 'second' });
  });

  it('runs each write on the latest records whichever process takes it: no update lost, one of two stale saves refused', async () => {
    const [a, b] = await pair();
    await a.write((db) => { db.shadows.push(shadow('s')); });
    await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).write((db) => { db.shadows[0].revision += 1; })));
    expect(await b.read((db) => db.shadows[0].revision)).toBe(60);
    // Both loaded the shadow at u0; each save checks that it is still u0, as the shadow route does.
    const save = (store: PostgresStorage, by: string) => store.write((db) => {
      if (db.shadows[0].updatedAt !== 'u0') throw new Error('stale');
      db.shadows[0].updatedAt = by;
    });
    const outcomes = await Promise.allSettled([save(a, 'a'), save(b, 'b')]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await a.read((db) => db.shadows[0].updatedAt)).toBe(await b.read((db) => db.shadows[0].updatedAt));
  });

  it('stores a one-cell edit as a small row and reads it through the other process', async () => {
    const [a, b, url] = await pair();
    const big = 'c'.repeat(200_000);
    const source = (cell: string) => ({ body: Buffer.from(`{"shadow":{"cells":"${big}","one":"${cell}"}}`), path: ['shadow'], keys: ['cells', 'one'], base: {} });
    const first = await a.putContentText('shadow', source('before'));
    const at = source('before').body.indexOf('before');
    const second = await a.putContentText('shadow', source('after!'), { of: first, at, cut: 6, text: 'after!' });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('SELECT octet_length(body) AS bytes FROM gridcast_contents WHERE key = $1', [second]);
    await client.end();
    expect(Number(rows[0].bytes)).toBeLessThan(100);
    expect(await b.getContent(second)).toEqual({ cells: big, one: 'after!' });
  });

  it('tells a process the edits another process stored since a content it knows, and nothing for content stored whole', async () => {
    const [a, b] = await pair();
    const source = (cell: string) => ({ body: Buffer.from(`{"shadow":{"cells":"${'c'.repeat(1000)}","one":"${cell}"}}`), path: ['shadow'], keys: ['cells', 'one'], base: { n: 1 } });
    const first = await a.putContentText('shadow', source('aaaa'));
    const at = source('aaaa').body.indexOf('aaaa');
    const second = await a.putContentText('shadow', source('bbbb'), { of: first, at, cut: 4, text: 'bbbb' });
    const third = await b.putContentText('shadow', source('cc'), { of: second, at, cut: 4, text: 'cc' });
    const edits = await b.bodyEditsSince(first, third, source('aaaa'));
    expect(edits?.map((edit) => ({ ...edit, bytes: Buffer.from(edit.bytes).toString() }))).toEqual([{ at, cut: 4, bytes: 'bbbb' }, { at, cut: 4, bytes: 'cc' }]);
    expect(await a.bodyEditsSince(second, third, source('bbbb'))).toHaveLength(1);
    const whole = await a.putContentText('shadow', source('dd'));
    expect(await a.bodyEditsSince(first, whole, source('aaaa'))).toBeUndefined();
    expect(await a.bodyEditsSince(third, first, source('cc'))).toBeUndefined();
  });

  it('shares one secret between processes', async () => {
    const [a, b] = await pair();
    const [first, second] = await Promise.all([a.sharedSecret('k', () => 'from-a'), b.sharedSecret('k', () => 'from-b')]);
    expect(first).toBe(second);
  });
});

describe('PostgreSQL that cannot be reached', () => {
  it('fails the start with one clear line naming the database, never the password', async () => {
    const attempt = openStore({ store: 'postgres://gridcast:s3cret@127.0.0.1:1/gridcast', dataDir: '.', env: {}, log: () => undefined });
    await expect(attempt).rejects.toBeInstanceOf(StoreLocationError);
    const message = (await attempt.catch((error: Error) => error.message)) as string;
    expect(message).toMatch(/^cannot use PostgreSQL at 127\.0\.0\.1:1\/gridcast: .+/);
    expect(message).not.toContain('s3cret');
    expect(message).not.toContain('\n');
  });

  it('refuses a connection string that is not PostgreSQL', async () => {
    await expect(openStore({ store: 'mysql://u:p@h/db', dataDir: '.', env: {}, log: () => undefined })).rejects.toThrow('--store mysql://u:***@h/db: only PostgreSQL is supported');
    await expect(openStore({ store: 'not a url', dataDir: '.', env: {}, log: () => undefined })).rejects.toThrow(/expected a connection string/);
  });
});

describe('PostgresStorage when the database goes away', () => {
  let cluster: Cluster;
  beforeAll(async () => { cluster = await startCluster(); }, 120_000);
  afterAll(() => cluster.destroy());

  it('answers StorageUnavailableError while PostgreSQL is down, changes nothing, and works again once it is back', async () => {
    const store = await PostgresStorage.open(await cluster.createDatabase(), { log: () => undefined, connectTimeoutMs: 1000 });
    await store.write((db) => { db.nextAccountId = 2; });
    cluster.stop('immediate');
    await expect(store.write((db) => { db.nextAccountId = 3; })).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(store.read((db) => db.nextAccountId)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(store.putContent('shadow', { x: 1 })).rejects.toBeInstanceOf(StorageUnavailableError);
    cluster.start();
    expect(await store.read((db) => db.nextAccountId)).toBe(2);
    await store.write((db) => { db.nextAccountId = 4; });
    expect(await store.read((db) => db.nextAccountId)).toBe(4);
    await store.close();
  }, 60_000);
});
