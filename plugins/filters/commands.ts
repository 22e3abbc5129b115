import type { Draft } from 'immer';
import { UserError, type CellArea, type CommandDefinition } from '../../kernel/index.js';
import { dataRegion } from '../workbook/index.js';
import { clampArea, draftSheet, sheetBefore } from '../workbook/commands/index.js';
import { FILTER_CONDITION_TYPES, type FilterCriteria, type Sheet, type SheetFilter, type Workbook } from '../workbook/model/index.js';
import { isActive } from './criteria.js';
import { areaRange, filterArea, filterColumnIds } from './filter-area.js';
import { COLUMN_NOT_FILTERED_MESSAGE, FILTER_EXISTS_MESSAGE, NO_FILTER_MESSAGE, UNKNOWN_CONDITION_MESSAGE } from './messages.js';

export interface CreateFilterParams {
  readonly sheetId: string;
  /** The selection. A single cell grows to the data block around it, as in Sheets. */
  readonly area: CellArea;
}

export interface RemoveFilterParams {
  readonly sheetId: string;
}

export interface SetFilterCriteriaParams {
  readonly sheetId: string;
  readonly columnId: string;
  /** Undefined (or criteria that hide nothing) clears the column's filter. */
  readonly criteria?: FilterCriteria;
}

export const createFilter: CommandDefinition<CreateFilterParams, Workbook> = {
  id: 'filters.create',
  run(draft, params, ctx) {
    const sheet = sheetBefore(ctx, params.sheetId);
    if (sheet.filter) throw new UserError(FILTER_EXISTS_MESSAGE);
    const area = filterBlock(sheet, clampArea(sheet, params.area));
    const filter: SheetFilter = { range: areaRange(sheet, area), criteriaByColumnId: {} };
    draftSheet(draft, params.sheetId).filter = filter as Draft<SheetFilter>;
  },
};

/** The block a new filter covers: the selection, or the data block around a single selected cell. */
function filterBlock(sheet: Sheet, area: CellArea): CellArea {
  if (area.top !== area.bottom || area.left !== area.right) return area;
  return dataRegion(sheet, area.top, area.left) ?? area;
}

export const removeFilter: CommandDefinition<RemoveFilterParams, Workbook> = {
  id: 'filters.remove',
  run(draft, params, ctx) {
    if (!sheetBefore(ctx, params.sheetId).filter) return;
    delete draftSheet(draft, params.sheetId).filter;
  },
};

/** The toolbar's filter button: removes the sheet's filter, or creates one on the selection when it has none. */
export const toggleFilter: CommandDefinition<CreateFilterParams, Workbook> = {
  id: 'filters.toggle',
  run(draft, params, ctx) {
    if (sheetBefore(ctx, params.sheetId).filter) removeFilter.run(draft, { sheetId: params.sheetId }, ctx);
    else createFilter.run(draft, params, ctx);
  },
};

export const setFilterCriteria: CommandDefinition<SetFilterCriteriaParams, Workbook> = {
  id: 'filters.set-criteria',
  run(draft, params, ctx) {
    const sheet = sheetBefore(ctx, params.sheetId);
    const area = filterArea(sheet);
    if (!sheet.filter || !area) throw new UserError(NO_FILTER_MESSAGE);
    if (!filterColumnIds(sheet, area).includes(params.columnId)) throw new UserError(COLUMN_NOT_FILTERED_MESSAGE);
    const criteria = cleanCriteria(params.criteria);
    const target = draftSheet(draft, params.sheetId).filter!;
    if (criteria) target.criteriaByColumnId[params.columnId] = criteria as Draft<FilterCriteria>;
    else if (params.columnId in sheet.filter.criteriaByColumnId) delete target.criteriaByColumnId[params.columnId];
  },
};

/** Criteria as stored: hidden values listed once, empty parts left out; undefined when nothing is hidden. */
export function cleanCriteria(criteria: FilterCriteria | undefined): FilterCriteria | undefined {
  if (!criteria) return undefined;
  if (criteria.condition && !FILTER_CONDITION_TYPES.includes(criteria.condition.type)) throw new UserError(UNKNOWN_CONDITION_MESSAGE);
  const hiddenValues = [...new Set(criteria.hiddenValues ?? [])].filter((value) => typeof value === 'string');
  const clean: FilterCriteria = {
    ...(hiddenValues.length > 0 ? { hiddenValues } : {}),
    ...(criteria.condition ? { condition: { ...criteria.condition } } : {}),
  };
  return isActive(clean) ? clean : undefined;
}

export const filterCommands = [createFilter, removeFilter, toggleFilter, setFilterCriteria] as const;
