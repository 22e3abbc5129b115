import { describe, expect, it } from 'vitest';
import { bucketOf, cellId, getCell } from '../../../plugins/workbook/cell-store.js';
import { newWorkbook } from '../../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import type { CellValidation } from '../../../plugins/workbook/model/cell.js';
import { EditorSession } from '../../../web/editor/editor-session.js';
import { entryRefusal } from '../../../web/editor/validation/entry-check.js';
import { listItems } from '../../../web/editor/validation/list-items.js';

/** A session with 'Red', 'Green' in A1:A2, a named range over them, and B1 validated against it. */
function session(): EditorSession {
  const opened = new EditorSession(newWorkbook(new SequentialIdGenerator()));
  const sheetId = opened.view.activeSheetId;
  opened.kernel.execute('workbook.set-cells', { sheetId, cells: [{ row: 0, col: 0, text: 'Red' }, { row: 1, col: 0, text: 'Green' }, { row: 0, col: 1, text: 'x' }] });
  const sheet = opened.workbook.sheetsById[sheetId];
  const [rowId, columnId] = [sheet.rowIds[0], sheet.columnIds[1]];
  const bucket = bucketOf(rowId);
  const validated = { ...getCell(sheet, rowId, columnId), data: { validation: { type: 'list_named_range' as const, input1: 'Colours' } } };
  const cells = { ...sheet.cells, [bucket]: { ...sheet.cells[bucket], [rowId]: { ...sheet.cells[bucket][rowId], [columnId]: validated } } };
  const workbook = {
    ...opened.workbook,
    sheetsById: { ...opened.workbook.sheetsById, [sheetId]: { ...sheet, cells } },
    namedRangesById: { n1: { id: 'n1', name: 'Colours', sheetId, fromCellId: cellId(sheet.columnIds[0], sheet.rowIds[0]), toCellId: cellId(sheet.columnIds[0], sheet.rowIds[1]) } },
  };
  opened.kernel.bus.load(workbook);
  return opened;
}

describe('list validations read their cells (SPEC section 5)', () => {
  const opened = session();
  const sheetId = opened.view.activeSheetId;
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
