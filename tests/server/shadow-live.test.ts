import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '../../plugins/input-form/messages.js';
import type { ServerMessage } from '../../plugins/collab/protocol.js';
import { type Client, type Harness, startHarness } from './harness.js';
import { LiveClient, until } from './collab-support.js';
import { type Receiver, startReceiver } from './receiver.js';

type CommandMessage = Extract<ServerMessage, { type: 'command' }>;

describe('a shadow on the live channel: its input, its Save, its renames (issue 36)', () => {
  let harness: Harness;
  let receiver: Receiver;
  let member: Awaited<ReturnType<Harness['newMember']>>;
  const open: LiveClient[] = [];

  beforeAll(async () => {
    receiver = await startReceiver();
    harness = await startHarness({
      live: { foldEvery: 50, foldIdleMs: 60_000 },
      webhooks: { timeoutMs: 300, attempts: 1, backoffMs: 10, maxResponseBytes: 1024, allowPrivateAddresses: true },
    });
    member = await harness.newMember('Shadow live account');
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
    await harness.close();
    await receiver.close();
  });

  const connect = async (query: string) => {
    const client = await LiveClient.connect(harness.server.url, query, { 'x-api-key': member.apiKey });
    open.push(client);
    return client;
  };

  /** A published template whose B1 doubles the input's price, output as `total`, and a shadow of it with price 1. */
  const pricedShadow = async (name: string) => {
    const client: Client = member.client;
    const grid = (await client.post('/api/grids', { grid: { name } })).body.grid;
    const full = (await client.get(`/api/grids/${grid.id}`)).body.grid;
    const versionId = full.gridVersion.id as string;
    const sheetId = full.content.sheetIds[0] as string;
    const author = await connect(`grid=${grid.id}&version=${versionId}`);
    author.send({ type: 'command', command: { localId: 1, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId, row: 0, col: 1, text: '=INPUT("price")*2' } } });
    expect(await author.outcome(1)).toMatchObject({ type: 'command' });
    author.send({ type: 'command', command: { localId: 2, baseSeq: 1, id: 'input-form.set-input', params: { input: { price: 3 } } } });
    // A template version has no input of its own: the command is refused there, and nothing changes.
    expect(await author.outcome(2)).toMatchObject({ type: 'rejected', reason: INPUT_MESSAGES.notAShadow });
    expect((await client.put(`/api/grids/${grid.id}/versions/${versionId}/publish`)).status).toBe(200);
    const shadow = (await client.post(`/api/grids/${grid.id}/shadows`, { shadow: { name: 'Priced', gridVersionId: versionId, input: { price: 1 } } })).body.shadow;
    return { gridId: grid.id as string, sheetId, token: shadow.token as string };
  };
  const valueOf = (view: Record<string, any>, sheetId: string, row: number, col: number) => {
    const sheet = view.sheetsById[sheetId];
    return sheet.cellsById[`${sheet.columnIds[col]}&${sheet.rowIds[row]}`]?.value;
  };

  it('welcomes a shadow\'s tabs with its input; an input set in one reaches the other and is what the shadow reads', async () => {
    const { token } = await pricedShadow('Live input');
    const one = await connect(`shadow=${token}`);
    const two = await connect(`shadow=${token}`);
    expect((one.welcome.document as { input: unknown }).input).toEqual({ price: 1 });

    one.send({ type: 'command', command: { localId: 1, baseSeq: 0, id: 'input-form.set-input', params: { input: { price: 21 } } } });
    expect(await one.outcome(1)).toMatchObject({ type: 'command' });
    const seen = await two.next<CommandMessage>((message) => message.type === 'command' && message.command.id === 'input-form.set-input');
    expect(seen.command.patches).toEqual([expect.objectContaining({ path: ['input'], value: { price: 21 } })]);
    one.send({ type: 'command', command: { localId: 2, baseSeq: 1, id: 'input-form.set-input', params: {} } });
    expect(await one.outcome(2)).toMatchObject({ type: 'rejected', reason: INPUT_MESSAGES.notJson });

    // A read folds the log: the stored input is the live one, and the sheets are computed with it.
    const view = (await member.client.get(`/api/shadows/${token}`)).body;
    expect(view.input).toEqual({ price: 21 });
    expect(Object.values(view.values as Record<string, Record<string, unknown>>)[0].B1).toBe(42);
    // A tab opened afterwards starts from it.
    const three = await connect(`shadow=${token}`);
    expect((three.welcome.document as { input: unknown }).input).toEqual({ price: 21 });
  });

  it('Save records a save: acknowledged edits are stored, the webhooks get the live outputs and the context, no content is written; a context over 4 KB is refused', async () => {
    const { sheetId, token } = await pricedShadow('Live save');
    const hook = (await member.client.post('/api/webhooks', { url: `${receiver.url}/live-save` })).body.webhook;
    const tab = await connect(`shadow=${token}`);
    tab.send({ type: 'command', command: { localId: 1, baseSeq: 0, id: 'input-form.set-input', params: { input: { price: 5 } } } });
    tab.send({ type: 'command', command: { localId: 2, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId, row: 1, col: 1, text: 'mine' } } });
    expect(await tab.outcome(2)).toMatchObject({ type: 'command' });

    const saved = await member.client.post(`/api/shadows/${token}/save`, {}, { headers: { 'x-context': '{"crm":"42"}' } });
    expect(saved.status).toBe(200);
    const hit = await until(() => receiver.received.find((entry) => entry.path === '/live-save'), 'the webhook');
    expect(JSON.parse(hit.body)).toMatchObject({ event: 'shadow.saved', shadowToken: token, context: '{"crm":"42"}' });
    const view = (await member.client.get(`/api/shadows/${token}`)).body;
    expect(Object.values(view.values as Record<string, Record<string, unknown>>)[0].B1).toBe(10);
    expect(valueOf(view, sheetId, 1, 1)).toBe('mine');
    // Recording a save wrote no content: the revision is the fold's.
    const again = await member.client.post(`/api/shadows/${token}/save`, {});
    expect(again.body.shadow.revision).toBe(saved.body.shadow.revision);

    const refused = await member.client.post(`/api/shadows/${token}/save`, {}, { headers: { 'x-context': 'x'.repeat(5000) } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Invalid header x-context: at most 4096 characters.');
    expect((await member.client.post('/api/shadows/no-such-token/save', {})).status).toBe(404);
    await member.client.delete(`/api/webhooks/${hook.id}`);
  });

  it('a rename through the PUT keeps the live edits not folded yet and does not reload the tabs; a PUT of sheets does', async () => {
    const { sheetId, token } = await pricedShadow('Live rename');
    const tab = await connect(`shadow=${token}`);
    tab.send({ type: 'command', command: { localId: 1, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId, row: 2, col: 2, text: 'kept' } } });
    expect(await tab.outcome(1)).toMatchObject({ type: 'command' });
    expect((await member.client.put(`/api/shadows/${token}`, { shadow: { name: 'Renamed' } })).status).toBe(200);
    const view = (await member.client.get(`/api/shadows/${token}`)).body;
    expect(view.shadow.name).toBe('Renamed');
    expect(valueOf(view, sheetId, 2, 2)).toBe('kept');
    tab.send({ type: 'command', command: { localId: 2, baseSeq: 1, id: 'workbook.set-cell', params: { sheetId, row: 3, col: 2, text: 'still live' } } });
    expect(await tab.outcome(2)).toMatchObject({ type: 'command' });
    expect(tab.messages.some((message) => message.type === 'reload')).toBe(false);

    expect((await member.client.put(`/api/shadows/${token}`, { shadow: { sheetIds: view.sheetIds, sheetsById: view.sheetsById } })).status).toBe(200);
    expect(await tab.next((message) => message.type === 'reload')).toMatchObject({ type: 'reload' });
  });
});
