import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../../../plugins/formulas/engine/index.js';
import { FormulaError } from '../../../../plugins/formulas/values.js';
import { putCell } from '../../../../plugins/workbook/cell-store.js';
import { newWorkbook } from '../../../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../../../plugins/workbook/ids.js';
import type { Sheet } from '../../../../plugins/workbook/model/sheet.js';
import type { Workbook } from '../../../../plugins/workbook/model/workbook.js';
import { engineOptions } from '../../../support/engine.js';

describe('a formula naming an invalid named range', () => {
  it('gives #REF! (its cells were deleted), while an unknown name gives #NAME?', () => {
    const base = newWorkbook(new SequentialIdGenerator());
    const sheet = structuredClone(base.sheetsById[base.sheetIds[0]]) as Draft<Sheet>;
    putCell(sheet, sheet.rowIds[0], sheet.columnIds[0], { formula: '=SUM(Gone)' });
    putCell(sheet, sheet.rowIds[1], sheet.columnIds[0], { formula: '=SUM(Never)' });
    const workbook: Workbook = {
      ...base,
      sheetsById: { [sheet.id]: sheet },
      namedRangesById: { n1: { id: 'n1', name: 'Gone', sheetId: sheet.id, fromCellId: `${sheet.columnIds[1]}&${sheet.rowIds[0]}`, invalid: true } },
    };
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(workbook, {});
    expect((engine.getValue(sheet.id, 0, 0) as FormulaError).code).toBe('#REF!');
    expect((engine.getValue(sheet.id, 1, 0) as FormulaError).code).toBe('#NAME?');
  });
});
