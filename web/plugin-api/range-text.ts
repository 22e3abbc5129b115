import type { CellArea } from '../../kernel/index.js';
import { sheetPrefix } from '../../plugins/formulas/adjust/index.js';
import type { Sheet } from '../../plugins/workbook/model/sheet.js';
import { areaLabel } from '../editor/selection.js';

/** A selection as a range input shows it: 'Sheet1!B2:C4', the sheet quoted when its name needs it. */
export function selectionRangeText(sheet: Sheet, area: CellArea): string {
  return sheetPrefix(sheet.name) + areaLabel(area);
}
