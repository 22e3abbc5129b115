import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../../scripts/postgres-cluster.js';
import { Client } from './harness.js';
import { crashApiKey, killed, startServerChild } from './server-child.js';
import { jsonLines, monthlyPayment, runResults, startRun, waitForRun } from './runs-support.js';

// Server processes that can be killed with SIGKILL mid-run (crash-server.ts), on one data folder or one database.
// A piece held by a killed process is given to another after 3 s (PostgreSQL).
const EXPIRY = { GRIDCAST_RUN_PIECE_EXPIRY: '3' };
const INPUTS = 30_000;

/** Every input answered exactly once, in order, with its own outputs. */
async function expectAnsweredOnce(client: Client, gridId: string, runId: string): Promise<void> {
  const done = await waitForRun(client, gridId, runId, (run) => run.status === 'done');
  expect(done).toMatchObject({ inputs: INPUTS, done: INPUTS, failed: 0 });
  const results = await runResults(client, gridId, runId);
  expect(results).toHaveLength(INPUTS);
  const wrong = results.findIndex((result, n) => result.outputs?.monthlyPayment !== monthlyPayment(n));
  expect(wrong).toBe(-1);
}

describe('runs survive their server', () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  let cluster: Cluster | undefined;
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    cluster?.destroy();
  });

  it('embedded store: a server killed mid-run resumes it on its next start, without duplicates or gaps', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gridcast-runs-restart-'));
    dirs.push(dataDir);
    const first = await startServerChild(dataDir, undefined, EXPIRY);
    children.push(first.child);
    const key = await crashApiKey(first.url);
    const before = new Client(first.url, { 'x-api-key': key });
    const gridId = (await before.get('/api/grids')).body.grids[0].id;
    const runId = (await startRun(before, gridId, jsonLines(INPUTS))).body.run.id;
    const midway = await waitForRun(before, gridId, runId, (run) => run.done > 0);
    expect(midway.done).toBeLessThan(INPUTS);
    await killed(first.child);
    const second = await startServerChild(dataDir, undefined, EXPIRY);
    children.push(second.child);
    await expectAnsweredOnce(new Client(second.url, { 'x-api-key': key }), gridId, runId);
  }, 300_000);

  describe('on PostgreSQL', () => {
    beforeAll(async () => { cluster = await startCluster(); }, 120_000);

    it('two server processes share one run through the job queue; one killed mid-way, every input is answered exactly once', async () => {
      const store = await cluster!.createDatabase();
      const folders = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'gridcast-runs-pg-'))));
      dirs.push(...folders);
      const [a, b] = await Promise.all(folders.map((dir) => startServerChild(dir, store, EXPIRY)));
      children.push(a.child, b.child);
      const key = await crashApiKey(a.url);
      const viaA = new Client(a.url, { 'x-api-key': key });
      const viaB = new Client(b.url, { 'x-api-key': key });
      const gridId = (await viaA.get('/api/grids')).body.grids[0].id;
      const runId = (await startRun(viaA, gridId, jsonLines(INPUTS))).body.run.id;
      // Followed through the other process: the run's progress is the database's, not one process's.
      const midway = await waitForRun(viaB, gridId, runId, (run) => run.done >= 2000);
      expect(midway.done).toBeLessThan(INPUTS);
      await killed(b.child);
      await expectAnsweredOnce(viaA, gridId, runId);
      // B held pieces when it was killed: they expired and were computed again, by A.
      const db = new pg.Client({ connectionString: store });
      await db.connect();
      try {
        const { rows } = await db.query<{ retried: string }>("SELECT count(*) AS retried FROM gridcast_pgboss.job WHERE name = 'gridcast-run-pieces' AND retry_count > 0");
        expect(Number(rows[0].retried)).toBeGreaterThan(0);
      } finally {
        await db.end();
      }
    }, 300_000);
  });
});
