import type { CellArea } from '../../kernel/index.js';
import { sheetPrefix } from '../../plugins/formulas/adjust/index.js';
import { a1, type Sheet } from '../../plugins/workbook/index.js';

/** An area as the name box shows it: 'B2' for one cell, 'B2:C4' for more. */
export function areaLabel(area: CellArea): string {
  const from = a1(area.top, area.left);
  return area.top === area.bottom && area.left === area.right ? from : `${from}:${a1(area.bottom, area.right)}`;
}

/** A selection as a range input shows it: 'Sheet1!B2:C4', the sheet quoted when its name needs it. */
export function selectionRangeText(sheet: Sheet, area: CellArea): string {
  return sheetPrefix(sheet.name) + areaLabel(area);
}
