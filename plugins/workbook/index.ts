import { workbookSlots } from './document-slots.js';
import type { PluginManifest } from '../../kernel/index.js';
import { workbookCommands } from './commands/index.js';
import { RandomIdGenerator } from './ids.js';
import type { Workbook } from './model/workbook.js';
import { followActiveSheet, viewOperations } from './operations/index.js';
import { WORKBOOK } from './tokens.js';
import type { WorkbookView } from './view.js';

export * from './model/index.js';
export * from './a1.js';
export * from './cell-store.js';
export { hasMergedCellIn, hasMergeIndex, sameMergesAs } from './merge-index.js';
export * from './create.js';
export * from './dates.js';
export * from './defaults.js';
export * from './entry.js';
export * from './ids.js';
export * from './id-in-use.js';
export * from './tokens.js';
export * from './view.js';
export * from './data-region.js';
export * from './bucket-formats.js';
export * from './formula-columns.js';
export * from './comparisons.js';
export * from './comparison-labels.js';
export * from './used-range.js';
export * from './tables/table-format.js';
export * from './tables/table-themes.js';
export * from './commands/index.js';
export * from './operations/index.js';

/**
 * The workbook plugin: sheets, rows, columns and cells, their commands and the editor's view state.
 * Every other plugin depends on it.
 */
export const workbookPlugin: PluginManifest<Workbook, WorkbookView> = {
  id: 'workbook',
  register(host) {
    // Tests provide a SequentialIdGenerator in its place for predictable ids.
    if (!host.services.has(WORKBOOK.Ids)) host.services.provide(WORKBOOK.Ids, new RandomIdGenerator());
    followActiveSheet(host.store, host.view);
  },
  commands: workbookCommands,
  operations: viewOperations,
  documentSlots: workbookSlots,
};
