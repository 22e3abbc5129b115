import { getCell } from '../../workbook/index.js';
import type { CellDescription } from '../../../web/plugin-api/index.js';

/** A screen reader hears a cell's note after its content, as Sheets reads it: "note: Check the rate". */
export const noteDescription: CellDescription = {
  id: 'notes.note',
  describe: ({ sheet }, { row, col }) => {
    const note = getCell(sheet, sheet.rowIds[row] ?? '', sheet.columnIds[col] ?? '')?.note;
    return note ? `note: ${note}` : undefined;
  },
};
