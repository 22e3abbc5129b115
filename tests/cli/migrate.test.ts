import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../scripts/postgres-cluster.js';
import { seedIfEmpty } from '../../server/seed.js';
import { serverTemplates } from '../../server/app.js';
import { CommandLogFiles } from '../../server/storage/command-log-files.js';
import { JsonFileStorage } from '../../server/storage/json-file-storage.js';
import { PostgresStorage } from '../../server/storage/postgres/postgres-storage.js';
import type { Storage } from '../../server/storage/storage.js';
import { errorLines, gridcastInProcess, SLOW } from './run.js';

/** What a person sees of a store: records without content keys (they change in a copy), and each record's content. */
async function contents(store: Storage): Promise<unknown> {
  const db = await store.read((snapshot) => snapshot);
  const documents = [];
  for (const record of [...db.versions, ...db.shadows]) documents.push(await store.getContent(record.contentKey));
  const strip = (records: readonly object[]) => records.map((record) => ({ ...record, contentKey: undefined }));
  return { ...db, versions: strip(db.versions), shadows: strip(db.shadows), documents };
}

describe('gridcast migrate', { timeout: SLOW }, () => {
  let server: TestServer;
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'gridcast-migrate-'));
    dirs.push(dir);
    return dir;
  };
  beforeAll(async () => { server = await testServer(); }, SLOW);
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    server.done();
  });

  it('copies an embedded store into PostgreSQL and back, verified by counts and checksums, and refuses a target that is not empty', async () => {
    const embedded = folder();
    const original = await JsonFileStorage.open(embedded);
    await seedIfEmpty(original, { GRIDCAST_ADMIN_EMAIL: 'admin@example.test', GRIDCAST_ADMIN_PASSWORD: 'migrate-password' }, serverTemplates);
    await original.write((db) => {
      db.dataPresets.push({ id: 'p1', accountId: 1, name: "it's \"quoted\" é", input: { a: [1, null] }, updatedAt: '' });
      db.sessions.push({ idHash: 'h1', userId: db.users[0].id, createdAt: '', expiresAt: '' });
    });
    const expected = await contents(original);
    await original.close();
    // Acknowledged live edits not yet folded into the stored content travel with it.
    const logged = [{ seq: 7, text: '{"id":"workbook.set-cell"}' }, { seq: 8, text: '{"id":"names.update","quote":"é\\n"}' }];
    const logs = await CommandLogFiles.open(embedded);
    await logs.append('version-v1', logged);
    await logs.append('shadow-s~1', [{ seq: 1, text: '{}' }]);
    await logs.close();

    const database = await server.newDatabase();
    const there = await gridcastInProcess(['migrate', '--from', embedded, '--to', database]);
    expect(errorLines(there.stderr)).toEqual([]);
    expect(there.code).toBe(0);
    expect(there.stdout).toMatch(/^shadows +1 {2}sha256 [0-9a-f]{16} {2}matches$/m);
    expect(there.stdout).toMatch(/^content documents +2 {2}sha256 [0-9a-f]{16} {2}matches$/m);
    expect(there.stdout).toMatch(/^live command logs +3 {2}sha256 [0-9a-f]{16} {2}matches$/m);
    expect(there.stdout).toContain('every count and checksum matches');
    const postgres = await PostgresStorage.open(database, { log: () => undefined });
    expect(await contents(postgres)).toEqual(expected);
    const rows = postgres.commands;
    expect(await rows.keys()).toEqual(['shadow-s~1', 'version-v1']);
    expect(await rows.since('version-v1', 0)).toEqual(logged);
    await postgres.close();

    const back = join(folder(), 'data');
    const returned = await gridcastInProcess(['migrate', '--from', database, '--to', back]);
    expect(returned.code).toBe(0);
    const reopened = await JsonFileStorage.open(back);
    expect(await contents(reopened)).toEqual(expected);
    await reopened.close();
    const returnedLogs = await CommandLogFiles.open(back);
    expect(await returnedLogs.keys()).toEqual(['shadow-s~1', 'version-v1']);
    expect(await returnedLogs.since('version-v1', 0)).toEqual(logged);
    await returnedLogs.close();

    const again = await gridcastInProcess(['migrate', '--from', embedded, '--to', database]);
    expect(again.code).toBe(2);
    expect(errorLines(again.stderr)).toEqual([`gridcast: ${database}: the target store already holds records: migrate copies into an empty store only`]);
  });

  it('refuses a source folder that is not a store, and an unreachable database, with one line and exit code 2', async () => {
    const missing = await gridcastInProcess(['migrate', '--from', join(folder(), 'nothing'), '--to', folder()]);
    expect(missing.code).toBe(2);
    expect(errorLines(missing.stderr)).toHaveLength(1);
    expect(missing.stderr).toContain('not a Gridcast data folder');
    const source = folder();
    const store = await JsonFileStorage.open(source);
    await store.write((db) => { db.nextAccountId = 2; });
    await store.close();
    const unreachable = await gridcastInProcess(['migrate', '--from', source, '--to', 'postgres://u:pw@127.0.0.1:1/db']);
    expect(unreachable.code).toBe(2);
    expect(errorLines(unreachable.stderr)).toEqual([expect.stringMatching(/^gridcast: cannot use PostgreSQL at 127\.0\.0\.1:1\/db: /)]);
  });
});
