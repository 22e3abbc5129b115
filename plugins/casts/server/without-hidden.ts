import type { z } from '../../../server/plugin-api/index.js';
import { parseCellId } from '../../workbook/index.js';
import type { CastPageResponse } from './schemas.js';

type CastPage = z.infer<typeof CastPageResponse>;

/**
 * A page of a cast without the cells of its hidden rows and columns (hidden in the sheet, by HIDEROW/
 * HIDECOL, or by the cast), nor their conditional styles, for a viewer who may not edit the cast: the
 * viewer draws those lines at zero size anyway, and only the resizer, for the cast's own account, shows
 * them (faded) to let them be shown again. The lines themselves stay, so the geometry is the same.
 */
export function withoutHiddenCells(page: CastPage): CastPage {
  const hiddenRows = new Set(page.rows.filter((row) => row.hidden).map((row) => row.id));
  const hiddenColumns = new Set(page.columns.filter((column) => column.hidden).map((column) => column.id));
  if (hiddenRows.size === 0 && hiddenColumns.size === 0) return page;
  const shown = (id: string): boolean => {
    const at = parseCellId(id);
    return at !== undefined && !hiddenRows.has(at.rowId) && !hiddenColumns.has(at.columnId);
  };
  const keep = <V>(byId: Readonly<Record<string, V>>): Record<string, V> => Object.fromEntries(Object.entries(byId).filter(([id]) => shown(id)));
  return { ...page, cellsById: keep(page.cellsById), styleOverridesByCellId: keep(page.styleOverridesByCellId) };
}
