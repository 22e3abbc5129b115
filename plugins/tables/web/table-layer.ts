import type { CanvasLayer, CellView } from '../../../web/plugin-api/index.js';
import { getCell } from '../../workbook/index.js';
import type { Sheet, Table, Workbook } from '../../workbook/model/index.js';
import { tableBlock, type TableBlock } from '../geometry.js';
import { tablesOf } from '../names.js';
import { tableLook, type TableLook } from '../style-colors.js';

interface DrawnTable {
  readonly table: Table;
  readonly block: TableBlock;
  readonly look: TableLook;
}

/**
 * Tables drawn in their style: a bold header row on the style's colour, every other data row banded, a
 * bold totals row under a line. The look lies under a cell's own format (what the author set on a cell
 * wins, as in Excel) and under conditional formats (layers listed before this one win).
 */
export const tablesLayer: CanvasLayer = {
  id: 'tables.looks',
  z: 0,
  prepare(sheet, _engine, workbook) {
    const drawn = drawnTables(workbook, sheet);
    if (drawn.length === 0) return undefined;
    return {
      cellStyle(row, col) {
        const table = drawn.find(({ block }) => row >= block.top && row <= block.bottom && col >= block.left && col <= block.right);
        return table && underOwnFormat(sheet, row, col, lookAt(table, row));
      },
    };
  },
};

function drawnTables(workbook: Workbook, sheet: Sheet): DrawnTable[] {
  return tablesOf(workbook).flatMap((table) => {
    if (table.sheetId !== sheet.id) return [];
    const block = tableBlock(workbook, table);
    return block ? [{ table, block, look: tableLook(table.style) }] : [];
  });
}

/** What a table's style sets on one of its rows. */
export function lookAt({ table, block, look }: DrawnTable, row: number): Partial<CellView> | undefined {
  if (table.headerRow && row === block.top) {
    return { bold: true, textColor: look.headerText, ...(look.header ? { backgroundColor: look.header } : {}), borders: { bottom: { color: look.line, style: 'normal' } } };
  }
  if (table.totalsRow && row === block.bottom) return { bold: true, borders: { top: { color: look.line, style: 'normal' } } };
  const banded = table.bandedRows !== false && (row - block.dataTop) % 2 === 0;
  return banded ? { backgroundColor: look.band } : undefined;
}

/** The look without what the cell's own format sets. */
function underOwnFormat(sheet: Sheet, row: number, col: number, look: Partial<CellView> | undefined): Partial<CellView> | undefined {
  if (!look) return undefined;
  const format = getCell(sheet, sheet.rowIds[row], sheet.columnIds[col])?.format;
  if (!format) return look;
  const own = { ...look };
  if (format.backgroundColor !== undefined) delete own.backgroundColor;
  if (format.textColor !== undefined) delete own.textColor;
  if (format.bold !== undefined) delete own.bold;
  if (format.borders !== undefined) delete own.borders;
  return own;
}
