import { displayText, type Scalar } from '../formulas/index.js';
import { outputScalar } from '../formulas/outputs/index.js';
import type { DateSystem } from '../workbook/index.js';
import type { Cell } from '../workbook/model/index.js';
import type { CastCell } from './response.js';

/** A cell as the viewer draws it, or undefined when there is nothing to draw. */
export function castCell(cell: Cell | undefined, value: Scalar, span?: { rows: number; columns: number }, dateSystem?: DateSystem): CastCell | undefined {
  if (!cell && value === null) return undefined;
  const shown = displayText(value, cell, { dateSystem });
  return {
    value: outputScalar(value),
    text: shown.text,
    ...(shown.numeric ? { numeric: true } : {}),
    ...(shown.error ? { error: true } : {}),
    ...(shown.color ? { color: shown.color } : {}),
    ...(cell?.data?.type ? { type: cell.data.type } : {}),
    ...(cell?.format ? { format: cell.format } : {}),
    ...(cell?.data?.imageUrl ? { imageUrl: cell.data.imageUrl } : {}),
    ...(cell?.linkTo ? { linkTo: cell.linkTo } : {}),
    ...(cell?.note !== undefined ? { note: cell.note } : {}),
    ...(span && (span.rows > 1 || span.columns > 1) ? { mergeRows: span.rows, mergeColumns: span.columns } : {}),
  };
}
