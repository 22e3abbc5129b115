import { resolveRange, type SheetArea } from '../names/index.js';
import type { Table, Workbook } from '../workbook/model/index.js';

/** Where a table lies now, with its rows told apart. */
export interface TableBlock extends SheetArea {
  /** The first and last data rows. */
  readonly dataTop: number;
  readonly dataBottom: number;
}

/** The table's block in the workbook as it is, or undefined when its sheet or cells are gone. */
export function tableBlock(workbook: Workbook, table: Table): TableBlock | undefined {
  const area = resolveRange(workbook, table);
  if (!area) return undefined;
  return { ...area, dataTop: area.top + (table.headerRow ? 1 : 0), dataBottom: area.bottom - (table.totalsRow ? 1 : 0) };
}

/** The table holding a cell of a sheet, if any. */
export function tableAt(workbook: Workbook, sheetId: string, row: number, col: number): Table | undefined {
  return Object.values(workbook.tablesById ?? {}).find((table) => {
    if (table.sheetId !== sheetId) return false;
    const block = tableBlock(workbook, table);
    return block !== undefined && row >= block.top && row <= block.bottom && col >= block.left && col <= block.right;
  });
}

/** Two areas of one sheet share a cell. */
export function overlaps(a: SheetArea, b: SheetArea): boolean {
  return a.sheetId === b.sheetId && a.top <= b.bottom && b.top <= a.bottom && a.left <= b.right && b.left <= a.right;
}
