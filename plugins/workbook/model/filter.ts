import type { CellRange } from './cell-range.js';

/**
 * A sheet's filter (the toolbar's "Create a filter", SPEC section 2). The workbook owns the shape because
 * it is part of the sheet in the file format; the filters plugin owns what it does (commands, adjusting,
 * which rows it hides). Hidden rows are derived from the criteria and the computed values, never stored.
 */
export interface SheetFilter {
  /** The filtered block by cell ids; its first row is the header row, never hidden. */
  readonly range: CellRange;
  /** Criteria of the filtered columns, keyed by column id (columns of the range only). */
  readonly criteriaByColumnId: Readonly<Record<string, FilterCriteria>>;
}

/** What a column's filter hides. A row is hidden when any filtered column hides it. */
export interface FilterCriteria {
  /** Displayed texts to hide ('' stands for blank cells), as Sheets' "Filter by values". */
  readonly hiddenValues?: readonly string[];
  /** "Filter by condition": rows whose cell does not meet it are hidden. */
  readonly condition?: FilterCondition;
}

export const FILTER_CONDITION_TYPES = [
  'is_empty', 'is_not_empty',
  'text_contains', 'text_not_contains', 'text_begins_with', 'text_ends_with', 'text_is',
  'number_greater', 'number_greater_equal', 'number_less', 'number_less_equal', 'number_equal', 'number_not_equal',
  'number_between', 'number_not_between',
] as const;
export type FilterConditionType = (typeof FILTER_CONDITION_TYPES)[number];

export interface FilterCondition {
  readonly type: FilterConditionType;
  readonly input1?: string;
  readonly input2?: string;
}
