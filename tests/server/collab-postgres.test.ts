import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../scripts/postgres-cluster.js';
import type { ServerMessage } from '../../plugins/collab/protocol.js';
import { Client } from './harness.js';
import { LiveClient, signInCrashAdmin, startServerProcess, until } from './collab-support.js';

type CommandMessage = Extract<ServerMessage, { type: 'command' }>;

const seqsSeen = (client: LiveClient) => client.messages.filter((message): message is CommandMessage => message.type === 'command').map((message) => message.command.seq);

// Two server processes on one PostgreSQL database, as behind a load balancer: one order per version.
describe('the live channel on two processes sharing PostgreSQL (issue 36)', () => {
  let server: TestServer;
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  // The run's shared PostgreSQL (a cluster of its own without one): this test never stops the server.
  beforeAll(async () => { server = await testServer(); }, 120_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    server.done();
  });

  it('gives editors on different processes one order of every command, and keeps acknowledged ones when a process dies', async () => {
    const store = await server.newDatabase();
    const folders = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'gridcast-collab-pg-'))));
    dirs.push(...folders);
    const [a, b] = await Promise.all(folders.map((dir) => startServerProcess(dir, store)));
    children.push(a.child, b.child);
    const { client, apiKey } = await signInCrashAdmin(a.url);
    const grid = (await client.post('/api/grids', { grid: { name: 'Two processes' } })).body.grid;
    const opened = (await client.get(`/api/grids/${grid.id}`)).body.grid;
    const sheetId: string = opened.content.sheetIds[0];
    const query = `grid=${grid.id}&version=${opened.gridVersion.id}`;
    const alice = await LiveClient.connect(a.url, query, { 'x-api-key': apiKey });
    const bob = await LiveClient.connect(b.url, query, { 'x-api-key': apiKey });

    // Both send at once: the processes race for each seq; the table's (key, seq) decides.
    const EACH = 15;
    for (let i = 1; i <= EACH; i++) {
      alice.send({ type: 'command', command: { localId: i, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId, row: i, col: 0, text: `a${i}` } } });
      bob.send({ type: 'command', command: { localId: i, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId, row: i, col: 1, text: `b${i}` } } });
    }
    for (let i = 1; i <= EACH; i++) {
      expect(await alice.outcome(i)).toMatchObject({ type: 'command' });
      expect(await bob.outcome(i)).toMatchObject({ type: 'command' });
    }
    await until(() => seqsSeen(alice).length >= 2 * EACH && seqsSeen(bob).length >= 2 * EACH, 'every command at both editors');
    const order = Array.from({ length: 2 * EACH }, (_, i) => i + 1);
    expect(seqsSeen(alice)).toEqual(order);
    expect(seqsSeen(bob)).toEqual(order);
    const at = (client: LiveClient, seq: number) => (client.messages.find((message) => message.type === 'command' && message.command.seq === seq) as CommandMessage).command;
    for (const seq of order) expect(at(alice, seq)).toEqual(at(bob, seq));

    // Process a dies right after acknowledging alice's last command, a sort logged as its params: process b
    // has it, and runs it.
    const reversed = Array.from({ length: EACH }, (_, i) => EACH - i);
    alice.send({ type: 'command', command: { localId: EACH + 1, baseSeq: 2 * EACH, id: 'sort.rows', params: { sheetId, area: { top: 1, left: 0, bottom: EACH, right: 1 }, order: reversed } } });
    expect(await alice.outcome(EACH + 1)).toMatchObject({ type: 'command' });
    a.child.kill('SIGKILL');
    const sorted = (await bob.next((message) => message.type === 'command' && message.command.seq === 2 * EACH + 1)) as CommandMessage;
    expect(sorted.command.patches).toBeUndefined();
    await bob.close();
    const viaB = new Client(b.url, { 'x-api-key': apiKey });
    const stored = (await viaB.get(`/api/grids/${grid.id}`)).body.grid.content;
    const sheet = stored.sheetsById[sheetId];
    const value = (row: number, col: number) => sheet.cellsById[`${sheet.columnIds[col]}&${sheet.rowIds[row]}`]?.value;
    for (let i = 1; i <= EACH; i++) {
      expect(value(i, 0)).toBe(`a${EACH + 1 - i}`);
      expect(value(i, 1)).toBe(`b${EACH + 1 - i}`);
    }
  }, 180_000);
});
