import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { sortRows } from './sort-rows.js';

/**
 * Sorting a range or a sheet by one or more columns (host-neutral): `planSort` orders the rows by their
 * computed values as Sheets does, and the `sort.rows` command moves them in one undo step.
 */
export const sortPlugin: PluginManifest<Workbook> = {
  id: 'sort',
  dependsOn: ['workbook', 'formulas'],
  commands: [sortRows],
};

export { planSort, type SortKey, type SortPlan, type SortRequest, type SpillReader, type ValueReader } from './plan.js';
export { compareSortValues } from './radix-order.js';
export type { SortValue } from './sort-values.js';
export { sortRows, type SortRowsParams } from './sort-rows.js';
export * from './messages.js';
