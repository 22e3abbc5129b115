import type { Patch } from 'immer';
import { Observable, share, skip } from 'rxjs';
import type { Sheet, Workbook, WorkbookView } from '../../plugins/workbook/index.js';
import { visibleRange, type GridGeometry } from '../grid/index.js';
import type { DocumentChange, EditorSession } from './editor-session.js';

/** How long others' edits out of sight may wait to be rendered: they are rendered together, at most this late. */
export const OUT_OF_SIGHT_WAIT_MS = 250;

/** Past this many changed cells a change is rendered at once rather than looked through. */
const MOST_CELLS_LOOKED_AT = 500;

/** What the grid shows of the document: its sheet, and whether a row of it is in sight. */
export interface Sight {
  readonly sheetId: string;
  showsRow(row: number): boolean;
}

/**
 * When the editor renders for a change of the document: at once, except for another author's change that
 * only set cells out of sight (and whose computed values changed out of sight), which is rendered with the
 * next change that is seen, or within OUT_OF_SIGHT_WAIT_MS. With ten co-editors most of the edits a tab
 * receives are out of its sight, and rendering each one (React, the grid's frame) was most of its work.
 * A render for any other reason (a selection, one's own edit) reads the document as it is, so nothing
 * shown is older than the wait; what such an edit changes indirectly in sight (a chart over cells out of
 * sight, a conditional format) is shown within it. `sight` is undefined until the grid is laid out.
 */
export function documentRenders(session: EditorSession, sight: () => Sight | undefined, waitMs = OUT_OF_SIGHT_WAIT_MS): Observable<number> {
  return new Observable<number>((subscriber) => {
    let waits = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const render = () => {
      clearTimeout(timer);
      timer = undefined;
      subscriber.next(session.revision$.value);
    };
    // The change is told before the revision it makes: each revision is rendered at once unless its change may wait.
    const changes = session.changes$.subscribe((change) => (waits = mayWait(change, sight(), session.workbook)));
    const revisions = session.revision$.pipe(skip(1)).subscribe(() => {
      const later = waits;
      waits = false;
      if (!later) render();
      else timer ??= setTimeout(render, waitMs);
    });
    return () => {
      changes.unsubscribe();
      revisions.unsubscribe();
      clearTimeout(timer);
    };
  }).pipe(share());
}

/** Another author's change that set only cells, none of them (nor any value it changed) in sight. */
function mayWait({ event, changed }: DocumentChange, sight: Sight | undefined, workbook: Workbook): boolean {
  if (sight === undefined || (event.source !== 'remote' && event.source !== 'take-back')) return false;
  if (changed.length > MOST_CELLS_LOOKED_AT || event.patches.length > MOST_CELLS_LOOKED_AT) return false;
  for (const cell of changed) if (cell.sheetId === sight.sheetId && sight.showsRow(cell.row)) return false;
  const sheet = workbook.sheetsById[sight.sheetId];
  return event.patches.every((patch) => cellPatchOutOfSight(patch, sheet, sight));
}

/**
 * A patch of cells (`sheetsById.<sheet>.cells.<bucket>[.<row>...]`) whose rows are all out of sight. A
 * row's text overflows along it, so a row in sight counts whatever the column.
 */
function cellPatchOutOfSight({ path, value }: Patch, sheet: Sheet | undefined, sight: Sight): boolean {
  if (path.length < 4 || path[0] !== 'sheetsById' || path[2] !== 'cells') return false;
  if (path[1] !== sight.sheetId) return true;
  if (sheet === undefined) return false;
  const rowIds = path.length > 4 ? [String(path[4])] : typeof value === 'object' && value !== null ? Object.keys(value) : [];
  if (path.length === 4 && rowIds.length === 0) return false;
  const positions = rowPositions(sheet);
  return rowIds.every((id) => {
    const row = positions.get(id);
    return row !== undefined && !sight.showsRow(row);
  });
}

/** Each sheet's row positions by id, kept while its rows stay the same (a cell's edit keeps them). */
const positionsByRows = new WeakMap<readonly string[], ReadonlyMap<string, number>>();

function rowPositions(sheet: Sheet): ReadonlyMap<string, number> {
  let positions = positionsByRows.get(sheet.rowIds);
  if (!positions) {
    positions = new Map(sheet.rowIds.map((id, index) => [id, index]));
    positionsByRows.set(sheet.rowIds, positions);
  }
  return positions;
}

/** What the grid shows now: the rows in its panes (frozen ones too) and the active cell's (the formula bar shows it). */
export function gridSight(geometry: GridGeometry | null, view: WorkbookView): Sight | undefined {
  if (!geometry || geometry.view.width === 0) return undefined;
  const { top, bottom } = visibleRange(geometry.rows, geometry.columns, geometry.view);
  const frozenRows = geometry.view.frozen?.rows ?? 0;
  const active = view.selection.anchor.row;
  return { sheetId: view.activeSheetId, showsRow: (row) => (row >= top && row <= bottom) || row < frozenRows || row === active };
}
