import { allSteps } from '../../../kernel/index.js';
import { getRowCells } from '../cell-store.js';
import type { Sheet } from '../model/sheet.js';
import type { Workbook } from '../model/workbook.js';
import { TEMPLATE_FORMAT } from './limits.js';
import { cellsInFileOrder, hasTables, withCachedValue, writeTemplateFile, type WriteOptions } from './write.js';

/**
 * The template file as JSON text. Compact text is the same as JSON.stringify(writeTemplateFile(...)),
 * but written piece by piece: at a million cells, building the flat `cellsById` objects first costs
 * more than the text itself (a million new keys hashed into dictionaries), and autosave sends this text.
 */
export function templateFileText(workbook: Workbook, options: WriteOptions = {}, indent?: number): string {
  if (indent !== undefined) return JSON.stringify(writeTemplateFile(workbook, options), null, indent);
  const pieces: string[] = [];
  writeTemplateFileText(workbook, (piece) => pieces.push(piece), options);
  return pieces.join('');
}

/**
 * The compact template file text (as templateFileText), given to `write` in pieces, in order: a writer
 * that sends them on (a file, as `gridcast import` does) never holds the whole text, which is ~75 MB for a
 * 200k-row sheet, nor a piece per cell.
 */
export function writeTemplateFileText(workbook: Workbook, write: (piece: string) => void, options: WriteOptions = {}): void {
  allSteps(templateFileTextSteps(workbook, write, options));
}

/** Cells a step of templateFileTextSteps writes: ~5 ms. */
const CELLS_PER_STEP = 4096;

/**
 * writeTemplateFileText in steps of CELLS_PER_STEP cells (a co-editing room's fold of a big document,
 * between its turns: the document is immutable, so its steps may run while later commands make new ones).
 */
export function* templateFileTextSteps(workbook: Workbook, write: (piece: string) => void, options: WriteOptions = {}): Generator<void, void, void> {
  write(`{"format":${JSON.stringify(TEMPLATE_FORMAT)},"name":${JSON.stringify(workbook.name)},`
    + `"sheetIds":${JSON.stringify(workbook.sheetIds)},"sheetsById":{`);
  for (let i = 0; i < workbook.sheetIds.length; i++) {
    const id = workbook.sheetIds[i];
    write(`${i ? ',' : ''}${JSON.stringify(id)}:`);
    yield* sheetTextSteps(workbook.sheetsById[id], write, options);
  }
  write(`},"namedRangesById":${JSON.stringify(workbook.namedRangesById)},`
    + `"conditionalFormatsById":${JSON.stringify(workbook.conditionalFormatsById)},`
    + `"palettesById":${JSON.stringify(workbook.palettesById)},`
    + `"userFunctions":${JSON.stringify(workbook.userFunctions)},`
    + `"testShadowsById":${JSON.stringify(workbook.testShadowsById)},`
    + `"recommendedCastsByName":${JSON.stringify(workbook.recommendedCastsByName)},`
    + `"customColors":${JSON.stringify(workbook.customColors)},`
    + `"settings":${JSON.stringify(workbook.settings)}`
    + `${hasTables(workbook) ? `,"tablesById":${JSON.stringify(workbook.tablesById)}` : ''}`
    + `${workbook.input !== undefined ? `,"input":${JSON.stringify(workbook.input)}` : ''}}`);
}

function* sheetTextSteps(sheet: Sheet, write: (piece: string) => void, options: WriteOptions): Generator<void, void, void> {
  const { cells: _cells, ...rest } = sheet;
  const head = JSON.stringify(rest);
  write(`${head.slice(0, -1)}${head.length > 2 ? ',' : ''}"cellsById":{`);
  // Ids are escaped once per column and once per row rather than once per cell.
  const columnKeys = new Map(sheet.columnIds.map((id) => [id, `${JSON.stringify(id).slice(0, -1)}&`]));
  let comma = '';
  let written = 0;
  for (const [rowId, columnIds] of cellsInFileOrder(sheet)) {
    if (written >= CELLS_PER_STEP) {
      written = 0;
      yield;
    }
    written += columnIds.length;
    const row = getRowCells(sheet, rowId)!;
    const rowKey = JSON.stringify(rowId).slice(1);
    for (const columnId of columnIds) {
      const cell = withCachedValue(row[columnId], sheet.id, rowId, columnId, options);
      write(`${comma}${columnKeys.get(columnId)}${rowKey}:${JSON.stringify(cell)}`);
      comma = ',';
    }
  }
  write('}}');
}
