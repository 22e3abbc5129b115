import { useCallback, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { UserError } from '../../../kernel/index.js';
import { planSort } from '../../sort/index.js';
import { columnLetters } from '../../workbook/index.js';
import { hitTest, rectOf, useHost, type CellOverlay, type EditorHost, type Frame, type GridHandle, type HitTarget, type OverlayControl } from '../../../web/plugin-api/index.js';
import { columnValues } from '../column-values.js';
import { engineCellReader } from '../engine-cells.js';
import { filterArea } from '../filter-area.js';
import { filterButtonAt, filterButtonBox } from './filter-layer.js';
import type { AnchorRect } from '../../../web/ui/AnchoredPopover.js';
import { FilterPopup } from './FilterPopup.js';

interface OpenPopup {
  readonly sheetId: string;
  readonly col: number;
  /** The filter button, in the viewport. */
  readonly anchor: AnchorRect;
}

/**
 * The filter buttons of the grid and the popup they open (one at a time). A press on a button opens its
 * popup; a pointer shows over buttons; Alt+Down on a header cell of the filter opens its popup, for
 * keyboard users; Ctrl/Cmd+Shift+L toggles the filter.
 */
export const filterOverlay: CellOverlay = { id: 'filters.popup', use: useFilterPopup };

function useFilterPopup({ geometry, revision }: GridHandle): OverlayControl {
  const context = useHost();
  const { sheet, session, anchor, run, focusGrid } = context;
  const [state, setOpen] = useState<OpenPopup | null>(null);
  // A popup whose sheet was left, or whose filter went (undo, Ctrl+Shift+L), is not shown.
  const area = useMemo(() => filterArea(sheet), [sheet]);
  const filterView = area && { area, filteredColumns: new Set<number>() };
  const open = state && state.sheetId === sheet.id && area && state.col >= area.left && state.col <= area.right ? state : null;
  const columnId = open ? sheet.columnIds[open.col] : undefined;
  const values = useMemo(
    () => (open ? columnValues(sheet, open.col, engineCellReader(sheet, session.engine)) : undefined),
    // Listed once per opening (and if values change while open): typing in the search box lists nothing again.
    [open?.col, sheet, session.engine, revision],
  );

  const rescan = useCallback(
    (matches: (text: string) => boolean) => (open ? columnValues(sheet, open.col, engineCellReader(sheet, session.engine), undefined, matches) : { values: [], truncated: false }),
    [open?.col, sheet, session.engine],
  );

  const openAt = (col: number): void => {
    const g = geometry.current;
    if (!g || !area) return;
    const frame = { rows: g.rows, columns: g.columns, view: g.view } as Frame;
    const cell = rectOf(frame, { top: area.top, bottom: area.top, left: col, right: col });
    const button = filterButtonBox(cell, g.view.zoom);
    const canvas = g.canvas.getBoundingClientRect();
    setOpen({ sheetId: sheet.id, col, anchor: { ...button, x: canvas.left + button.x, y: canvas.top + button.y } });
  };

  const close = useCallback((): void => {
    setOpen(null);
    focusGrid();
  }, [focusGrid]);
  // A press on a filter button is handled by `begin` (toggle or switch column), not as "outside".
  const keepOpenOn = (event: Event): boolean => event instanceof globalThis.PointerEvent && event.target === geometry.current?.canvas && buttonUnder(event) !== undefined;

  /** The column of the filter button under a pointer, if any. */
  const buttonUnder = (event: { clientX: number; clientY: number }): number | undefined => {
    const g = geometry.current;
    if (!g) return undefined;
    const box = g.canvas.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const target = hitTest(x, y, g.rows, g.columns, g.view);
    return target.kind === 'cell' ? filterButtonAt(g, filterView, target, x, y) : undefined;
  };

  const begin = (target: HitTarget, event: PointerEvent<HTMLCanvasElement>): boolean => {
    if (target.kind !== 'cell' || event.button !== 0) return false;
    const col = buttonUnder(event);
    if (col === undefined) return false;
    event.preventDefault();
    if (open?.col === col) setOpen(null);
    else openAt(col);
    return true;
  };

  const hover = (event: PointerEvent<HTMLCanvasElement>): void => {
    const cursor = area && event.buttons === 0 && buttonUnder(event) !== undefined ? 'pointer' : '';
    if (event.currentTarget.style.cursor !== cursor) event.currentTarget.style.cursor = cursor;
  };

  const key = (event: KeyboardEvent<HTMLDivElement>): boolean => {
    if ((event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === 'l') {
      // Sheets' shortcut for the toolbar's filter toggle.
      event.preventDefault();
      void run(sheet.filter ? 'filters.remove' : 'filters.create', sheet.filter ? { sheetId: sheet.id } : { sheetId: sheet.id, area: context.area });
      return true;
    }
    if (!area || !event.altKey || event.key !== 'ArrowDown') return false;
    if (anchor.row !== area.top || anchor.col < area.left || anchor.col > area.right) return false;
    event.preventDefault();
    openAt(anchor.col);
    return true;
  };

  const popup =
    open && values && columnId !== undefined ? (
      <FilterPopup
        key={open.col}
        title={`Filter column ${columnLetters(open.col)}`}
        values={values}
        rescan={rescan}
        criteria={sheet.filter?.criteriaByColumnId[columnId]}
        anchor={open.anchor}
        onClose={close}
        keepOpenOn={keepOpenOn}
        onApply={(criteria) => {
          close();
          void run('filters.set-criteria', { sheetId: sheet.id, columnId, criteria });
        }}
        onSort={(descending) => {
          close();
          void sortFilter(context, open.col, descending);
        }}
      />
    ) : null;

  return { pointerDown: begin, pointerMove: hover, keyDown: key, element: popup };
}

/** The popup's Sort A to Z / Z to A: the filter's rows under its header, by one column, in one undo step. */
async function sortFilter(host: EditorHost, col: number, descending: boolean): Promise<void> {
  const { sheet, session } = host;
  const area = filterArea(sheet);
  if (!area || area.bottom <= area.top) return;
  try {
    const plan = planSort(sheet, { area, keys: [{ column: col, descending }], header: true }, (row, column) => session.engine.getValue(sheet.id, row, column), (rows) => session.engine.spillsInto(sheet.id, rows));
    await host.run('sort.rows', { sheetId: sheet.id, area: plan.area, order: plan.order });
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    await host.alert(error.message);
  }
}
