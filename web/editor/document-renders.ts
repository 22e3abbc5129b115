import type { Patch } from 'immer';
import { Observable, share, skip, Subject } from 'rxjs';
import type { Sheet, Workbook, WorkbookView } from '../../plugins/workbook/index.js';
import { visibleRange, type GridGeometry } from '../grid/index.js';
import type { DocumentChange, EditorSession } from './editor-session.js';

/** How long others' edits out of sight may wait to be rendered: they are rendered together, at most this late. */
export const OUT_OF_SIGHT_WAIT_MS = 250;

/** Past this many changed cells a change is rendered at once rather than looked through. */
const MOST_CELLS_LOOKED_AT = 500;

/** What the grid shows of the document: its sheet, whether a row of it is in sight, and the rows by the active cell. */
export interface Sight {
  readonly sheetId: string;
  showsRow(row: number): boolean;
  /** The active cell's row and its neighbours, which the formula bar and the accessible grid show too. */
  nearActive(row: number): boolean;
}

/** When a document change is shown: rendered at once, painted on the grid at once and rendered later, or rendered later. */
type Shown = 'render' | 'paint' | 'wait';

/** The editor's renders for document changes, and the grid's paints ahead of a render (see documentRenders). */
export interface DocumentUpdates {
  /** The revision to render. */
  readonly renders: Observable<number>;
  /** Paint the grid from the document as it is now: a change only the grid shows, whose render waits. */
  readonly paints: Observable<void>;
  /** Renders what waits now (a paint ahead that cannot be made: the grid's sizes changed). */
  renderNow(): void;
}

/**
 * When the editor renders for a change of the document: at once, except for another author's change that
 * only set cells. Such a change out of sight (and whose computed values changed out of sight) is rendered
 * with the next change that is seen, or within OUT_OF_SIGHT_WAIT_MS; one in sight but away from the
 * active cell is painted on the grid at once (`paints`) and rendered the same way. With ten co-editors a
 * tab receives dozens of edits a second, and rendering each (React, the grid's frame) was most of its
 * work; the grid alone shows such a cell. A render for any other reason (a selection, one's own edit)
 * reads the document as it is, so nothing shown is older than the wait; what such an edit changes
 * indirectly (a chart over cells, a filter's hidden rows) is shown within it. `sight` is undefined
 * until the grid is laid out.
 */
export function documentRenders(session: EditorSession, sight: () => Sight | undefined, waitMs = OUT_OF_SIGHT_WAIT_MS): DocumentUpdates {
  const paints = new Subject<void>();
  const renderRequests = new Subject<void>();
  const renders = new Observable<number>((subscriber) => {
    let shown: Shown = 'render';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const render = () => {
      clearTimeout(timer);
      timer = undefined;
      subscriber.next(session.revision$.value);
    };
    // The change is told before the revision it makes: each revision is rendered at once unless its change may wait.
    const changes = session.changes$.subscribe((change) => (shown = whenShown(change, sight(), session.workbook)));
    const requested = renderRequests.subscribe(() => timer !== undefined && render());
    const revisions = session.revision$.pipe(skip(1)).subscribe(() => {
      const now = shown;
      shown = 'render';
      if (now === 'render') return render();
      if (now === 'paint') paints.next();
      timer ??= setTimeout(render, waitMs);
    });
    return () => {
      changes.unsubscribe();
      requested.unsubscribe();
      revisions.unsubscribe();
      clearTimeout(timer);
    };
  }).pipe(share());
  return { renders, paints: paints.asObservable(), renderNow: () => renderRequests.next() };
}

/**
 * Another author's change that set only cells waits: out of sight (nor any value it changed in sight),
 * or painted ahead when none of them is by the active cell. Anything else renders at once.
 */
function whenShown({ event, changed }: DocumentChange, sight: Sight | undefined, workbook: Workbook): Shown {
  if (sight === undefined || (event.source !== 'remote' && event.source !== 'take-back')) return 'render';
  if (changed.length > MOST_CELLS_LOOKED_AT || event.patches.length > MOST_CELLS_LOOKED_AT) return 'render';
  const sheet = workbook.sheetsById[sight.sheetId];
  let inSight = false;
  for (const { path, value } of event.patches) {
    const rows = patchedRows(path, value, sheet, sight.sheetId);
    if (rows === undefined) return 'render';
    if (rows.some((row) => sight.nearActive(row))) return 'render';
    if (rows.some((row) => sight.showsRow(row))) inSight = true;
  }
  for (const cell of changed) {
    if (cell.sheetId !== sight.sheetId) continue;
    if (sight.nearActive(cell.row)) return 'render';
    if (sight.showsRow(cell.row)) inSight = true;
  }
  return inSight ? 'paint' : 'wait';
}

/**
 * The rows of the shown sheet a patch of cells (`sheetsById.<sheet>.cells.<bucket>[.<row>...]`) sets (none
 * for another sheet's), or undefined for any other patch, or rows it cannot tell. A row's text overflows
 * along it, so a row counts whatever the column.
 */
function patchedRows(path: Patch['path'], value: unknown, sheet: Sheet | undefined, sheetId: string): readonly number[] | undefined {
  if (path.length < 4 || path[0] !== 'sheetsById' || path[2] !== 'cells') return undefined;
  if (path[1] !== sheetId) return [];
  if (sheet === undefined) return undefined;
  const rowIds = path.length > 4 ? [String(path[4])] : typeof value === 'object' && value !== null ? Object.keys(value) : [];
  if (path.length === 4 && rowIds.length === 0) return undefined;
  const positions = rowPositions(sheet);
  const rows: number[] = [];
  for (const id of rowIds) {
    const row = positions.get(id);
    if (row === undefined) return undefined;
    rows.push(row);
  }
  return rows;
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
  const nearActive = (row: number) => Math.abs(row - active) <= 1;
  return { sheetId: view.activeSheetId, showsRow: (row) => (row >= top && row <= bottom) || row < frozenRows || nearActive(row), nearActive };
}
