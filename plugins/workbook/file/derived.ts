import type { JsonRecord } from './checks.js';

/**
 * Fields the engine derives (dependencies, dependents, computed errors...). Files written by older
 * tools carry them; they are not trusted, so reading drops them (DESIGN.md "Model").
 */
export const CELL_DERIVED: ReadonlySet<string> = new Set([
  'id', 'dependencies', 'dependents', 'inputDependencies', 'namedRangeDependencies', 'namedRangeDependents',
  'arrayDependencies', 'arrayDependents', 'chartDependents', 'conditionalFormats', 'conditionalFormatDependents',
  'rowCount', 'columnCount',
]);

export const VECTOR_DERIVED: ReadonlySet<string> = new Set(['hiddenByCellId', 'overflowing']);

export const NAMED_RANGE_DERIVED: ReadonlySet<string> = new Set(['dependents', 'conditionalFormatDependents']);

/** A shallow copy without the given keys (only made when a file actually carries such fields). */
export function withoutDerived(raw: JsonRecord, derived: ReadonlySet<string>): JsonRecord {
  const copy: JsonRecord = {};
  for (const key in raw) if (!derived.has(key)) copy[key] = raw[key];
  return copy;
}
