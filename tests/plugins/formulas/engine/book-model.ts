import type { Draft } from 'immer';
import { Engine } from '../../../../plugins/formulas/engine/index.js';
import { isError, type Scalar } from '../../../../plugins/formulas/values.js';
import { parseA1 } from '../../../../plugins/workbook/a1.js';
import { cellId, putCell } from '../../../../plugins/workbook/cell-store.js';
import { newSheet, workbookOf } from '../../../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../../../plugins/workbook/ids.js';
import type { Cell } from '../../../../plugins/workbook/model/cell.js';
import type { Sheet } from '../../../../plugins/workbook/model/sheet.js';
import type { CalculationSettings, NamedRange, Workbook } from '../../../../plugins/workbook/model/workbook.js';
import { engineOptions } from '../../../support/engine.js';

/** Sheets by name, each cell by A1 address: a number or text, a formula ('=...'), or a whole cell. */
export type SheetsSpec = Record<string, Record<string, number | string | boolean | Cell>>;

/** A name: a range of a sheet ('Sheet1!A1:B2'), or a named formula (`{ formula: 'LAMBDA(x,x*2)' }`). */
export type NamesSpec = Record<string, string | { formula: string }>;

/** A workbook model from a short description (sheets in tab order). */
export function modelOf(sheets: SheetsSpec, names: NamesSpec = {}, calculation?: CalculationSettings): Workbook {
  const ids = new SequentialIdGenerator();
  const made = Object.entries(sheets).map(([name, cells]) => {
    const sheet = structuredClone(newSheet(ids, name)) as Draft<Sheet>;
    for (const [address, content] of Object.entries(cells)) {
      const { row, column } = parseA1(address)!;
      const cell: Cell = typeof content === 'object' ? content : typeof content === 'string' && content.startsWith('=') ? { formula: content } : { value: content };
      putCell(sheet, sheet.rowIds[row], sheet.columnIds[column], cell);
    }
    return sheet as Sheet;
  });
  const namedRangesById: Record<string, NamedRange> = {};
  for (const [name, target] of Object.entries(names)) {
    const id = `name${Object.keys(namedRangesById).length}`;
    namedRangesById[id] = typeof target === 'string' ? rangeName(id, name, target, made) : { id, name, sheetId: made[0].id, fromCellId: cellId(made[0].columnIds[0], made[0].rowIds[0]), formula: target.formula };
  }
  return workbookOf('Book', made, { namedRangesById, settings: calculation ? { calculation } : {} });
}

function rangeName(id: string, name: string, text: string, sheets: readonly Sheet[]): NamedRange {
  const [sheetName, area] = text.split('!');
  const sheet = sheets.find((s) => s.name === sheetName)!;
  const [from, to = from] = area.split(':').map((a) => parseA1(a)!);
  return {
    id, name, sheetId: sheet.id,
    fromCellId: cellId(sheet.columnIds[from.column], sheet.rowIds[from.row]),
    toCellId: cellId(sheet.columnIds[to.column], sheet.rowIds[to.row]),
  };
}

/** An engine over the model, read by sheet name and A1 address (errors as their code). */
export class ModelBook {
  readonly engine = new Engine(engineOptions());
  constructor(public workbook: Workbook) {
    this.engine.loadWorkbook(workbook, {});
  }
  show(sheetName: string, address: string): Scalar {
    const sheet = Object.values(this.workbook.sheetsById).find((s) => s.name === sheetName)!;
    const { row, column } = parseA1(address)!;
    const value = this.engine.getValue(sheet.id, row, column);
    return isError(value) ? value.code : value;
  }
}
