import { describe, expect, it } from 'vitest';
import type { Draft } from 'immer';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { entryRefusal } from '../../../plugins/validation/entry-check.js';
import { listItems } from '../../../plugins/validation/list-items.js';
import { cellId, putCell } from '../../../plugins/workbook/cell-store.js';
import { newWorkbook } from '../../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import type { CellValidation } from '../../../plugins/workbook/model/cell.js';
import type { Sheet } from '../../../plugins/workbook/model/sheet.js';
import type { Workbook } from '../../../plugins/workbook/model/workbook.js';
import { engineOptions } from '../../support/engine.js';

/** A workbook with 'Red', 'Green' in A1:A2, a named range over them, and B1 validated against it. */
function session(): { workbook: Workbook; engine: Engine; sheetId: string } {
  const base = newWorkbook(new SequentialIdGenerator());
  const sheetId = base.sheetIds[0];
  const sheet = base.sheetsById[sheetId] as Draft<Sheet>;
  const at = (row: number, col: number) => [sheet.rowIds[row], sheet.columnIds[col]] as const;
  putCell(sheet, ...at(0, 0), { value: 'Red' });
  putCell(sheet, ...at(1, 0), { value: 'Green' });
  putCell(sheet, ...at(0, 1), { value: 'x', data: { validation: { type: 'list_named_range', input1: 'Colours' } } });
  const workbook: Workbook = {
    ...base,
    namedRangesById: { n1: { id: 'n1', name: 'Colours', sheetId, fromCellId: cellId(sheet.columnIds[0], sheet.rowIds[0]), toCellId: cellId(sheet.columnIds[0], sheet.rowIds[1]) } },
  };
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(workbook, undefined);
  return { workbook, engine, sheetId };
}

describe('list validations read their cells (SPEC section 5)', () => {
  const opened = session();
  const { sheetId } = opened;
  const items = (validation: CellValidation) => listItems(validation, opened.workbook, sheetId, opened.engine);
  it('from a range, with or without its sheet', () => {
    expect(items({ type: 'list_range', input1: 'A1:A3' })).toEqual(['Red', 'Green']);
    expect(items({ type: 'list_range', input1: "='Sheet1'!A1:A2" })).toEqual(['Red', 'Green']);
    expect(items({ type: 'list_range', input1: 'Nowhere!A1' })).toBeUndefined();
  });
  it('from the comma-separated input', () => {
    expect(items({ type: 'list_input', input1: 'Red, Green,, Blue ' })).toEqual(['Red', 'Green', 'Blue']);
    expect(items({ type: 'number_greater', input1: '1' })).toBeUndefined();
  });
  it('from a named range, found whatever its case', () => {
    expect(items({ type: 'list_named_range', input1: 'colours' })).toEqual(['Red', 'Green']);
    expect(items({ type: 'list_named_range', input1: 'Missing' })).toBeUndefined();
  });
  it('refuses an entry not on the list, with its help text; formulas are not checked on entry', () => {
    expect(entryRefusal(opened.workbook, opened.engine, sheetId, 0, 1, 'blue')).toBe('Select a value from named range Colours');
    expect(entryRefusal(opened.workbook, opened.engine, sheetId, 0, 1, 'green')).toBeUndefined();
    expect(entryRefusal(opened.workbook, opened.engine, sheetId, 0, 1, '=A5')).toBeUndefined();
    expect(entryRefusal(opened.workbook, opened.engine, sheetId, 0, 2, 'anything')).toBeUndefined();
  });
});
