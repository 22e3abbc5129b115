import { describe, expect, it } from 'vitest';
import { TestNetwork } from './harness.js';

describe('co-editing: the same cell, own undo, reconnecting', () => {
  it('the same cell edited by two: the one received last wins on every copy, the other is told who', () => {
    const net = new TestNetwork();
    const [ann, bob] = [net.join('Ann'), net.join('Bob')];
    const sheetId = net.document.sheetIds[0];
    ann.run('workbook.set-cell', { sheetId, row: 1, col: 1, text: 'Ann was here' });
    bob.run('workbook.set-cell', { sheetId, row: 1, col: 1, text: 'Bob was here' });
    net.toRoom(ann);
    net.toRoom(bob);
    net.settle();
    for (const client of [ann, bob]) expect(client.cell(1, 1)?.value).toBe('Bob was here');
    expect(ann.notices).toEqual([expect.objectContaining({ kind: 'overwritten', author: 'Bob' })]);
    expect(ann.notices[0].message).toBe('Bob changed a cell you had just edited.');
    expect(bob.notices).toEqual([]);
  });

  it('an edit made after seeing the other one is no conflict', () => {
    const net = new TestNetwork();
    const [ann, bob] = [net.join('Ann'), net.join('Bob')];
    const sheetId = net.document.sheetIds[0];
    ann.run('workbook.set-cell', { sheetId, row: 1, col: 1, text: 'first' });
    net.settle();
    bob.run('workbook.set-cell', { sheetId, row: 1, col: 1, text: 'second' });
    net.settle();
    expect(ann.notices).toEqual([]);
  });

  it('undo takes back only one\'s own command, after the other\'s edits in between', () => {
    const net = new TestNetwork();
    const [ann, bob] = [net.join('Ann'), net.join('Bob')];
    const sheetId = net.document.sheetIds[0];
    ann.run('workbook.set-cell', { sheetId, row: 0, col: 0, text: 'mine' });
    net.settle();
    bob.run('workbook.set-cell', { sheetId, row: 0, col: 1, text: 'theirs' });
    bob.run('workbook.insert-rows', { sheetId, index: 0, side: 'above' });
    net.settle();
    expect(ann.sync.undo()).toBe(true);
    net.settle();
    for (const client of [ann, bob]) {
      expect(client.cell(1, 0)).toBeUndefined();
      expect(client.cell(1, 1)?.value).toBe('theirs');
      expect(client.kernel.store.state).toEqual(net.room.document);
    }
    expect(ann.sync.redo()).toBe(true);
    net.settle();
    expect(bob.cell(1, 0)?.value).toBe('mine');
    expect(bob.kernel.store.state).toEqual(net.room.document);
  });

  it('undo of a structural command after another\'s structural change is skipped with a notice', () => {
    const net = new TestNetwork();
    const [ann, bob] = [net.join('Ann'), net.join('Bob')];
    const sheetId = net.document.sheetIds[0];
    ann.run('workbook.insert-rows', { sheetId, index: 3, side: 'above' });
    net.settle();
    bob.run('workbook.delete-rows', { sheetId, start: 0 });
    net.settle();
    expect(ann.sync.undo()).toBe(false);
    expect(ann.notices.map((n) => n.kind)).toEqual(['undo-skipped']);
    net.settle();
    expect(ann.kernel.store.state).toEqual(net.room.document);
  });

  it('undo of one\'s own insert with no other structural change since takes the row out everywhere', () => {
    const net = new TestNetwork();
    const [ann, bob] = [net.join('Ann'), net.join('Bob')];
    const sheetId = net.document.sheetIds[0];
    const rows = net.room.document.sheetsById[sheetId].rowIds.length;
    ann.run('workbook.insert-rows', { sheetId, index: 3, side: 'above' });
    net.settle();
    bob.run('workbook.set-cell', { sheetId, row: 8, col: 0, text: 'below' });
    net.settle();
    expect(ann.sync.undo()).toBe(true);
    net.settle();
    expect(net.room.document.sheetsById[sheetId].rowIds).toHaveLength(rows);
    expect(bob.cell(7, 0)?.value).toBe('below');
    expect(bob.kernel.store.state).toEqual(net.room.document);
  });

  it('offline edits are kept, then sent and rebased on reconnect; acknowledged ones are not run twice', () => {
    const net = new TestNetwork();
    const [ann, bob] = [net.join('Ann'), net.join('Bob')];
    const sheetId = net.document.sheetIds[0];
    ann.run('workbook.insert-rows', { sheetId, index: 0, side: 'above' });
    net.toRoom(ann);
    net.disconnect(ann);
    expect(ann.sync.offline).toBe(true);
    ann.run('workbook.set-cell', { sheetId, row: 4, col: 0, text: 'offline' });
    bob.run('workbook.insert-rows', { sheetId, index: 2, side: 'above' });
    net.settle();
    net.connect(ann);
    expect(ann.sync.offline).toBe(false);
    net.settle();
    const sheet = net.room.document.sheetsById[sheetId];
    expect(sheet.rowIds).toHaveLength(net.document.sheetsById[sheetId].rowIds.length + 2);
    expect(bob.cell(5, 0)?.value).toBe('offline');
    expect(ann.kernel.store.state).toEqual(net.room.document);
  });

  it('a command based too far back is refused with a reason to reload', () => {
    const net = new TestNetwork();
    const sheetId = net.document.sheetIds[0];
    const result = net.room.submit('x', { userId: 'u', name: 'U' }, { localId: 1, baseSeq: 5, id: 'workbook.set-cell', params: { sheetId, row: 0, col: 0, text: '1' } });
    expect(result).toEqual({ rejected: expect.stringMatching(/Reload/) });
    const unknown = net.room.submit('x', { userId: 'u', name: 'U' }, { localId: 1, baseSeq: 0, id: 'nope', params: {} });
    expect(unknown).toEqual({ rejected: 'Unknown command "nope".' });
    const bad = net.room.submit('x', { userId: 'u', name: 'U' }, { localId: 1, baseSeq: 0, id: 'workbook.set-cell', params: null });
    expect('rejected' in bad).toBe(true);
    expect(net.room.seq).toBe(0);
  });
});
