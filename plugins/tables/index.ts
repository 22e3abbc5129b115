import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { tablesAdjuster } from './adjuster.js';
import { tablesCommands } from './commands.js';
import { followTables } from './follow-tables.js';

/**
 * Excel tables (host-neutral): the commands tables.create / update / resize / delete / sync-headers, the
 * adjuster that keeps tables on their cells through structural edits, and the followers that take in
 * what is typed next to a table and rename a column when its header cell is typed over. The model and its file form are the workbook's (model/table.ts); the
 * formula engine reads tables from the document for structured references (`Sales[Amount]`).
 */
export const tablesPlugin: PluginManifest<Workbook> = {
  id: 'tables',
  documentSlots: [{ path: 'tablesById', affectsValues: true, editableInShadows: true }],
  dependsOn: ['workbook', 'names', 'formulas'],
  commands: tablesCommands,
  adjusters: [tablesAdjuster],
  register: followTables,
};

export {
  createTable, DEFAULT_TABLE_STYLE, deleteTable, resizeTable, syncHeaders, tablesCommands, updateTable,
  type CreateTableParams, type ResizeTableParams, type TableIdParams, type UpdateTableParams,
} from './commands.js';
export { convertReferencesToCells, renameColumnsInWorkbook, renameTableInWorkbook } from './formulas.js';
export { overlaps, tableAt, tableBlock, type TableBlock } from './geometry.js';
export { defaultTableName, isNameTaken, TABLE_MESSAGES, tableNameError, tableNamed, tablesOf, uniqueColumnNames } from './names.js';
