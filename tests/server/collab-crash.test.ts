import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../plugins/collab/protocol.js';
import { LiveClient, signInCrashAdmin, startServerProcess } from './collab-support.js';

type CommandMessage = Extract<ServerMessage, { type: 'command' }>;

describe('the live channel\'s durability (issue 36)', () => {
  const dirs: string[] = [];
  afterAll(async () => { for (const dir of dirs) await rm(dir, { recursive: true, force: true }); });

  it('keeps every acknowledged command when the server is killed with SIGKILL right after the acknowledgement, a sort logged as its params too', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gridcast-collab-crash-'));
    dirs.push(dataDir);
    const first = await startServerProcess(dataDir);
    const { client, apiKey } = await signInCrashAdmin(first.url);
    const grid = (await client.post('/api/grids', { grid: { name: 'Crash' } })).body.grid;
    const content = (await client.get(`/api/grids/${grid.id}`)).body.grid;
    const sheetId: string = content.content.sheetIds[0];
    const live = await LiveClient.connect(first.url, `grid=${grid.id}&version=${content.gridVersion.id}`, { 'x-api-key': apiKey });
    const COMMANDS = 20;
    for (let i = 1; i <= COMMANDS; i++) {
      live.send({ type: 'command', command: { localId: i, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId, row: i - 1, col: 0, text: `v${i}` } } });
    }
    // Last, a sort reversing them: logged without its patches, the reopened room runs it again.
    const reversed = Array.from({ length: COMMANDS }, (_, i) => COMMANDS - 1 - i);
    live.send({ type: 'command', command: { localId: COMMANDS + 1, baseSeq: 0, id: 'sort.rows', params: { sheetId, area: { top: 0, left: 0, bottom: COMMANDS - 1, right: 0 }, order: reversed } } });
    // Killed as soon as the last acknowledgement arrives: nothing has folded (the room folds when idle or closing).
    const last = (await live.outcome(COMMANDS + 1)) as CommandMessage;
    first.child.kill('SIGKILL');
    expect(last.command.seq).toBe(COMMANDS + 1);
    expect(last.command.patches).toBeUndefined();
    await live.whenClosed();

    const second = await startServerProcess(dataDir);
    try {
      const again = await signInCrashAdmin(second.url);
      const stored = (await again.client.get(`/api/grids/${grid.id}`)).body.grid.content;
      const sheet = stored.sheetsById[sheetId];
      for (let i = 1; i <= COMMANDS; i++) expect(sheet.cellsById[`${sheet.columnIds[0]}&${sheet.rowIds[COMMANDS - i]}`]?.value).toBe(`v${i}`);
      const reopened = await LiveClient.connect(second.url, `grid=${grid.id}&version=${content.gridVersion.id}`, { 'x-api-key': again.apiKey });
      expect(reopened.welcome.seq).toBe(COMMANDS + 1);
      await reopened.close();
    } finally {
      second.child.kill('SIGKILL');
    }
  }, 120_000);
});
