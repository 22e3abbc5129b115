import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';
import { LiveClient } from './collab-support.js';

const NOTES_REFUSED = 'Notes cannot be added, edited or removed in shadow mode.';

describe('a shadow\'s room refuses by a command\'s result what a whole-shadow save refuses (issue 36)', () => {
  let harness: Harness;
  let member: Awaited<ReturnType<Harness['newMember']>>;
  const open: LiveClient[] = [];

  beforeAll(async () => {
    harness = await startHarness({ live: { foldEvery: 50, foldIdleMs: 60_000 } });
    member = await harness.newMember('Shadow results account');
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
    await harness.close();
  });

  const connect = async (query: string) => {
    const client = await LiveClient.connect(harness.server.url, query, { 'x-api-key': member.apiKey });
    open.push(client);
    return client;
  };

  /** A published template with a note on D5, and a shadow of it. */
  const notedShadow = async () => {
    const grid = (await member.client.post('/api/grids', { grid: { name: 'Noted' } })).body.grid;
    const full = (await member.client.get(`/api/grids/${grid.id}`)).body.grid;
    const versionId = full.gridVersion.id as string;
    const sheetId = full.content.sheetIds[0] as string;
    const author = await connect(`grid=${grid.id}&version=${versionId}`);
    author.send({ type: 'command', command: { localId: 1, baseSeq: 0, id: 'notes.set', params: { sheetId, row: 4, col: 3, text: 'Checked' } } });
    expect(await author.outcome(1)).toMatchObject({ type: 'command' });
    expect((await member.client.put(`/api/grids/${grid.id}/versions/${versionId}/publish`)).status).toBe(200);
    const shadow = (await member.client.post(`/api/grids/${grid.id}/shadows`, { shadow: { name: 'Noted shadow', gridVersionId: versionId } })).body.shadow;
    return { sheetId, token: shadow.token as string };
  };

  it('refuses deleting cells that moves a note, changes nothing, and lets deleting the note\'s row through as the save does', async () => {
    const { sheetId, token } = await notedShadow();
    const one = await connect(`shadow=${token}`);
    const two = await connect(`shadow=${token}`);
    const name = (one.welcome.document as { sheetsById: Record<string, { name: string }> }).sheetsById[sheetId].name;

    // Deleting D1 shifting up moves D5's note to D4: no command id says so, the result does (D5 loses it).
    one.send({ type: 'command', command: { localId: 1, baseSeq: 0, id: 'workbook.delete-cells', params: { sheetId, area: { top: 0, left: 3, bottom: 0, right: 3 }, shift: 'up' } } });
    expect(await one.outcome(1)).toMatchObject({ type: 'rejected', reason: `${NOTES_REFUSED} ${name}!D5` });
    one.send({ type: 'command', command: { localId: 2, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId, row: 0, col: 0, text: 'after' } } });
    const accepted = await one.outcome(2);
    // The refused command took nothing with it: the next one is seq 1 and the other tab sees only that.
    expect(accepted).toMatchObject({ type: 'command', command: { seq: 1 } });
    await two.next((message) => message.type === 'command' && message.command.seq === 1);

    one.send({ type: 'command', command: { localId: 3, baseSeq: 1, id: 'workbook.delete-rows', params: { sheetId, start: 4, count: 1 } } });
    expect(await one.outcome(3)).toMatchObject({ type: 'command', command: { seq: 2 } });

    const view = (await member.client.get(`/api/shadows/${token}`)).body;
    const sheet = view.sheetsById[sheetId];
    expect(sheet.cellsById[`${sheet.columnIds[0]}&${sheet.rowIds[0]}`]?.value).toBe('after');
    expect(JSON.stringify(view.sheetsById[sheetId])).not.toContain('Checked');
  });
});
