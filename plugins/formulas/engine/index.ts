/** The formula engine: positions, dependency graph, compiled shapes, incremental recalculation. */
export { Engine, type ChangedCell, type ChangedCells, type CellContent, type ColumnView, type DetachedFormula, type FormulaProbe, type EngineOptions, type NameResolver, type NamedArea } from './engine.js';
export { isEngineContext, type EngineCallContext } from './context.js';
export { markIncremental, isIncrementalMemo, type IncrementalMemo } from './memo.js';
export type { FilteredRowsOf, ValueReader } from './row-hiding.js';
export { readPath } from '../product-functions/json-path.js';
export { placeRef, type RefDesc } from './refs.js';
export { structuredArea, type TableArea } from './structured-area.js';
