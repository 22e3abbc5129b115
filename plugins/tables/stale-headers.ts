import type { Patch } from 'immer';
import { isStructuralChange, type ExecutedCommand } from '../../kernel/index.js';
import { bucketOf } from '../workbook/index.js';
import type { Table, Workbook } from '../workbook/model/index.js';
import { tableBlock } from './geometry.js';
import { rowTexts } from './header-cells.js';
import { tablesOf } from './names.js';

/** Tables whose header cells the command touched and whose texts now differ from their column names. */
export function staleHeaders(workbook: Workbook, event: Pick<ExecutedCommand, 'patches' | 'structural'>): string[] {
  return tablesOf(workbook).filter((table) => table.headerRow && touchesHeader(table, workbook, event) && differs(table, workbook)).map((table) => table.id);
}

function touchesHeader(table: Table, workbook: Workbook, event: Pick<ExecutedCommand, 'patches' | 'structural'>): boolean {
  if (event.structural.some((change) => isStructuralChange(change) && change.sheetId === table.sheetId)) return true;
  const sheet = workbook.sheetsById[table.sheetId];
  const block = sheet && tableBlock(workbook, table);
  if (!block) return false;
  const headerRowId = sheet.rowIds[block.top];
  return event.patches.some((patch) => patchesRow(patch, table.sheetId, headerRowId));
}

function patchesRow({ path }: Patch, sheetId: string, rowId: string): boolean {
  if (path[0] !== 'sheetsById' || path[1] !== sheetId || path[2] !== 'cells') return false;
  if (path.length < 4) return true;
  if (path.length === 4) return path[3] === bucketOf(rowId);
  return path[4] === rowId;
}

function differs(table: Table, workbook: Workbook): boolean {
  const block = tableBlock(workbook, table)!;
  const texts = rowTexts(workbook.sheetsById[table.sheetId], block.top, block.left, block.right);
  return texts.some((text, i) => text !== table.columns[i].name);
}
