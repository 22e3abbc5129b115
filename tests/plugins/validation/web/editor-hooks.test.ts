import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../../../plugins/formulas/engine/index.js';
import { checkboxKind } from '../../../../plugins/validation/web/checkbox-kind.js';
import { validationEntryCheck } from '../../../../plugins/validation/web/entry-check.js';
import { listCompletions } from '../../../../plugins/validation/web/list-completions.js';
import { getCell, newWorkbook, putCell, SequentialIdGenerator, type CellData, type Workbook } from '../../../../plugins/workbook/index.js';
import { sheetModel } from '../../../../web/editor/sheet-model.js';
import type { EditorHost } from '../../../../web/plugin-api/index.js';
import { engineOptions } from '../../../support/engine.js';

/** A sheet whose A1 holds TRUE as a checkbox, B1 a list validation of three items, C1 a number above 10. */
function book(): Workbook {
  return produce(newWorkbook(new SequentialIdGenerator()), (draft) => {
    const sheet = draft.sheetsById[draft.sheetIds[0]];
    const put = (col: number, value: unknown, data: CellData) => putCell(sheet, sheet.rowIds[0], sheet.columnIds[col], { value: value as never, data });
    put(0, true, { validation: { type: 'checkbox' } });
    put(1, 'Red', { validation: { type: 'list_input', input1: 'Red,Green,Blue' } });
    put(2, 12, { validation: { type: 'number_greater', input1: '10' } });
  });
}

/** What the hooks read of the editor host, with the commands it was asked to run. */
function hostOf(workbook: Workbook, active: { row: number; col: number }) {
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(workbook);
  const sheet = workbook.sheetsById[workbook.sheetIds[0]];
  const ran: { id: string; params: unknown }[] = [];
  const area = { top: active.row, bottom: active.row, left: active.col, right: active.col };
  const host = {
    workbook,
    sheet,
    area,
    activeCell: getCell(sheet, sheet.rowIds[active.row], sheet.columnIds[active.col]),
    session: { engine },
    run: async (id: string, params: unknown) => {
      ran.push({ id, params });
      return true;
    },
  };
  // The hooks read only these of the host; the rest of the contract is the editor's to fill.
  return { host: host as unknown as EditorHost, ran, engine, sheet };
}

describe("validation's editor hooks", () => {
  it('refuses an entry that fails the cell\'s validation with its help text, and lets formulas and passing text through', () => {
    const { host } = hostOf(book(), { row: 0, col: 2 });
    expect(validationEntryCheck.refuse(host, { row: 0, col: 2 }, '5')).toEqual({ title: 'Data validation error', message: expect.stringContaining('greater than 10') });
    expect(validationEntryCheck.refuse(host, { row: 0, col: 2 }, '11')).toBeUndefined();
    expect(validationEntryCheck.refuse(host, { row: 0, col: 2 }, '=5')).toBeUndefined();
    expect(validationEntryCheck.refuse(host, { row: 3, col: 3 }, 'anything')).toBeUndefined();
  });

  it("offers a list validation's items while its cell is edited, and nothing for other cells", () => {
    const { host } = hostOf(book(), { row: 0, col: 1 });
    expect(listCompletions.items(host, { row: 0, col: 1 })).toEqual(['Red', 'Green', 'Blue']);
    expect(listCompletions.items(host, { row: 2, col: 2 })).toBeUndefined();
  });

  it('draws checkbox cells as boxes, checked by TRUE, through the grid model the editor builds', () => {
    const { engine, sheet } = hostOf(book(), { row: 0, col: 0 });
    const model = sheetModel(sheet, engine, { showFormulas: false, hidingDisabled: false, cellKinds: [checkboxKind] });
    expect(model.cell(0, 0)?.checkbox).toBe(true);
    expect(model.cell(0, 1)?.checkbox).toBeUndefined();
    const plain = sheetModel(sheet, engine, { showFormulas: false, hidingDisabled: false });
    expect(plain.cell(0, 0)?.checkbox).toBeUndefined();
  });

  it('takes Space on a checkbox cell to toggle the selection, and leaves it to the editor elsewhere', () => {
    const onBox = hostOf(book(), { row: 0, col: 0 });
    expect(checkboxKind.space?.(onBox.host)).toBe(true);
    expect(onBox.ran).toEqual([{ id: 'workbook.toggle-checkbox', params: { sheetId: onBox.sheet.id, area: { top: 0, bottom: 0, left: 0, right: 0 } } }]);
    const onList = hostOf(book(), { row: 0, col: 1 });
    expect(checkboxKind.space?.(onList.host)).toBe(false);
    expect(onList.ran).toEqual([]);
  });
});
