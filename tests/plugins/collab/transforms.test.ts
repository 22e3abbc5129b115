import { describe, expect, it } from 'vitest';
import { TestNetwork, type TestClient } from './harness.js';

/** Ann's command reaches the room after Bob's (both made on the same copy), then everything settles. */
function race(net: TestNetwork, first: TestClient, second: TestClient): void {
  net.toRoom(first);
  net.toRoom(second);
  net.settle();
  for (const client of net.clients) expect(client.kernel.store.state).toEqual(net.room.document);
}

function setup(): { net: TestNetwork; ann: TestClient; bob: TestClient; sheetId: string } {
  const net = new TestNetwork();
  const ann = net.join('Ann');
  const bob = net.join('Bob');
  return { net, ann, bob, sheetId: net.document.sheetIds[0] };
}

describe('co-editing transforms: a command made concurrently with a structural change', () => {
  it('=A5 typed while a row goes in above row 5 ends as =A6 on every copy, the structural change first', () => {
    const { net, ann, bob, sheetId } = setup();
    ann.run('workbook.set-cell', { sheetId, row: 0, col: 1, text: '=A5' });
    bob.run('workbook.insert-rows', { sheetId, index: 4, side: 'above' });
    race(net, bob, ann);
    for (const client of [ann, bob]) expect(client.cell(0, 1)?.formula).toBe('=A6');
  });

  it('=A5 typed while a row goes in above row 5 ends as =A6 on every copy, the formula first', () => {
    const { net, ann, bob, sheetId } = setup();
    ann.run('workbook.set-cell', { sheetId, row: 0, col: 1, text: '=A5' });
    bob.run('workbook.insert-rows', { sheetId, index: 4, side: 'above' });
    race(net, ann, bob);
    for (const client of [ann, bob]) expect(client.cell(0, 1)?.formula).toBe('=A6');
  });

  it('a formula typed below an inserted row lands in its moved cell, rewritten', () => {
    const { net, ann, bob, sheetId } = setup();
    ann.run('workbook.set-cell', { sheetId, row: 6, col: 2, text: '=SUM(A1:A6)' });
    bob.run('workbook.insert-rows', { sheetId, index: 2, side: 'below' });
    race(net, bob, ann);
    expect(ann.cell(7, 2)?.formula).toBe('=SUM(A1:A7)');
    expect(ann.cell(6, 2)).toBeUndefined();
  });

  it('an edit follows columns inserted and rows deleted before it', () => {
    const { net, ann, bob, sheetId } = setup();
    ann.run('workbook.set-cell', { sheetId, row: 5, col: 3, text: 'x' });
    bob.run('workbook.insert-columns', { sheetId, index: 0, side: 'left', count: 2 });
    bob.run('workbook.delete-rows', { sheetId, start: 1, count: 2 });
    race(net, bob, ann);
    expect(bob.cell(3, 5)?.value).toBe('x');
  });

  it('an edit follows its row when the row is moved', () => {
    const { net, ann, bob, sheetId } = setup();
    ann.run('workbook.set-cell', { sheetId, row: 2, col: 0, text: 'moved' });
    bob.run('workbook.move-rows', { sheetId, from: 2, count: 1, to: 6 });
    race(net, bob, ann);
    expect(bob.cell(5, 0)?.value).toBe('moved');
  });

  it('a command on a deleted row is dropped, and its author told why', () => {
    const { net, ann, bob, sheetId } = setup();
    ann.run('workbook.set-cell', { sheetId, row: 3, col: 0, text: 'gone' });
    bob.run('workbook.delete-rows', { sheetId, start: 3 });
    race(net, bob, ann);
    expect(ann.notices).toEqual([expect.objectContaining({ kind: 'dropped', commandId: 'workbook.set-cell' })]);
    expect(ann.notices[0].message).toMatch(/deleted/);
  });

  it('a command on a deleted sheet is dropped', () => {
    const { net, ann, bob } = setup();
    bob.run('workbook.add-sheet', { name: 'Data' });
    net.settle();
    const data = net.room.document.sheetIds[1];
    ann.run('workbook.set-cell', { sheetId: data, row: 0, col: 0, text: '1' });
    bob.run('workbook.delete-sheet', { sheetId: data });
    race(net, bob, ann);
    expect(ann.notices.map((n) => n.kind)).toEqual(['dropped']);
    expect(net.room.document.sheetIds).toHaveLength(1);
  });

  it('a formula naming a sheet renamed meanwhile uses its new name', () => {
    const { net, ann, bob, sheetId } = setup();
    bob.run('workbook.add-sheet', { name: 'Data' });
    net.settle();
    const data = net.room.document.sheetIds[1];
    ann.run('workbook.set-cell', { sheetId, row: 0, col: 0, text: '=Data!B2*2' });
    bob.run('workbook.rename-sheet', { sheetId: data, name: 'Inputs' });
    race(net, bob, ann);
    expect(ann.cell(0, 0)?.formula).toBe('=Inputs!B2*2');
  });

  it('a format of an area follows rows inserted inside it (the area grows)', () => {
    const { net, ann, bob, sheetId } = setup();
    ann.run('workbook.set-format', { sheetId, area: { top: 1, left: 0, bottom: 3, right: 0 }, format: { bold: true } });
    bob.run('workbook.insert-rows', { sheetId, index: 2, side: 'above' });
    race(net, bob, ann);
    for (const row of [1, 2, 3, 4]) expect(bob.cell(row, 0)?.format?.bold).toBe(true);
    expect(bob.cell(5, 0)?.format?.bold).toBeUndefined();
  });

  it('a sort follows its rows moved down by rows inserted above, and is dropped by rows inserted inside', () => {
    const { net, ann, bob, sheetId } = setup();
    for (const [row, text] of [[2, 'b'], [3, 'a']] as const) ann.run('workbook.set-cell', { sheetId, row, col: 0, text });
    net.settle();
    ann.run('sort.rows', { sheetId, area: { top: 2, left: 0, bottom: 3, right: 0 }, order: [3, 2] });
    bob.run('workbook.insert-rows', { sheetId, index: 0, side: 'above' });
    race(net, bob, ann);
    expect([ann.cell(3, 0)?.value, ann.cell(4, 0)?.value]).toEqual(['a', 'b']);
    ann.run('sort.rows', { sheetId, area: { top: 3, left: 0, bottom: 4, right: 0 }, order: [4, 3] });
    bob.run('workbook.insert-rows', { sheetId, index: 4, side: 'above' });
    race(net, bob, ann);
    expect(ann.notices.map((n) => n.kind)).toEqual(['dropped']);
  });

  it('an edit made in a sorted range follows its record', () => {
    const { net, ann, bob, sheetId } = setup();
    for (const [row, text] of [[0, 'b'], [1, 'a']] as const) ann.run('workbook.set-cell', { sheetId, row, col: 0, text });
    net.settle();
    bob.run('sort.rows', { sheetId, area: { top: 0, left: 0, bottom: 1, right: 1 }, order: [1, 0] });
    ann.run('workbook.set-cell', { sheetId, row: 0, col: 1, text: 'of b' });
    race(net, bob, ann);
    expect(ann.cell(1, 1)?.value).toBe('of b');
    expect(ann.cell(1, 0)?.value).toBe('b');
  });

  it('a conditional format added while a row goes in covers the cells its range named', () => {
    const { net, ann, bob, sheetId } = setup();
    ann.run('conditional-formats.add', { id: 'cf1', sheetId, ranges: 'A3:A5', condition: { type: 'blank' }, format: { bold: true } });
    bob.run('workbook.insert-rows', { sheetId, index: 0, side: 'above' });
    race(net, bob, ann);
    expect(ann.notices).toEqual([]);
    const sheet = net.room.document.sheetsById[sheetId];
    const rule = net.room.document.conditionalFormatsById.cf1 as { ranges: { fromCellId: string; toCellId?: string }[] };
    expect(rule.ranges[0].fromCellId).toBe(`${sheet.columnIds[0]}&${sheet.rowIds[3]}`);
  });

  it('a chart inserted while columns go in takes its moved data', () => {
    const { net, ann, bob, sheetId } = setup();
    ann.run('charts.insert', { id: 'ch1', sheetId, area: { top: 0, left: 2, bottom: 4, right: 3 } });
    bob.run('workbook.insert-columns', { sheetId, index: 0, side: 'left' });
    race(net, bob, ann);
    expect(Object.keys(net.room.document.sheetsById[sheetId].chartsById)).toEqual(['ch1']);
  });

  it('a lock added by its range text while a row goes in locks the cells the text named', () => {
    const { net, ann, bob, sheetId } = setup();
    ann.run('locks.add', { id: 'l1', range: 'Sheet1!A3:B4' });
    bob.run('workbook.insert-rows', { sheetId, index: 0, side: 'above' });
    race(net, bob, ann);
    const sheet = net.room.document.sheetsById[sheetId];
    expect(sheet.locks?.[0]?.range.fromCellId).toBe(`${sheet.columnIds[0]}&${sheet.rowIds[3]}`);
  });

  it('a list validation whose items are a range typed while a row goes in reads the moved items', () => {
    const { net, ann, bob, sheetId } = setup();
    ann.run('validation.set', { sheetId, area: { top: 0, left: 1, bottom: 0, right: 1 }, validation: { type: 'list_range', input1: 'A5:A7' } });
    bob.run('workbook.insert-rows', { sheetId, index: 0, side: 'above' });
    race(net, bob, ann);
    expect(ann.cell(1, 1)?.data?.validation).toEqual({ type: 'list_range', input1: 'A6:A8' });
  });

  it('a chart\'s data range typed while a row goes in names the moved cells', () => {
    const { net, ann, bob, sheetId } = setup();
    ann.run('charts.insert', { id: 'ch1', sheetId, area: { top: 0, left: 0, bottom: 4, right: 1 } });
    net.settle();
    ann.run('charts.update', { sheetId, chartId: 'ch1', changes: { rangeText: 'A3:B6' } });
    bob.run('workbook.insert-rows', { sheetId, index: 0, side: 'above' });
    race(net, bob, ann);
    const sheet = net.room.document.sheetsById[sheetId];
    expect((sheet.chartsById.ch1 as { range?: { fromCellId: string } }).range?.fromCellId).toBe(`${sheet.columnIds[0]}&${sheet.rowIds[3]}`);
  });

  describe('a named range renamed or deleted concurrently', () => {
    function named(): ReturnType<typeof setup> {
      const parts = setup();
      parts.ann.run('names.add', { id: 'n1', name: 'Rate', range: 'Sheet1!A1' });
      parts.net.settle();
      return parts;
    }

    it('a formula typed while its name is renamed uses the new name on every copy, the rename first', () => {
      const { net, ann, bob, sheetId } = named();
      ann.run('workbook.set-cell', { sheetId, row: 0, col: 1, text: '=Rate*2' });
      bob.run('names.update', { id: 'n1', name: 'Interest' });
      race(net, bob, ann);
      for (const client of [ann, bob]) expect(client.cell(0, 1)?.formula).toBe('=Interest*2');
    });

    it('a formula typed while its name is renamed uses the new name on every copy, the formula first', () => {
      const { net, ann, bob, sheetId } = named();
      ann.run('workbook.set-cell', { sheetId, row: 0, col: 1, text: '=Rate*2' });
      bob.run('names.update', { id: 'n1', name: 'Interest' });
      race(net, ann, bob);
      for (const client of [ann, bob]) expect(client.cell(0, 1)?.formula).toBe('=Interest*2');
    });

    it('a formula typed while its name is deleted reads #REF!, as the stored ones do', () => {
      const { net, ann, bob, sheetId } = named();
      ann.run('workbook.set-cell', { sheetId, row: 0, col: 1, text: '=Rate*2' });
      bob.run('names.delete', { id: 'n1' });
      race(net, bob, ann);
      for (const client of [ann, bob]) expect(client.cell(0, 1)?.formula).toBe('=#REF!*2');
    });

    it('a conditional format typed with the old name follows the rename', () => {
      const { net, ann, bob, sheetId } = named();
      ann.run('conditional-formats.add', { id: 'cf1', sheetId, ranges: 'B1:B4', condition: { type: 'formula', input1: '=B1>Rate' }, format: { bold: true } });
      bob.run('names.update', { id: 'n1', name: 'Interest' });
      race(net, bob, ann);
      expect((net.room.document.conditionalFormatsById.cf1 as { condition: { input1: string } }).condition.input1).toBe('=B1>Interest');
    });

    it('a conditional format\'s custom formula typed while a row goes in reads the cells it read', () => {
      const { net, ann, bob, sheetId } = setup();
      ann.run('conditional-formats.add', { id: 'cf1', sheetId, ranges: 'B1:B4', condition: { type: 'formula', input1: '=B1>$A$5' }, format: { bold: true } });
      bob.run('workbook.insert-rows', { sheetId, index: 0, side: 'above' });
      race(net, bob, ann);
      expect((net.room.document.conditionalFormatsById.cf1 as { condition: { input1: string } }).condition.input1).toBe('=B2>$A$6');
    });
  });
});
