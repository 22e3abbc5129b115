import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SequencedCommand, ServerMessage } from '../../plugins/collab/protocol.js';
import { MAX_FRAME_BYTES } from '../../plugins/collab/protocol.js';
import { type Client, type Harness, startHarness } from './harness.js';
import { LiveClient, until } from './collab-support.js';

type CommandMessage = Extract<ServerMessage, { type: 'command' }>;

describe('the live channel (issue 36)', () => {
  let harness: Harness;
  let member: Awaited<ReturnType<Harness['newMember']>>;
  let other: Awaited<ReturnType<Harness['newMember']>>;
  const open: LiveClient[] = [];

  beforeAll(async () => {
    // Fold quickly when idle so the stored content catches up within a test.
    harness = await startHarness({ live: { foldEvery: 5, foldIdleMs: 200 } });
    member = await harness.newMember('Live account');
    other = await harness.newMember('Other account');
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
    await harness.close();
  });

  const newTemplate = async (client: Client, name: string) => {
    const grid = (await client.post('/api/grids', { grid: { name } })).body.grid;
    const full = (await client.get(`/api/grids/${grid.id}`)).body.grid;
    return { gridId: grid.id as string, versionId: full.gridVersion.id as string, sheetId: full.content.sheetIds[0] as string };
  };
  const connect = async (query: string, headers: Record<string, string>) => {
    const client = await LiveClient.connect(harness.server.url, query, headers);
    open.push(client);
    return client;
  };
  const byKey = (apiKey: string) => ({ 'x-api-key': apiKey });
  const cellValue = async (client: Client, gridId: string, sheetId: string, row: number, col: number) => {
    const content = (await client.get(`/api/grids/${gridId}`)).body.grid.content;
    const sheet = content.sheetsById[sheetId];
    return sheet.cellsById?.[`${sheet.columnIds[col]}&${sheet.rowIds[row]}`];
  };

  it('refuses an upgrade without sign-in (401), from another site (403), to another account\'s template (404) or naming nothing (400)', async () => {
    const { gridId, versionId } = await newTemplate(member.client, 'Refusals');
    const query = `grid=${gridId}&version=${versionId}`;
    await expect(LiveClient.connect(harness.server.url, query, {})).rejects.toMatchObject({ status: 401 });
    await expect(LiveClient.connect(harness.server.url, query, { ...byKey(member.apiKey), origin: 'https://evil.example' })).rejects.toMatchObject({ status: 403 });
    await expect(LiveClient.connect(harness.server.url, query, byKey(other.apiKey))).rejects.toMatchObject({ status: 404 });
    await expect(LiveClient.connect(harness.server.url, 'grid=x', byKey(member.apiKey))).rejects.toMatchObject({ status: 400 });
  });

  it('signs in by the session cookie too, and welcomes with the document, its seq and the peers', async () => {
    const { gridId, versionId, sheetId } = await newTemplate(member.client, 'Welcome');
    const alice = await connect(`grid=${gridId}&version=${versionId}`, { cookie: member.client.auth.cookie, origin: harness.server.url });
    expect(alice.welcome.seq).toBe(0);
    expect((alice.welcome.document as { sheetIds: string[] }).sheetIds).toEqual([sheetId]);
    expect(alice.welcome.peers.map((peer) => peer.clientId)).toEqual([alice.welcome.clientId]);
    expect(alice.welcome.versionId).toBe(versionId);
  });

  it('sends each command, in one order, to its author (the acknowledgement) and to every other editor; presence follows', async () => {
    const { gridId, versionId, sheetId } = await newTemplate(member.client, 'Two editors');
    const query = `grid=${gridId}&version=${versionId}`;
    const alice = await connect(query, byKey(member.apiKey));
    const bob = await connect(query, byKey(member.apiKey));
    const joined = await alice.next<Extract<ServerMessage, { type: 'peers' }>>((message) => message.type === 'peers' && message.peers.length === 2);
    expect(new Set(joined.peers.map((peer) => peer.color)).size).toBe(2);

    alice.send({ type: 'command', command: { localId: 1, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId, row: 0, col: 0, text: '41' } } });
    bob.send({ type: 'command', command: { localId: 1, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId, row: 1, col: 0, text: '=A1+1' } } });
    const ackA = (await alice.outcome(1)) as CommandMessage;
    const ackB = (await bob.outcome(1)) as CommandMessage;
    expect([ackA.command.seq, ackB.command.seq].sort()).toEqual([1, 2]);
    const seen = (client: LiveClient) => client.messages.filter((message): message is CommandMessage => message.type === 'command').map((message) => message.command.seq);
    await until(() => seen(alice).length === 2 && seen(bob).length === 2, 'both commands at both editors');
    expect(seen(alice)).toEqual([1, 2]);
    expect(seen(bob)).toEqual([1, 2]);
    expect(ackA.command.author.name).toBe(member.email.split('@')[0]);
    expect(ackA.command.patches?.length).toBeGreaterThan(0);

    bob.send({ type: 'selection', selection: { sheetId, top: 2, left: 1, bottom: 3, right: 1 } });
    await alice.next((message) => message.type === 'peers' && message.peers.some((peer) => peer.selection?.top === 2));
    await bob.close();
    await alice.next((message) => message.type === 'peers' && message.peers.length === 1);

    // A GET of the version reads every acknowledged edit (its room folds first).
    expect(await cellValue(member.client, gridId, sheetId, 1, 0)).toEqual({ formula: '=A1+1' });
    expect((await cellValue(member.client, gridId, sheetId, 0, 0))?.value).toBe(41);
  });

  it('runs a command with the ids its author drew, and runs a command resent after a reconnect only once', async () => {
    const { gridId, versionId, sheetId } = await newTemplate(member.client, 'Ids and resends');
    const query = `grid=${gridId}&version=${versionId}&origin=tab-1`;
    const alice = await connect(query, byKey(member.apiKey));
    const insert = { baseSeq: 0, id: 'workbook.insert-rows', params: { sheetId, index: 0, side: 'above', count: 1 }, origin: 'tab-1', serial: 1, ids: ['Author'] };
    alice.send({ type: 'command', command: { localId: 1, ...insert } });
    const ack = (await alice.outcome(1)) as CommandMessage;
    expect(ack.command.patches).toContainEqual(expect.objectContaining({ path: ['sheetsById', sheetId, 'rowsById', 'Author'] }));

    // The same tab (origin), back after a drop, sends its command again: it is known, not run twice.
    await alice.close();
    const again = await connect(query, byKey(member.apiKey));
    expect(again.welcome).toMatchObject({ seq: 1, applied: 1 });
    again.send({ type: 'command', command: { localId: 1, ...insert } });
    expect(await again.outcome(1)).toMatchObject({ type: 'rejected', duplicate: true });
    const content = (await member.client.get(`/api/grids/${gridId}`)).body.grid.content;
    expect(content.sheetsById[sheetId].rowIds.filter((id: string) => id === 'Author')).toHaveLength(1);

    // An id the document has already is never given to a second row: that row gets a fresh one.
    again.send({ type: 'command', command: { localId: 2, ...insert, baseSeq: 1, serial: 2 } });
    const second = (await again.outcome(2)) as CommandMessage;
    const added = second.command.patches!.find((patch) => patch.op === 'add')!;
    expect(added.path.slice(0, 3)).toEqual(['sheetsById', sheetId, 'rowsById']);
    expect(added.path[3]).not.toBe('Author');

    for (const [index, [field, value]] of ([['origin', ''], ['serial', 0], ['ids', 'Author']] as const).entries()) {
      const localId = 3 + index;
      again.send({ type: 'command', command: { localId, ...insert, baseSeq: 2, serial: 3, [field]: value } });
      expect(await again.outcome(localId)).toMatchObject({ type: 'rejected', reason: expect.stringContaining(`"${field}"`) });
    }
  });

  it('refuses bad frames with a clear reason and changes nothing: not JSON, wrong shapes, unknown command ids, bad params, binary and oversized frames', async () => {
    const { gridId, versionId, sheetId } = await newTemplate(member.client, 'Bad frames');
    const query = `grid=${gridId}&version=${versionId}`;
    const alice = await connect(query, byKey(member.apiKey));

    alice.send({ type: 'command', command: { localId: 1, baseSeq: 0, id: 'no.such-command', params: {} } });
    expect(await alice.outcome(1)).toMatchObject({ type: 'rejected', reason: expect.stringContaining('no.such-command') });
    alice.send({ type: 'command', command: { localId: 2, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId: 'nope', row: 0, col: 0, text: '1' } } });
    expect(await alice.outcome(2)).toMatchObject({ type: 'rejected' });
    alice.send(JSON.stringify({ type: 'command', command: { localId: 3, baseSeq: -1, id: 'workbook.set-cell' } }));
    expect(await alice.outcome(3)).toMatchObject({ type: 'rejected', reason: expect.stringContaining('baseSeq') });
    alice.send({ type: 'ping' });
    await alice.next((message) => message.type === 'pong');

    const notJson = await connect(query, byKey(member.apiKey));
    notJson.send('{not json');
    expect(await notJson.whenClosed()).toEqual({ code: 4001, reason: 'A message must be JSON.' });

    const binary = await connect(query, byKey(member.apiKey));
    binary.socket.send(Buffer.from([1, 2, 3]));
    expect((await binary.whenClosed()).code).toBe(4001);

    const big = await connect(query, byKey(member.apiKey));
    big.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(MAX_FRAME_BYTES) }));
    expect((await big.whenClosed()).code).toBe(1009);

    // Nothing changed and the room still serves.
    alice.send({ type: 'command', command: { localId: 4, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId, row: 0, col: 0, text: 'ok' } } });
    const ack = (await alice.outcome(4)) as CommandMessage;
    expect(ack.command.seq).toBe(1);
  });

  it('gives editors of a published version its draft, one for all of them, and the welcome names it', async () => {
    const { gridId, versionId } = await newTemplate(member.client, 'Published');
    expect((await member.client.put(`/api/grids/${gridId}/versions/${versionId}/publish`)).status).toBe(200);
    const alice = await connect(`grid=${gridId}&version=${versionId}`, byKey(member.apiKey));
    const bob = await connect(`grid=${gridId}&version=${versionId}`, byKey(member.apiKey));
    const draftId = alice.welcome.versionId!;
    expect(draftId).not.toBe(versionId);
    expect(bob.welcome.versionId).toBe(draftId);
    const versions = (await member.client.get(`/api/grids/${gridId}`)).body.grid;
    expect(versions.currentVersionId ?? versions.gridVersion.id).toBe(draftId);
  });

  it('tells a version\'s editors to reload when a whole-document PUT replaces it, and the next joiner gets that content', async () => {
    const { gridId, versionId, sheetId } = await newTemplate(member.client, 'Put while live');
    const query = `grid=${gridId}&version=${versionId}`;
    const alice = await connect(query, byKey(member.apiKey));
    alice.send({ type: 'command', command: { localId: 1, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId, row: 0, col: 0, text: 'live' } } });
    await alice.outcome(1);
    const content = (await member.client.get(`/api/grids/${gridId}`)).body.grid.content;
    expect((await member.client.put(`/api/grids/${gridId}/versions/${versionId}`, { gridVersion: { ...content, name: 'Replaced' } })).status).toBe(200);
    const reload = await alice.next((message) => message.type === 'reload');
    expect(reload).toMatchObject({ type: 'reload', reason: expect.any(String) });
    expect((await alice.whenClosed()).code).toBe(4000);
    const again = await connect(query, byKey(member.apiKey));
    expect((again.welcome.document as { name: string }).name).toBe('Replaced');
    expect(again.welcome.seq).toBeGreaterThanOrEqual(1);
  });

  it('sends reload to a version\'s editors when it is published', async () => {
    const { gridId, versionId, sheetId } = await newTemplate(member.client, 'Publish while live');
    const alice = await connect(`grid=${gridId}&version=${versionId}`, byKey(member.apiKey));
    alice.send({ type: 'command', command: { localId: 1, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId, row: 0, col: 0, text: 'kept' } } });
    await alice.outcome(1);
    expect((await member.client.put(`/api/grids/${gridId}/versions/${versionId}/publish`)).status).toBe(200);
    expect(await alice.next((message) => message.type === 'reload')).toMatchObject({ versionId });
    // The acknowledged edit was folded in before the version was published.
    expect((await cellValue(member.client, gridId, sheetId, 0, 0))?.value).toBe('kept');
  });

  it('marks a reload as its own for the editors of the page whose request caused it (X-Gridcast-Page), and only for them', async () => {
    const { gridId, versionId } = await newTemplate(member.client, 'Own publish');
    const page = 'a1b2c3d4e5f6a7b8c9d0e1f2';
    const mine = await connect(`grid=${gridId}&version=${versionId}&page=${page}`, byKey(member.apiKey));
    const theirs = await connect(`grid=${gridId}&version=${versionId}&page=ffffffffffffffffffffffff`, byKey(member.apiKey));
    expect((await member.client.put(`/api/grids/${gridId}/versions/${versionId}/publish`, undefined, { headers: { 'x-gridcast-page': page } })).status).toBe(200);
    expect(await mine.next((message) => message.type === 'reload')).toMatchObject({ versionId, own: true });
    expect(await theirs.next((message) => message.type === 'reload')).not.toHaveProperty('own');
  });

  it('drops a peer that sends nothing for PEER_TIMEOUT_MS (a closed tab is gone within 10 s)', async () => {
    const { gridId, versionId } = await newTemplate(member.client, 'Silent peer');
    const query = `grid=${gridId}&version=${versionId}`;
    const alice = await connect(query, byKey(member.apiKey));
    const silent = await connect(query, byKey(member.apiKey));
    const pinging = setInterval(() => alice.send({ type: 'ping' }), 1000);
    try {
      await alice.next((message) => message.type === 'peers' && message.peers.length === 2);
      const left = await alice.next((message) => message.type === 'peers' && message.peers.length === 1);
      expect((left as Extract<ServerMessage, { type: 'peers' }>).peers[0].clientId).toBe(alice.welcome.clientId);
      expect((await silent.whenClosed()).code).toBe(4002);
    } finally {
      clearInterval(pinging);
    }
  }, 30_000);

  it('keeps the log across reopening: a second room replays what the first logged', async () => {
    const { gridId, versionId, sheetId } = await newTemplate(member.client, 'Reopen');
    const query = `grid=${gridId}&version=${versionId}`;
    const alice = await connect(query, byKey(member.apiKey));
    const acks: SequencedCommand[] = [];
    for (let i = 1; i <= 12; i++) {
      alice.send({ type: 'command', command: { localId: i, baseSeq: i - 1, id: 'workbook.set-cell', params: { sheetId, row: i, col: 1, text: String(i) } } });
    }
    for (let i = 1; i <= 12; i++) acks.push(((await alice.outcome(i)) as CommandMessage).command);
    expect(acks.map((ack) => ack.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    await alice.close();
    const bob = await until(async () => {
      const client = await connect(query, byKey(member.apiKey));
      return client;
    }, 'a new room');
    expect(bob.welcome.seq).toBe(12);
    const sheet = (bob.welcome.document as { sheetsById: Record<string, { rowIds: string[]; columnIds: string[] }> }).sheetsById[sheetId];
    expect(sheet.rowIds.length).toBeGreaterThan(12);
  });

  it('keeps two tabs on one shadow in step, and refuses a locked cell there with the reason', async () => {
    const { gridId, versionId, sheetId } = await newTemplate(member.client, 'Shadow live');
    const author = await connect(`grid=${gridId}&version=${versionId}`, byKey(member.apiKey));
    const sheetName = (author.welcome.document as { sheetsById: Record<string, { name: string }> }).sheetsById[sheetId].name;
    author.send({ type: 'command', command: { localId: 1, baseSeq: 0, id: 'locks.add', params: { range: `${sheetName}!A1:A1` } } });
    expect(await author.outcome(1)).toMatchObject({ type: 'command' });
    expect((await member.client.put(`/api/grids/${gridId}/versions/${versionId}/publish`)).status).toBe(200);
    const shadow = (await member.client.post(`/api/grids/${gridId}/shadows`, { shadow: { name: 'Live shadow', gridVersionId: versionId } })).body.shadow;

    const one = await connect(`shadow=${shadow.token}`, byKey(member.apiKey));
    const two = await connect(`shadow=${shadow.token}`, byKey(member.apiKey));
    one.send({ type: 'command', command: { localId: 1, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId, row: 0, col: 1, text: 'unlocked' } } });
    expect(await one.outcome(1)).toMatchObject({ type: 'command' });
    await two.next((message) => message.type === 'command' && message.command.seq === 1);
    one.send({ type: 'command', command: { localId: 2, baseSeq: 1, id: 'workbook.set-cell', params: { sheetId, row: 0, col: 0, text: 'locked' } } });
    expect(await one.outcome(2)).toMatchObject({ type: 'rejected', reason: 'You are trying to edit a locked cell or range.' });
    one.send({ type: 'command', command: { localId: 3, baseSeq: 1, id: 'locks.add', params: { range: `${sheetName}!C1:C1` } } });
    expect(await one.outcome(3)).toMatchObject({ type: 'rejected', reason: 'Locks cannot be added, edited or removed in shadow mode.' });
    // Notes and styles are the author's, as on a whole save: refused by command and by an undo's patches.
    one.send({ type: 'command', command: { localId: 4, baseSeq: 1, id: 'notes.set', params: { sheetId, row: 0, col: 1, text: 'mine' } } });
    expect(await one.outcome(4)).toMatchObject({ type: 'rejected', reason: 'Notes cannot be added, edited or removed in shadow mode.' });
    const palette = { id: 'p1', name: 'Red', styles: {} };
    one.send({ type: 'command', command: { localId: 5, baseSeq: 1, id: 'palettes.apply', params: { sheetId, area: { top: 0, left: 1, bottom: 0, right: 1 }, palette } } });
    expect(await one.outcome(5)).toMatchObject({ type: 'rejected', reason: 'Styles cannot be added, edited or removed in shadow mode.' });
    const bucket = Object.keys((two.welcome.document as { sheetsById: Record<string, { cells: Record<string, unknown> }> }).sheetsById[sheetId].cells)[0] ?? '0';
    const rowId = (two.welcome.document as { sheetsById: Record<string, { rowIds: string[]; columnIds: string[] }> }).sheetsById[sheetId].rowIds[0];
    const columnId = (two.welcome.document as { sheetsById: Record<string, { rowIds: string[]; columnIds: string[] }> }).sheetsById[sheetId].columnIds[1];
    one.send({ type: 'command', command: { localId: 6, baseSeq: 1, id: 'collab.apply-patches', params: { patches: [{ op: 'replace', path: ['sheetsById', sheetId, 'cells', bucket, rowId, columnId, 'note'], value: 'sneaked' }] } } });
    expect(await one.outcome(6)).toMatchObject({ type: 'rejected', reason: 'Notes cannot be added, edited or removed in shadow mode.' });

    const view = (await member.client.get(`/api/shadows/${shadow.token}`)).body;
    const sheet = view.sheetsById[sheetId];
    const cell = (col: number) => sheet.cellsById[`${sheet.columnIds[col]}&${sheet.rowIds[0]}`];
    expect(cell(1)?.value).toBe('unlocked');
    expect(cell(0)?.value).toBeUndefined();
  });
});
