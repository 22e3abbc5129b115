import { describe, expect, it } from 'vitest';
import { TestNetwork } from './harness.js';

describe('co-editing: RoomCore and ClientSync', () => {
  it('sends a local edit to the room, which sends it to the other editor', () => {
    const net = new TestNetwork();
    const [a, b] = [net.join('Ann'), net.join('Bob')];
    const sheetId = net.document.sheetIds[0];
    expect(a.run('workbook.set-cell', { sheetId, row: 0, col: 0, text: '42' })).toBe(true);
    expect(a.sync.pendingCount).toBe(1);
    net.settle();
    expect(b.cell(0, 0)?.value).toBe(42);
    expect(a.sync.pendingCount).toBe(0);
    expect(a.sync.seq).toBe(1);
    expect(b.kernel.store.state).toEqual(net.room.document);
    expect(a.kernel.store.state).toEqual(net.room.document);
  });

  it('holds its commands while autosave is off: others\' edits still come in, and the held ones go (rebased) when the hold ends', () => {
    const net = new TestNetwork();
    const [a, b] = [net.join('Ann'), net.join('Bob')];
    const sheetId = net.document.sheetIds[0];
    a.sync.hold(true);
    a.run('workbook.set-cell', { sheetId, row: 4, col: 1, text: 'held' });
    a.run('workbook.set-cell', { sheetId, row: 0, col: 0, text: '=B5' });
    b.run('workbook.insert-rows', { sheetId, index: 2, side: 'above' });
    net.settle();
    expect(a.outbox).toEqual([]);
    expect(a.sync.pendingCount).toBe(2);
    expect(a.cell(5, 1)?.value).toBe('held');
    expect(b.cell(5, 1)).toBeUndefined();
    a.sync.hold(false);
    net.settle();
    for (const client of [a, b]) {
      expect(client.cell(5, 1)?.value).toBe('held');
      expect(client.cell(0, 0)?.formula).toBe('=B6');
      expect(client.kernel.store.state).toEqual(net.room.document);
    }
    expect(a.sync.pendingCount).toBe(0);
  });

  it('moves a concurrent edit below a row inserted above it, on every copy', () => {
    const net = new TestNetwork();
    const [a, b] = [net.join('Ann'), net.join('Bob')];
    const sheetId = net.document.sheetIds[0];
    a.run('workbook.set-cell', { sheetId, row: 4, col: 1, text: 'typed' });
    b.run('workbook.insert-rows', { sheetId, index: 2, side: 'above' });
    net.toRoom(b);
    net.toRoom(a);
    net.settle();
    for (const client of [a, b]) {
      expect(client.cell(5, 1)?.value).toBe('typed');
      expect(client.kernel.store.state).toEqual(net.room.document);
    }
  });

  it('drops a command on a deleted row and tells its author why', () => {
    const net = new TestNetwork();
    const [a, b] = [net.join('Ann'), net.join('Bob')];
    const sheetId = net.document.sheetIds[0];
    a.run('workbook.set-cell', { sheetId, row: 4, col: 1, text: 'lost' });
    b.run('workbook.delete-rows', { sheetId, start: 4 });
    net.toRoom(b);
    net.toClient(a);
    net.settle();
    expect(a.notices.map((n) => n.kind)).toContain('dropped');
    expect(a.kernel.store.state).toEqual(net.room.document);
    expect(b.kernel.store.state).toEqual(net.room.document);
  });
});

describe('co-editing: the ids a command makes', () => {
  it('are the author’s on every copy: a new sheet, its rows and columns, and rows inserted', () => {
    const net = new TestNetwork();
    const [a, b] = [net.join('Ann'), net.join('Bob')];
    expect(a.run('workbook.add-sheet', { name: 'Added' })).toBe(true);
    const sheetId = a.kernel.store.state.sheetIds[1];
    expect(a.run('workbook.insert-rows', { sheetId, index: 0, side: 'above' })).toBe(true);
    const authored = a.kernel.store.state.sheetsById[sheetId];
    b.run('workbook.set-cell', { sheetId: net.document.sheetIds[0], row: 0, col: 0, text: 'first' });
    net.toRoom(b);
    net.settle();
    expect(net.room.document.sheetsById[sheetId]?.rowIds).toEqual(authored.rowIds);
    expect(net.room.document.sheetsById[sheetId]?.columnIds).toEqual(authored.columnIds);
    for (const client of [a, b]) expect(client.kernel.store.state).toEqual(net.room.document);
  });
});

describe('co-editing: the view through a rebase', () => {
  it('stays on one’s own new sheet while it is taken back and run again over another’s command', () => {
    const net = new TestNetwork();
    const [a, b] = [net.join('Ann'), net.join('Bob')];
    b.run('workbook.insert-rows', { sheetId: net.document.sheetIds[0], index: 0, side: 'above' });
    net.toRoom(b);
    expect(a.run('workbook.add-sheet', { id: 'annsheet' })).toBe(true);
    a.kernel.view.run('view.set-active-sheet', { sheetId: 'annsheet' });
    net.toClient(a);
    expect(a.kernel.view.state.activeSheetId).toBe('annsheet');
    net.settle();
    expect(a.kernel.view.state.activeSheetId).toBe('annsheet');
    expect(a.kernel.store.state).toEqual(net.room.document);
  });
});
