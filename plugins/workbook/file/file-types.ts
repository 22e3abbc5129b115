import type { Cell } from '../model/cell.js';
import type { Sheet } from '../model/sheet.js';
import type { Workbook } from '../model/workbook.js';
import type { TEMPLATE_FORMAT } from './limits.js';

/**
 * A sheet as it is on disk: the same fields as in memory, except that cells are one flat record keyed
 * by cell id (`${columnId}&${rowId}`) instead of the bucketed `cells` of cell-store.ts.
 */
export interface SheetFile extends Omit<Sheet, 'cells'> {
  readonly cellsById: Readonly<Record<string, Cell>>;
}

/** The template file format (DESIGN.md "Model"): what the Developers panel exports and the CLI reads. */
export interface TemplateFile extends Omit<Workbook, 'sheetsById'> {
  readonly format: typeof TEMPLATE_FORMAT;
  readonly sheetsById: Readonly<Record<string, SheetFile>>;
}
