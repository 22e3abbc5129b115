import type { CellFormat } from './format.js';

/** A value a person entered, or a cached computed value carried by a file. Dates are serial numbers. */
export type CellValue = number | string | boolean | null;

export const CELL_TYPES = ['TEXT', 'NUMBER', 'PERCENT', 'DATE', 'BOOLEAN', 'IMAGE'] as const;
export type CellType = (typeof CELL_TYPES)[number];

/** Data validation of one cell (SPEC section 5). */
export interface CellValidation {
  readonly type: ValidationType;
  readonly input1?: string;
  readonly input2?: string;
  readonly showHelpText?: boolean;
  readonly helpText?: string;
}

export const VALIDATION_TYPES = [
  'checkbox', 'list_input', 'list_range', 'list_named_range',
  'number_greater', 'number_greater_equal', 'number_less', 'number_less_equal', 'number_between',
  'number_not_between', 'number_equal', 'number_not_equal',
  'date_before', 'date_after', 'date_between', 'date_not_between', 'date_is', 'date_is_not',
  'text_contains', 'text_not_contains', 'text_begins_with', 'text_ends_with', 'text_is', 'text_is_not',
] as const;
export type ValidationType = (typeof VALIDATION_TYPES)[number];

/** What the cell holds besides its value: its type and number format (SPEC section 3 "Cell data"). */
export interface CellData {
  readonly type?: CellType;
  /** A number format pattern (numfmt syntax), e.g. '#,##0.00'. */
  readonly format?: string;
  readonly formatsByType?: Partial<Record<CellType, string>>;
  readonly imageUrl?: string;
  readonly validation?: CellValidation;
}

export type CellLink =
  | { readonly namedRangeId: string }
  | { readonly range: { readonly sheetId: string; readonly fromCellId: string; readonly toCellId: string } };

/**
 * One cell. Its id is `${columnId}&${rowId}`. A formula cell keeps its text as typed (starting with '=');
 * its computed value lives in the engine's cache, though a file may carry it in `value` as a cache.
 */
export interface Cell {
  readonly formula?: string;
  readonly hadFormula?: boolean;
  readonly value?: CellValue;
  readonly format?: CellFormat;
  readonly data?: CellData;
  /** On a merge's top-left cell: the merge's size. */
  readonly mergeRows?: number;
  readonly mergeColumns?: number;
  /** On the other cells of a merge: the id of the top-left cell. */
  readonly mergedInto?: string;
  /**
   * On a legacy array formula's cell (Excel's Ctrl+Shift+Enter, `{=...}`): the rows and columns of the area
   * its result fills from this cell, exactly (cut, repeated or padded with #N/A, never spilling further).
   * A formula without them is a dynamic one: its array result spills as far as it needs.
   */
  readonly arrayRows?: number;
  readonly arrayColumns?: number;
  readonly linkTo?: CellLink;
  /** A note on the cell (Insert note): shown on hover, moved with the cell, never part of its content. */
  readonly note?: string;
}
