import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../scripts/postgres-cluster.js';
import { Client } from './harness.js';
import { crashApiKey, killed, startServerChild } from './server-child.js';
import { jsonLines, loanInput, monthlyPayment, runResults, startRun, waitForRun } from './runs-support.js';

// Server processes that can be killed with SIGKILL mid-run (crash-server.ts), on one data folder or one database.
// A piece held by a killed process is given to another after 3 s (PostgreSQL): crash-server.ts passes
// GRIDCAST_RUN_PIECE_EXPIRY on (until session 23 it did not, and each piece B held waited out the default 60 s).
const EXPIRY = { GRIDCAST_RUN_PIECE_EXPIRY: '3' };
// The embedded run must still be going when the first sight of progress kills its server (pieces of 500
// inputs take ~10-20 ms each). On PostgreSQL, B is caught holding a piece as the run starts and A answers
// the rest: 12 pieces show it as well as 60 did (52 pieces took A ~20 s under load).
const INPUTS = 30_000;
const PG_INPUTS = 6_000;

/** Every input answered exactly once, in order, with its own outputs. */
async function expectAnsweredOnce(client: Client, gridId: string, runId: string, inputs: number): Promise<void> {
  const done = await waitForRun(client, gridId, runId, (run) => run.status === 'done');
  expect(done).toMatchObject({ inputs, done: inputs, failed: 0 });
  const results = await runResults(client, gridId, runId);
  expect(results).toHaveLength(inputs);
  const wrong = results.findIndex((result, n) => result.outputs?.monthlyPayment !== monthlyPayment(n));
  expect(wrong).toBe(-1);
}

describe('runs survive their server', () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  let server: TestServer | undefined;
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    server?.done();
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
    await expectAnsweredOnce(new Client(second.url, { 'x-api-key': key }), gridId, runId, INPUTS);
  }, 300_000);

  describe('on PostgreSQL', () => {
    // The run's shared PostgreSQL (a cluster of its own without one): this test never stops the server.
    beforeAll(async () => { server = await testServer(); }, 120_000);

    it('two server processes share one run through the job queue; one killed mid-way, every input is answered exactly once', async () => {
      const store = await server!.newDatabase();
      const folders = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'gridcast-runs-pg-'))));
      dirs.push(...folders);
      const [a, b] = await Promise.all(folders.map((dir) => startServerChild(dir, store, EXPIRY)));
      children.push(a.child, b.child);
      const key = await crashApiKey(a.url);
      const viaA = new Client(a.url, { 'x-api-key': key });
      const viaB = new Client(b.url, { 'x-api-key': key });
      const gridId = (await viaA.get('/api/grids')).body.grids[0].id;
      // Both processes' workers loaded (an evaluate goes through each one's pool).
      for (const client of [viaA, viaB]) expect((await client.post(`/api/grids/${gridId}/evaluate`, { input: loanInput(0) })).status).toBe(200);
      const db = new pg.Client({ connectionString: store });
      await db.connect();
      try {
        // A piece takes milliseconds and a process asks the queue for more every few seconds: B is killed
        // while it holds one for sure. A is paused, so every piece taken is B's; B is paused in turn, and
        // killed if it still holds one (else it goes on and is paused again at the next).
        a.child.kill('SIGSTOP');
        const runId = (await startRun(viaB, gridId, jsonLines(PG_INPUTS))).body.run.id;
        const active = async () => Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM gridcast_pgboss.job WHERE name = 'gridcast-run-pieces' AND state = 'active'")).rows[0].n);
        for (;;) {
          if ((await active()) === 0) {
            expect((await viaB.get(`/api/grids/${gridId}/runs/${runId}`)).body.run.status, 'B finished the run before it was seen holding a piece').not.toBe('done');
            continue;
          }
          b.child.kill('SIGSTOP');
          if ((await active()) > 0) break;
          b.child.kill('SIGCONT');
        }
        await killed(b.child);
        a.child.kill('SIGCONT');
        // Started through B, followed through A: the run's progress is the database's, not one process's.
        await expectAnsweredOnce(viaA, gridId, runId, PG_INPUTS);
        // B held pieces when it was killed: they expired and were computed again, by A.
        const { rows } = await db.query<{ retried: string }>("SELECT count(*) AS retried FROM gridcast_pgboss.job WHERE name = 'gridcast-run-pieces' AND retry_count > 0");
        expect(Number(rows[0].retried)).toBeGreaterThan(0);
      } finally {
        a.child.kill('SIGCONT');
        await db.end();
      }
    }, 300_000);
  });
});
