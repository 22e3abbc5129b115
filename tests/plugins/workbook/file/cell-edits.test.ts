import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptCellEdits, CheckedText, indexCellMembers, readTemplateFile } from '../../../../plugins/workbook/file/index.js';

/** A save body like the editor's: `{ shadow: { name, input, sheetsById } }` over a 4x3 sheet of numbers and formulas. */
function body(cells: Record<string, unknown> = gridCells(), extra: Record<string, unknown> = {}): Record<string, any> {
  const rows = ['r1', 'r2', 'r3', 'r4'];
  const columns = ['c1', 'c2', 'c3'];
  return {
    shadow: {
      name: 'saved',
      input: { cellsById: { 'c1&r1': { value: 'not a cell: input data' } } },
      sheetIds: ['ab12cd34'],
      sheetsById: {
        ab12cd34: {
          id: 'ab12cd34', name: 'Sheet1',
          rowIds: rows, rowsById: Object.fromEntries(rows.map((id) => [id, { id, height: 21 }])),
          columnIds: columns, columnsById: Object.fromEntries(columns.map((id) => [id, { id, width: 100 }])),
          cellsById: cells,
        },
      },
      ...extra,
    },
  };
}

function gridCells(): Record<string, unknown> {
  const cells: Record<string, unknown> = {};
  for (const row of ['r1', 'r2', 'r3', 'r4']) {
    cells[`c1&${row}`] = { value: row.length };
    cells[`c2&${row}`] = { formula: `=A${row.slice(1)}*2` };
    cells[`c3&${row}`] = { value: `text "${row}" \\ é` };
  }
  return cells;
}

/** A body's JSON text as a request brings it: UTF-8 bytes. */
const text = (value: unknown) => encode(JSON.stringify(value));
const checked = (value: unknown) => new CheckedText(text(value));
const encode = (value: string) => new TextEncoder().encode(value);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
/** `previous` with an acceptCellEdits edit applied. */
function applied(previous: Uint8Array, { at, cut, text: inserted }: { at: number; cut: number; text: string }): string {
  return decode(previous.subarray(0, at)) + inserted + decode(previous.subarray(at + cut));
}

/** What the full read says of a body: whether its sheets make a valid template. */
function fullCheck(value: Record<string, any>): boolean {
  try {
    readTemplateFile({ format: 'gridcast/1', name: 'T', sheetIds: value.shadow.sheetIds, sheetsById: value.shadow.sheetsById });
    return true;
  } catch {
    return false;
  }
}

describe('indexCellMembers', () => {
  it('finds every cell member of every sheet, not look-alikes elsewhere', () => {
    const source = text(body());
    const members = indexCellMembers(source);
    // Offsets are byte offsets: the cells hold "é", two bytes in UTF-8.
    expect(members.keys).toEqual(Object.keys(gridCells()));
    expect(members.sheetIds).toEqual(['ab12cd34']);
    for (let k = 0; k < members.keys.length; k++) {
      const member = decode(source.subarray(members.starts[k], members.ends[k]));
      expect(JSON.parse(`{${member}}`)).toEqual({ [members.keys[k]]: gridCells()[members.keys[k]] });
    }
  });

  it('reads a template file (sheetsById at the top) with spaces and escaped keys', () => {
    const file = { sheetsById: { s1: { cellsById: { 'a\\"&b': { value: 1 }, 'c&d': { value: [1, { x: '}' }] } } } } };
    const members = indexCellMembers(encode(JSON.stringify(file, null, 2)));
    expect(members.keys).toEqual(['a\\"&b', 'c&d']);
  });
});

describe('acceptCellEdits', () => {
  it('accepts the same text, and a changed value, a new formula or a new format', () => {
    const previous = checked(body());
    expect(acceptCellEdits(previous, text(body()))).toMatchObject({ bytes: previous.bytes, edit: { at: 0, cut: 0, text: '' } });
    const changed = { ...gridCells(), 'c1&r2': { value: 12345 }, 'c2&r3': { formula: '=SUM(A1:A4)', format: { bold: true } } };
    const next = acceptCellEdits(previous, text(body(changed)));
    expect(next?.bytes).toEqual(text(body(changed)));
    // Its edit turns the previous text into it, and starts at the first changed cell.
    expect(applied(previous.bytes, next!.edit!)).toBe(JSON.stringify(body(changed)));
    expect(next!.edit!.at).toBeGreaterThan(decode(previous.bytes).indexOf('"c1&r2"'));
    // Its index is right for the edit after: change the last cell too.
    const again = { ...changed, 'c3&r4': { value: 'last' } };
    expect(acceptCellEdits(next!, text(body(again)))?.members.keys).toEqual(Object.keys(gridCells()));
  });

  it('leaves every other change to the whole read', () => {
    const previous = checked(body());
    const cells = gridCells();
    const refused: [string, Record<string, any>][] = [
      ['a renamed shadow', body(cells, { name: 'other' })],
      ['a new input', body(cells, { input: { a: 2 } })],
      ['a cell removed', body(Object.fromEntries(Object.entries(cells).filter(([id]) => id !== 'c2&r2')))],
      ['a cell added', body({ ...cells, 'c1&r9': { value: 1 } })],
      ['a cell with a bad formula', body({ ...cells, 'c2&r2': { formula: 'SUM(A1)' } })],
      ['a cell with an unknown field', body({ ...cells, 'c2&r2': { value: 1, script: '<script>' } })],
      ['a merge', body({ ...cells, 'c1&r1': { value: 1, mergeRows: 2 } })],
      ['a prototype key', body({ ...cells, 'c1&r1': JSON.parse('{"value":1,"__proto__":{"x":1}}') })],
    ];
    for (const [name, next] of refused) expect(acceptCellEdits(previous, text(next)), name).toBeUndefined();
    const merged = checked(body({ ...cells, 'c1&r1': { value: 1, mergeRows: 2 }, 'c1&r2': { mergedInto: 'c1&r1' } }));
    expect(acceptCellEdits(merged, text(body({ ...cells, 'c1&r2': { value: 3 } })))).toBeUndefined();
  });

  it('refuses text that is not JSON where the cells changed', () => {
    const source = JSON.stringify(body());
    expect(source).toContain('{"value":2}');
    const broken = source.replace('{"value":2}', '{"value":2');
    expect(acceptCellEdits(new CheckedText(encode(source)), encode(broken))).toBeUndefined();
    const smuggled = source.replace('{"value":2}', '{"value":2}},"x":{"y":1');
    expect(acceptCellEdits(new CheckedText(encode(source)), encode(smuggled))).toBeUndefined();
  });

  it('never accepts what the whole read refuses, over random cell edits', () => {
    const cellValue = fc.oneof(
      fc.record({ value: fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.constant({})) }, { requiredKeys: [] }),
      fc.record({ formula: fc.oneof(fc.constant('=A1'), fc.string()) }),
      fc.record({ value: fc.integer(), mergedInto: fc.constant('c1&r1') }),
      fc.constant('not a cell'),
    );
    const ids = Object.keys(gridCells());
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...ids), cellValue), { maxLength: 4 }), (edits) => {
        const previous = checked(body());
        const cells: Record<string, unknown> = gridCells();
        for (const [id, cell] of edits) cells[id] = cell;
        const next = body(cells);
        const accepted = acceptCellEdits(previous, text(next));
        if (accepted === undefined) return;
        expect(fullCheck(next)).toBe(true);
        expect(applied(previous.bytes, accepted.edit!)).toBe(JSON.stringify(next));
        // Written into spare offsets (whatever they held), the index is the one found by reading the text.
        const size = previous.members.starts.length;
        const spare = { starts: new Int32Array(size).fill(-7), ends: new Int32Array(size).fill(-7) };
        const reused = acceptCellEdits(previous, text(next), undefined, spare)!;
        expect(reused.members.starts).toBe(spare.starts);
        expect(reused.members).toEqual(indexCellMembers(text(next)));
      }),
      { numRuns: 300 },
    );
  });
});
