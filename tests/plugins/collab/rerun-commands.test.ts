import { describe, expect, it } from 'vitest';
import { RoomCore } from '../../../plugins/collab/room.js';
import type { SequencedCommand, ServerMessage } from '../../../plugins/collab/protocol.js';
import { collabPlugins, TestNetwork } from './harness.js';

/** The commands the room sent to a client's inbox so far (before it reads them). */
const sentCommands = (inbox: readonly ServerMessage[]): SequencedCommand[] => inbox.flatMap((message) => (message.type === 'command' ? [message.command] : []));

function sortedNetwork() {
  const net = new TestNetwork();
  const ann = net.join('Ann');
  const bob = net.join('Bob');
  const sheetId = net.document.sheetIds[0];
  for (const [row, text] of [[0, 'c'], [1, 'a'], [2, 'b']] as const) ann.run('workbook.set-cell', { sheetId, row, col: 0, text });
  ann.run('workbook.set-cell', { sheetId, row: 0, col: 1, text: '=A1&"!"' });
  net.settle();
  return { net, ann, bob, sheetId, sort: { sheetId, area: { top: 0, left: 0, bottom: 2, right: 1 }, order: [1, 2, 0] } };
}

describe('a deterministic command (a sort) travels as its params, and every copy runs it again', () => {
  it('is sent and logged without patches, and every copy ends as the room', () => {
    const { net, ann, bob, sort } = sortedNetwork();
    ann.run('sort.rows', sort);
    net.toRoom(ann);
    const [sent] = sentCommands(bob.inbox);
    expect(sent.id).toBe('sort.rows');
    expect(sent.patches).toBeUndefined();
    expect(sent.structural).toBeUndefined();
    net.settle();
    for (const client of [ann, bob]) expect(client.kernel.store.state).toEqual(net.room.document);
    expect([bob.cell(0, 0)?.value, bob.cell(1, 0)?.value, bob.cell(2, 0)?.value]).toEqual(['a', 'b', 'c']);
    // The formula moved with its row, its reference with it.
    expect(bob.cell(2, 1)?.formula).toBe('=A3&"!"');
  });

  it("is rebased under one's own pending edit, and the pending structural edit over it", () => {
    const { net, ann, bob, sheetId, sort } = sortedNetwork();
    ann.run('sort.rows', sort);
    bob.run('workbook.set-cell', { sheetId, row: 0, col: 1, text: 'of c' });
    bob.run('workbook.insert-rows', { sheetId, index: 5, side: 'above' });
    net.toRoom(ann);
    net.toRoom(bob);
    net.settle();
    for (const client of [ann, bob]) expect(client.kernel.store.state).toEqual(net.room.document);
    // Bob's edit in c's row of the sorted range follows it to where the sort put it.
    expect(bob.cell(2, 1)?.value).toBe('of c');
  });

  it("is the author's own run when nothing came between, and a run again when something did", () => {
    const { net, ann, bob, sheetId, sort } = sortedNetwork();
    ann.run('sort.rows', sort);
    const local = ann.kernel.store.state;
    net.toRoom(ann);
    net.settle();
    // Acknowledged without running it again: the copy is the very document the local run made.
    expect(ann.kernel.store.state).toBe(local);
    bob.run('workbook.set-cell', { sheetId, row: 0, col: 3, text: 'x' });
    ann.run('sort.rows', { ...sort, order: [2, 0, 1] });
    net.toRoom(bob);
    net.toRoom(ann);
    net.settle();
    for (const client of [ann, bob]) expect(client.kernel.store.state).toEqual(net.room.document);
  });

  it('is run again when a room takes in the log (opening, another process)', () => {
    const { net, ann, sort } = sortedNetwork();
    const start = net.room.document;
    const seq = net.room.seq;
    ann.run('sort.rows', sort);
    net.toRoom(ann);
    const [logged] = sentCommands(ann.inbox).slice(-1);
    const reopened = new RoomCore({ plugins: collabPlugins, document: start, seq });
    reopened.adopt(logged, 'origin-Ann');
    expect(reopened.document).toEqual(net.room.document);
    expect(reopened.seq).toBe(net.room.seq);
  });
});
