import type { Sheet } from '../workbook/model/index.js';
import type { CastArea } from './area.js';
import type { CastSettings } from './model.js';
import type { CastColumn, CastRow } from './response.js';

/** Formula-hidden positions of the cast's sheet (HIDEROW, HIDECOL, HIDEROWANDCOL). */
export interface FormulaHidden {
  readonly rows: ReadonlySet<number>;
  readonly cols: ReadonlySet<number>;
}

/** The area's columns: size from the cast's override, else the sheet's (its real size while hidden). */
export function castColumns(area: CastArea, settings: CastSettings, hidden: FormulaHidden): CastColumn[] {
  const columns: CastColumn[] = [];
  for (let index = area.left; index <= area.right; index++) {
    const id = area.sheet.columnIds[index];
    const column = area.sheet.columnsById[id];
    const override = settings.columns?.[id];
    columns.push({
      id, index,
      width: override?.width ?? shownSize(column.width, column.realSize, column.hidden),
      hidden: override?.hidden ?? (column.hidden === true || hidden.cols.has(index)),
    });
  }
  return columns;
}

/** Every row of the area (the page picks among them); `header` marks the first repeatHeaderRows. */
export function castRows(area: CastArea, settings: CastSettings, hidden: FormulaHidden, headerRows: number): CastRow[] {
  const rows: CastRow[] = [];
  for (let index = area.top; index <= area.bottom; index++) {
    rows.push(castRow(area.sheet, index, settings, hidden, index - area.top < headerRows));
  }
  return rows;
}

function castRow(sheet: Sheet, index: number, settings: CastSettings, hidden: FormulaHidden, header: boolean): CastRow {
  const id = sheet.rowIds[index];
  const row = sheet.rowsById[id];
  const override = settings.rows?.[id];
  return {
    id, index, header,
    height: override?.height ?? shownSize(row.height, row.realSize, row.hidden),
    hidden: override?.hidden ?? (row.hidden === true || hidden.rows.has(index)),
  };
}

/** A hidden vector stores 0 with its real size aside; the cast reports the size it has when shown. */
function shownSize(size: number, realSize: number | undefined, hidden: boolean | undefined): number {
  return hidden && realSize !== undefined ? realSize : size;
}

/** The space a vector takes in the viewer. */
export const drawnSize = (size: number, hidden: boolean): number => (hidden ? 0 : size);
