import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../../scripts/postgres-cluster.js';
import { Client } from './harness.js';
import { crashApiKey, startServerChild, type ServerChild as Child } from './server-child.js';
import { type Receiver, startReceiver } from './receiver.js';

// Two server processes on one PostgreSQL database, as behind a load balancer.
const SAVES = 200;
const SHADOWS = 20;
/** Webhooks may call the test's receiver on loopback. */
const ALLOW_PRIVATE = { GRIDCAST_WEBHOOKS_ALLOW_PRIVATE: '1' };

/** An API key made through one process, and a client of each process using it. */
async function signIn(first: Child, ...others: Child[]): Promise<Client[]> {
  const apiKey = await crashApiKey(first.url);
  return [first, ...others].map((child) => new Client(child.url, { 'x-api-key': apiKey }));
}

describe('two server processes on one PostgreSQL database', () => {
  let cluster: Cluster;
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  beforeAll(async () => { cluster = await startCluster(); }, 120_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    cluster.destroy();
  });

  async function pair(): Promise<[Child, Child]> {
    const store = await cluster.createDatabase();
    const dirsOf = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'gridcast-pg-server-'))));
    dirs.push(...dirsOf);
    // Started together: one of them migrates and seeds, the other finds it done.
    const started = await Promise.all(dirsOf.map((dir) => startServerChild(dir, store, ALLOW_PRIVATE)));
    children.push(...started.map((started) => started.child));
    return [started[0], started[1]];
  }

  describe('sharing what used to be per process', () => {
    let a: Child;
    let viaA: Client;
    let viaB: Client;
    let receiver: Receiver;
    let shadowToken: string;
    beforeAll(async () => {
      receiver = await startReceiver();
      let b: Child;
      [a, b] = await pair();
      [viaA, viaB] = await signIn(a, b);
      const gridId = (await viaA.get('/api/grids')).body.grids[0].id;
      shadowToken = (await viaA.post(`/api/grids/${gridId}/shadows`, { shadow: { name: 'hooked' } })).body.shadow.token;
    }, 120_000);
    afterAll(async () => { await receiver.close(); });

    const calls = (path: string) => receiver.received.filter((entry) => entry.path === path);
    async function until(condition: () => boolean, ms: number): Promise<void> {
      for (const started = Date.now(); !condition() && Date.now() - started < ms;) await new Promise((done) => setTimeout(done, 50));
    }

    it('reads each save of a shadow back through the other process at once, saves alternating between them', async () => {
      const { sheetIds, sheetsById } = (await viaA.get(`/api/shadows/${shadowToken}`)).body;
      const sheet = sheetsById[sheetIds[0]];
      const cellId = Object.keys(sheet.cellsById)[0];
      for (let value = 1; value <= 8; value++) {
        const [writer, reader] = value % 2 ? [viaA, viaB] : [viaB, viaA];
        const cellsById = { ...sheet.cellsById, [cellId]: { value } };
        const saved = await writer.put(`/api/shadows/${shadowToken}`, { shadow: { name: 'hooked', sheetIds, sheetsById: { ...sheetsById, [sheetIds[0]]: { ...sheet, cellsById } } } });
        expect(saved.status).toBe(200);
        const read = await reader.get(`/api/shadows/${shadowToken}`);
        expect(read.body.shadow.revision).toBe(saved.body.shadow.revision);
        expect(read.body.sheetsById[sheetIds[0]].cellsById[cellId].value).toBe(value);
      }
    });

    it('calls a webhook once per save, whichever process took the save, both polling one queue', async () => {
      receiver.respond = () => ({ status: 200, body: '{}' });
      const hook = (await viaA.post('/api/webhooks', { url: `${receiver.url}/once` })).body.webhook;
      const saves = 10;
      for (let i = 0; i < saves; i++) expect((await (i % 2 ? viaA : viaB).put(`/api/shadows/${shadowToken}`, { shadow: { name: `save ${i}` } })).status).toBe(200);
      await until(() => calls('/once').length >= saves, 30_000);
      // Two more polls of each process: a call taken twice would arrive by then.
      await new Promise((done) => setTimeout(done, 2500));
      expect(calls('/once')).toHaveLength(saves);
      expect(new Set(calls('/once').map((call) => call.headers['x-gridcast-delivery'])).size).toBe(saves);
      const deliveries = (await viaB.get(`/api/webhooks/${hook.id}/deliveries`)).body.deliveries;
      expect(deliveries.filter((delivery: { status: string }) => delivery.status === 'delivered')).toHaveLength(saves);
      await viaA.delete(`/api/webhooks/${hook.id}`);
    }, 60_000);

    it('counts sign-in failures spread over both processes toward one limit', async () => {
      const attempts: number[] = [];
      for (let i = 0; i < 12 && !attempts.includes(429); i++) {
        attempts.push((await new Client((i % 2 ? viaA : viaB).baseUrl).post('/api/session', { email: 'nobody@example.test', password: `wrong ${i}` })).status);
      }
      // 5 failures are free per email and address; counted per process, each would allow 5 (10 in all).
      expect(attempts.indexOf(429)).toBeGreaterThanOrEqual(5);
      expect(attempts.indexOf(429)).toBeLessThan(9);
      expect(attempts.slice(0, attempts.indexOf(429)).every((status) => status === 401)).toBe(true);
    }, 60_000);

    it('delivers a retry queued by a process killed with SIGKILL through the other process', async () => {
      let answered = 0;
      receiver.respond = () => (++answered === 1 ? { status: 500, body: 'not yet' } : { status: 200, body: '{}' });
      const hook = (await viaA.post('/api/webhooks', { url: `${receiver.url}/retry` })).body.webhook;
      expect((await viaA.put(`/api/shadows/${shadowToken}`, { shadow: { name: 'before the kill' } })).status).toBe(200);
      await until(() => calls('/retry').length >= 1, 30_000);
      expect(calls('/retry')).toHaveLength(1);
      // Time to put the call back for its retry (due a second later), then the process is gone.
      await new Promise((done) => setTimeout(done, 300));
      a.child.kill('SIGKILL');
      // The retry is due after the backoff, or once the dead process's claim runs out if it never put it back.
      await until(() => calls('/retry').length >= 2, 30_000);
      await new Promise((done) => setTimeout(done, 2500));
      const [first, second] = calls('/retry');
      expect(calls('/retry')).toHaveLength(2);
      expect(second.headers['x-gridcast-delivery']).toBe(first.headers['x-gridcast-delivery']);
      const deliveries = (await viaB.get(`/api/webhooks/${hook.id}/deliveries`)).body.deliveries;
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]).toMatchObject({ status: 'delivered', statusCode: 200 });
    }, 60_000);
  });

  it('keeps every save acknowledged by either when one is killed with SIGKILL in the middle of 200 concurrent saves', async () => {
    const [a, b] = await pair();
    const [viaA, viaB] = await signIn(a, b);
    const grids = (await viaB.get('/api/grids')).body.grids;
    expect(grids).toHaveLength(1);
    const gridId = grids[0].id;
    const shadows: { token: string }[] = [];
    for (let i = 0; i < SHADOWS; i++) shadows.push((await (i % 2 ? viaA : viaB).post(`/api/grids/${gridId}/shadows`, { shadow: { name: `shadow ${i}` } })).body.shadow);
    const { sheetIds, sheetsById } = (await viaA.get(`/api/shadows/${shadows[0].token}`)).body;
    const sheet = sheetsById[sheetIds[0]];
    const cellId = Object.keys(sheet.cellsById)[0];
    const withCell = (value: number) => ({ ...sheetsById, [sheetIds[0]]: { ...sheet, cellsById: { ...sheet.cellsById, [cellId]: { value } } } });
    const acknowledgedPresets: string[] = [];
    const acknowledgedShadowSaves = new Map<string, number>();
    const lastValue = new Map<string, number[]>();
    let answered = 0;
    let killed = false;
    const saves = Array.from({ length: SAVES }, async (_, i) => {
      // Each save goes to either process, as a load balancer would send them.
      const client = i % 4 < 2 ? viaA : viaB;
      try {
        if (i % 2 === 0) {
          const reply = await client.post('/api/datapresets', { dataPreset: { name: `preset ${i}`, input: { i } } });
          if (reply.status === 201) acknowledgedPresets.push(`preset ${i}`);
        } else {
          const { token } = shadows[i % SHADOWS];
          lastValue.set(token, [...(lastValue.get(token) ?? []), i]);
          const reply = await client.put(`/api/shadows/${token}`, { shadow: { name: 'saved', input: { n: 1 }, sheetIds, sheetsById: withCell(i) } }, { gzip: true });
          if (reply.status === 200) acknowledgedShadowSaves.set(token, (acknowledgedShadowSaves.get(token) ?? 0) + 1);
        }
      } catch {
        // The connection died with process A: not acknowledged.
      }
      if (++answered === 50 && !killed) {
        killed = true;
        a.child.kill('SIGKILL');
      }
    });
    await Promise.all(saves);
    expect(killed).toBe(true);
    const acknowledged = acknowledgedPresets.length + [...acknowledgedShadowSaves.values()].reduce((sum, count) => sum + count, 0);
    console.log(`two processes: ${acknowledged} of ${SAVES} saves acknowledged, one process killed after 50 answers`);
    expect(acknowledged).toBeGreaterThan(50);

    // Everything either process acknowledged is read back through the one still running.
    const presets = (await viaB.get('/api/datapresets')).body.dataPresets.map((preset: { name: string }) => preset.name);
    for (const name of acknowledgedPresets) expect(presets).toContain(name);
    const stored = (await viaB.get(`/api/grids/${gridId}/shadows`)).body.shadows as { token: string; revision: number }[];
    for (const [token, count] of acknowledgedShadowSaves) expect(stored.find((shadow) => shadow.token === token)!.revision).toBeGreaterThanOrEqual(count);
    for (const { token } of shadows) {
      const reply = await viaB.get(`/api/shadows/${token}`);
      expect(reply.status).toBe(200);
      const value = reply.body.sheetsById[sheetIds[0]].cellsById[cellId]?.value;
      if (acknowledgedShadowSaves.has(token)) expect(lastValue.get(token)).toContain(value);
    }
  }, 240_000);

  it('answers 503 with a clear error while PostgreSQL is down, loses no acknowledged save, and serves again once it is back', async () => {
    const [a, b] = await pair();
    const clients = await signIn(a, b);
    const statuses = new Map<number, number>();
    const acknowledged: string[] = [];
    const errors = new Set<string>();
    let stopped = false;
    const saves = Array.from({ length: 120 }, async (_, i) => {
      const reply = await clients[i % 2].post('/api/datapresets', { dataPreset: { name: `preset ${i}`, input: { i } } });
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      if (reply.status === 201) acknowledged.push(`preset ${i}`);
      else errors.add(`${reply.status} ${reply.body.error}`);
      if (i >= 30 && !stopped) {
        stopped = true;
        cluster.stop('immediate');
      }
    });
    await Promise.all(saves);
    expect(stopped).toBe(true);
    // On a quick machine every save may be answered before the stop lands: each is a 201 or a 503, never
    // anything else; the request below is sure to come while the database is down.
    expect([...statuses.keys()].filter((status) => status !== 201 && status !== 503)).toEqual([]);
    expect([...errors].filter((error) => error !== '503 The database cannot be reached right now. Try again in a moment.')).toEqual([]);
    const down = await clients[1].get('/api/datapresets');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('1');

    cluster.start();
    // The first request on each pooled connection that died may still find it dead: retried as a client would.
    for (const client of clients) {
      let reply = await client.get('/api/datapresets');
      for (let attempt = 0; attempt < 20 && reply.status === 503; attempt++) reply = await client.get('/api/datapresets');
      expect(reply.status).toBe(200);
      const names = reply.body.dataPresets.map((preset: { name: string }) => preset.name);
      for (const name of acknowledged) expect(names).toContain(name);
    }
    expect((await clients[0].post('/api/datapresets', { dataPreset: { name: 'after', input: {} } })).status).toBe(201);
    expect((await clients[1].get('/api/datapresets')).body.dataPresets.map((preset: { name: string }) => preset.name)).toContain('after');
  }, 240_000);
});
