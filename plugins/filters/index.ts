import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { filtersAdjuster } from './adjuster.js';
import { filterCommands } from './commands.js';

/**
 * The toolbar's filter (SPEC section 2): one filter per sheet, its commands filters.create /
 * filters.remove / filters.toggle / filters.set-criteria, the adjuster that keeps it on its data, and the derivation of
 * the rows it hides from computed values. The filter itself is a field of the sheet (workbook model).
 */
export const filtersPlugin: PluginManifest<Workbook> = {
  id: 'filters',
  documentSlots: [{ path: 'sheetsById.*.filter', affectsValues: true, editableInShadows: true }],
  dependsOn: ['workbook', 'formulas', 'sort'],
  commands: filterCommands,
  adjusters: [filtersAdjuster],
};

export { adjustedFilter, filtersAdjuster } from './adjuster.js';
export {
  cleanCriteria, createFilter, filterCommands, removeFilter, setFilterCriteria, toggleFilter,
  type CreateFilterParams, type RemoveFilterParams, type SetFilterCriteriaParams,
} from './commands.js';
export { hides, isActive, meets, type FilterCell } from './criteria.js';
export { columnValues, compareValues, COLUMN_VALUES_LIMIT, type ColumnValues } from './column-values.js';
export { engineCellReader } from './engine-cells.js';
export { filteredRowsOf } from './engine-rows.js';
export { areaRange, filterArea, filterColumnIds, rangeArea } from './filter-area.js';
export { filteredRows, type FilterCellReader } from './hidden-rows.js';
export * from './messages.js';
