import type { PaletteLook } from '../palettes/index.js';
import type { ConditionalFormatStyle } from '../conditional-formats/index.js';
import type { CellRange } from '../workbook/model/index.js';
import type { Scalar } from '../formulas/index.js';

/** A recommended cast of a template (SPEC section 3), as `recommendedCastsByName` holds it. */
export interface RecommendedCast {
  readonly name: string;
  readonly sheetId: string;
  /** Either a flag saying the cast is the range fromCellId..toCellId, or that range as A1 text ('A1:C9'). */
  readonly castRange?: boolean | string;
  readonly castChart?: boolean | string;
  readonly chartId?: string;
  readonly fromCellId?: string;
  readonly toCellId?: string;
  readonly isDefault?: boolean;
}

/** What a cast shows: a rectangle of a sheet (the whole used area when no range is named), or a chart. */
export type CastTarget =
  | { readonly kind: 'sheet'; readonly sheetId: string }
  | { readonly kind: 'range'; readonly sheetId: string; readonly range: CellRange }
  | { readonly kind: 'rangeA1'; readonly sheetId: string; readonly text: string }
  | { readonly kind: 'chart'; readonly sheetId: string; readonly chartId: string };

/** A selected cast's own sizing (SPEC section 3 "Cast (selected)"), keyed by column or row id. */
export interface CastSettings {
  readonly repeatHeaderRows?: number;
  readonly columns?: Readonly<Record<string, { readonly width?: number; readonly hidden?: boolean }>>;
  readonly rows?: Readonly<Record<string, { readonly height?: number; readonly hidden?: boolean }>>;
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/**
 * Where a cast reads computed values and formula-hidden rows and columns. The formula engine
 * (`Engine`) has exactly this shape; positions are zero-based indices in the sheet's rowIds/columnIds.
 */
export interface CastValues {
  getValue(sheetId: string, row: number, col: number): Scalar;
  getHidden(sheetId: string): { readonly rows: readonly number[]; readonly cols: readonly number[] };
  /** The look conditional formats give a cell, when they were evaluated (evaluateForCast). */
  conditionalStyle?(sheetId: string, row: number, col: number): ConditionalFormatStyle | undefined;
  /** The look a palette gives cells of a sheet that name it (`paletteId`), as computed for the cast. */
  paletteLook?(sheetId: string, paletteId: string): PaletteLook | undefined;
  /** A formula evaluated as if written in A1 of a sheet, stored nowhere (a chart's horizontal lines). */
  evaluateFormula?(sheetId: string, text: string): Scalar;
}

/** One cast to lay out. */
export interface CastRequest {
  readonly target: CastTarget;
  readonly settings?: CastSettings;
  /** No viewport: one page, nothing overflows. */
  readonly viewport?: Viewport;
  /** Index, among the cast area's rows, of the page's first row. */
  readonly rowOffset?: number;
  readonly paginationDisabled?: boolean;
}
