import type { FilteredRowsOf } from '../formulas/engine/index.js';
import { engineCellReader } from './engine-cells.js';
import { filteredRows } from './hidden-rows.js';

/**
 * The rows a sheet's filter hides, read from the engine's values as the grid shows them: the engine's
 * `filteredRows` option, so SUBTOTAL leaves out the rows the filter hides (hosts assembling this plugin
 * pass it to their engines).
 */
export const filteredRowsOf: FilteredRowsOf = (sheet, values) => filteredRows(sheet, engineCellReader(sheet, values));
