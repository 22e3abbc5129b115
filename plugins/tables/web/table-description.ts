import type { CellDescription } from '../../../web/plugin-api/index.js';
import { tableAt, tableBlock } from '../geometry.js';

/**
 * Inside a table with a header row, moving into a column says its name (the header cell's text), as a
 * screen reader reads a data table's column header; the header row itself has none.
 */
export const tableColumnHeader: CellDescription = {
  id: 'tables.column-header',
  columnHeader: ({ workbook, sheet }, { row, col }) => {
    const table = tableAt(workbook, sheet.id, row, col);
    const block = table?.headerRow ? tableBlock(workbook, table) : undefined;
    if (!table || !block || row === block.top) return undefined;
    return table.columns[col - block.left]?.name;
  },
};
