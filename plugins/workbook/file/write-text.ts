import { getRowCells } from '../cell-store.js';
import type { Sheet } from '../model/sheet.js';
import type { Workbook } from '../model/workbook.js';
import { TEMPLATE_FORMAT } from './limits.js';
import { cellsInFileOrder, withCachedValue, writeTemplateFile, type WriteOptions } from './write.js';

/**
 * The template file as JSON text. Compact text is the same as JSON.stringify(writeTemplateFile(...)),
 * but written piece by piece: at a million cells, building the flat `cellsById` objects first costs
 * more than the text itself (a million new keys hashed into dictionaries), and autosave sends this text.
 */
export function templateFileText(workbook: Workbook, options: WriteOptions = {}, indent?: number): string {
  if (indent !== undefined) return JSON.stringify(writeTemplateFile(workbook, options), null, indent);
  const sheets = workbook.sheetIds.map((id) => `${JSON.stringify(id)}:${sheetText(workbook.sheetsById[id], options)}`);
  return `{"format":${JSON.stringify(TEMPLATE_FORMAT)},"name":${JSON.stringify(workbook.name)},`
    + `"sheetIds":${JSON.stringify(workbook.sheetIds)},"sheetsById":{${sheets.join(',')}},`
    + `"namedRangesById":${JSON.stringify(workbook.namedRangesById)},`
    + `"conditionalFormatsById":${JSON.stringify(workbook.conditionalFormatsById)},`
    + `"palettesById":${JSON.stringify(workbook.palettesById)},`
    + `"userFunctions":${JSON.stringify(workbook.userFunctions)},`
    + `"testShadowsById":${JSON.stringify(workbook.testShadowsById)},`
    + `"recommendedCastsByName":${JSON.stringify(workbook.recommendedCastsByName)},`
    + `"customColors":${JSON.stringify(workbook.customColors)},`
    + `"settings":${JSON.stringify(workbook.settings)}}`;
}

function sheetText(sheet: Sheet, options: WriteOptions): string {
  const { cells: _cells, ...rest } = sheet;
  const head = JSON.stringify(rest);
  // Ids are escaped once per column and once per row rather than once per cell.
  const columnKeys = new Map(sheet.columnIds.map((id) => [id, `${JSON.stringify(id).slice(0, -1)}&`]));
  const pieces: string[] = [];
  for (const [rowId, columnIds] of cellsInFileOrder(sheet)) {
    const row = getRowCells(sheet, rowId)!;
    const rowKey = JSON.stringify(rowId).slice(1);
    for (const columnId of columnIds) {
      const cell = withCachedValue(row[columnId], sheet.id, rowId, columnId, options);
      pieces.push(`${columnKeys.get(columnId)}${rowKey}:${JSON.stringify(cell)}`);
    }
  }
  return `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}"cellsById":{${pieces.join(',')}}}`;
}
