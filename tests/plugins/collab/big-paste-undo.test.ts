import { describe, expect, it } from 'vitest';
import { allFunctions, Engine } from '../../../plugins/formulas/index.js';
import { TestNetwork, type TestClient } from './harness.js';

/** An engine following a client's document, as the editor's session does. */
function engineOf(client: TestClient): Engine {
  const engine = new Engine({ functions: allFunctions });
  engine.loadWorkbook(client.kernel.store.state, {});
  client.kernel.bus.executed$.subscribe((event) => engine.applyDocumentChange(client.kernel.store.state, event.patches, event.source, event.structural));
  return engine;
}
import { UNDO_INVALID_MESSAGE } from '../../../plugins/collab/messages.js';

describe('co-editing: a big paste in parts', () => {
  it('its undo takes the whole paste back on every copy and in their engines, also when it grew the sheet', () => {
    const net = new TestNetwork();
    const ann = net.join('Ann');
    const bob = net.join('Bob');
    const engines = [engineOf(ann), engineOf(bob)];
    const sheetId = net.document.sheetIds[0];
    const rowsBefore = net.document.sheetsById[sheetId].rowIds.length;
    const cells = Array.from({ length: 1200 * 10 }, (_, i) => ({ row: Math.floor(i / 10), col: i % 10, text: `${Math.floor(i / 10) + 1}-${(i % 10) + 1}` }));
    ann.kernel.bus.batch(() => {
      for (let start = 0; start < cells.length; start += 5000) ann.kernel.execute('workbook.set-cells', { sheetId, cells: cells.slice(start, start + 5000) });
    });
    net.settle();
    expect(bob.cell(0, 0)?.value).toBe('1-1');
    expect(bob.cell(1199, 9)?.value).toBe('1200-10');
    for (const engine of engines) expect(engine.getValue(sheetId, 0, 0)).toBe('1-1');
    expect(ann.sync.undo()).toBe(true);
    net.settle();
    expect(ann.notices).toEqual([]);
    for (const client of [ann, bob]) {
      expect(client.cell(0, 0)).toBeUndefined();
      expect(client.kernel.store.state).toEqual(net.room.document);
    }
    expect(net.room.document.sheetsById[sheetId].rowIds.length).toBe(rowsBefore);
    // The undo changes lines by patches alone (no structural change described): the engines read its cells.
    for (const engine of engines) expect(engine.getValue(sheetId, 0, 0)).toBe(null);
  });
});

describe('collab.apply-patches, as the server runs it', () => {
  it('refuses patches that fit one by one but not in order (one removes what the next reaches into), changing nothing', () => {
    const net = new TestNetwork();
    const ann = net.join('Ann');
    const sheetId = net.document.sheetIds[0];
    ann.run('workbook.set-cell', { sheetId, row: 0, col: 0, text: 'kept' });
    net.settle();
    const before = ann.kernel.store.state;
    const bucket = Object.keys(before.sheetsById[sheetId].cells)[0];
    const rowId = before.sheetsById[sheetId].rowIds[0];
    const patches = [
      { op: 'remove', path: ['sheetsById', sheetId, 'cells', bucket] },
      { op: 'remove', path: ['sheetsById', sheetId, 'cells', bucket, rowId] },
    ];
    const outcome = ann.kernel.bus.execute('collab.apply-patches', { patches });
    expect(outcome).toMatchObject({ ok: false, error: UNDO_INVALID_MESSAGE });
    expect(ann.kernel.store.state).toBe(before);
  });
});

describe('collab.apply-patches refuses described changes of another shape', () => {
  const bad: unknown[] = [
    'insert-rows',
    { kind: 'insert-rows', sheetId: 's', at: -1, count: 1 },
    { kind: 'delete-cells', sheetId: 's', area: { top: 0, left: 0, bottom: 0 }, shift: 'up' },
    { kind: 'permute-rows', sheetId: 's', area: { top: 0, left: 0, bottom: 1, right: 0 }, order: [0, 'x'] },
    { kind: 'explode' },
    { kind: 'rename-name', name: '' },
    { kind: 'toString' },
  ];
  for (const change of bad) {
    it(`refuses ${JSON.stringify(change)}, changing nothing`, () => {
      const net = new TestNetwork();
      const ann = net.join('Ann');
      const before = ann.kernel.store.state;
      const outcome = ann.kernel.bus.execute('collab.apply-patches', { patches: [{ op: 'replace', path: ['name'], value: 'x' }], structural: [change] });
      expect(outcome).toMatchObject({ ok: false, error: UNDO_INVALID_MESSAGE });
      expect(ann.kernel.store.state).toBe(before);
    });
  }
});
