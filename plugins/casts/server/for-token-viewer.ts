import type { z } from '../../../server/plugin-api/index.js';
import { parseCellId } from '../../workbook/index.js';
import type { CastPageResponse } from './schemas.js';

type CastPage = z.infer<typeof CastPageResponse>;

/**
 * A page of a cast as a viewer who holds only its token sees it (an anonymous embed, another account):
 * without the cells of its hidden rows and columns and without the cells' notes. Both are the author's:
 * hidden lines are drawn at zero size anyway, and only the resizer, for the cast's own account, shows
 * them (faded) to let them be shown again; a note is a remark to the people who edit the template, not
 * part of the finished document an embed shows (its corner mark and hover text would show it).
 */
export function forTokenViewer(page: CastPage): CastPage {
  const hiddenRows = new Set(page.rows.filter((row) => row.hidden).map((row) => row.id));
  const hiddenColumns = new Set(page.columns.filter((column) => column.hidden).map((column) => column.id));
  const shown = (id: string): boolean => {
    if (hiddenRows.size === 0 && hiddenColumns.size === 0) return true;
    const at = parseCellId(id);
    return at !== undefined && !hiddenRows.has(at.rowId) && !hiddenColumns.has(at.columnId);
  };
  const cellsById = Object.fromEntries(Object.entries(page.cellsById).filter(([id]) => shown(id)).map(([id, cell]) => [id, withoutNote(cell)]));
  const styleOverridesByCellId = Object.fromEntries(Object.entries(page.styleOverridesByCellId).filter(([id]) => shown(id)));
  return { ...page, cellsById, styleOverridesByCellId };
}

function withoutNote<C extends { readonly note?: string }>(cell: C): C {
  if (cell.note === undefined) return cell;
  const { note: _note, ...rest } = cell;
  return rest as C;
}
