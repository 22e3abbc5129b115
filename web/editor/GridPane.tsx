import type { Observable } from 'rxjs';
import { Fragment, useCallback, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { a1, type CellPosition, getCell, lastUsedCell } from '../../plugins/workbook/index.js';
import { GridCanvas, type GridGeometry, type GridModel, type HitTarget } from '../grid/index.js';
import { pickByArrow, picksClicks, withPick, type EditState } from './cell-edit-state.js';
import { AccessibleGrid, gridCellId } from './AccessibleGrid.js';
import { CellEditor } from './CellEditor.js';
import { frozenHeaders, GridAnnouncer } from './GridAnnouncer.js';
import type { HeaderTexts } from './grid-speech.js';
import { areaLabel, rectOf } from '../plugin-api/index.js';
import { ContextMenu, selectMenuTarget, type ContextMenuState } from './menus/ContextMenu.js';
import { useEditor } from './editor-context.js';
import { formulaReferences, type SpillSizeOf } from './formula-text.js';
import { drawnSelection } from './selection.js';
import { useClipboard } from './use-clipboard.js';
import { useCompletions } from './use-completions.js';
import type { CellEditing } from './use-cell-editing.js';
import { useEdgeScroll } from './use-edge-scroll.js';
import { fillOnward, useFillHandle } from './use-fill-handle.js';
import { handleGridKey } from './use-grid-keys.js';
import { useHeaderDrag } from './use-header-drag.js';
import { useHeaderResize } from './use-header-resize.js';
import { useSelectAll } from './use-select-all.js';
import { UnhideArrows } from './UnhideArrows.js';

export interface GridPaneProps {
  readonly hostRef: RefObject<HTMLDivElement | null>;
  /** Where the grid's canvas and rows are: the editor reads what is in sight from it too. */
  readonly geometry: RefObject<GridGeometry | null>;
  readonly model: GridModel;
  /** Models to paint at once, ahead of the render that brings them (others' edits and selections only the grid shows). */
  readonly paintAhead?: Observable<GridModel>;
  readonly revision: number;
  readonly editing: EditState | null;
  setEditing(state: EditState | null): void;
  readonly actions: CellEditing;
}

type Drag = { kind: 'select' } | { kind: 'headers' } | { kind: 'pick'; anchor: CellPosition } | { kind: 'fill' } | { kind: 'resize' };

/** The canvas grid with in-cell editing, reference picking, selection drags, the fill handle and menus. */
export function GridPane({ hostRef, geometry, model, paintAhead, revision, editing, setEditing, actions }: GridPaneProps) {
  const context = useEditor();
  const { kernel, sheet, view, area, anchor, rows, columns, run } = context;
  const drag = useRef<Drag | null>(null);
  const [menu, setMenu] = useState<ContextMenuState | null>(null);
  const fill = useFillHandle(geometry);
  const resize = useHeaderResize(geometry);
  const headers = useHeaderDrag(geometry);
  const selectAll = useSelectAll();
  const clipboard = useClipboard(hostRef);
  const edge = useEdgeScroll(geometry);
  const completions = useCompletions(context, editing, revision);
  // The plugins' cell overlays (a filter's popup...): a fixed list, so their hooks run in a fixed order.
  const overlays = context.contributions.cellOverlays.map((overlay) => overlay.use({ geometry, revision }));
  const cellIds = useId();
  const describe = (cell: CellPosition) => context.contributions.cellDescriptions.flatMap((part) => part.describe?.(context, cell) ?? []);
  const frozen = frozenHeaders(model);
  const headerTexts: HeaderTexts = {
    column: (cell) => context.contributions.cellDescriptions.map((part) => part.columnHeader?.(context, cell)).find((text) => text) ?? frozen.column(cell),
    row: frozen.row,
  };

  // `A1#` covers the array A1 spills now: the highlight shows it, and a pick of exactly it is written so.
  const spillSizeOf = useCallback<SpillSizeOf>((sheetName, row, col) => {
    const sheetId = sheetName === undefined ? sheet.id : context.session.engine.sheetIdByName(sheetName);
    return sheetId === undefined ? undefined : context.session.engine.spillSize(sheetId, row, col);
  }, [sheet.id, context.session]);

  const highlights = useMemo(() => {
    if (!editing) return undefined;
    const clip = (n: number, count: number) => Math.min(n, count - 1);
    return formulaReferences(editing.text, spillSizeOf)
      .filter((ref) => ref.sheet === undefined || ref.sheet.toLowerCase() === sheet.name.toLowerCase())
      .map((ref) => ({ color: ref.color, range: { ...ref.range, bottom: clip(ref.range.bottom, rows.count), right: clip(ref.range.right, columns.count) } }));
  }, [editing?.text, sheet.name, rows.count, columns.count, spillSizeOf, revision]);

  const onPointerDown = (target: HitTarget, event: React.PointerEvent<HTMLCanvasElement>) => {
    setMenu(null);
    if (event.button === 2) return;
    if (target.kind === 'cell' && picksClicks(editing)) {
      // A click while a reference is expected names the cell in the formula instead of leaving the cell.
      event.preventDefault();
      setEditing(withPick(editing, target, target, spillSizeOf));
      drag.current = { kind: 'pick', anchor: target };
      event.currentTarget.setPointerCapture(event.pointerId);
      return;
    }
    if (editing) void actions.commit('none');
    context.focusGrid();
    if (overlays.some((overlay) => overlay.pointerDown?.(target, event))) return;
    if (resize.begin(target, event)) {
      drag.current = { kind: 'resize' };
      return;
    }
    if (fill.begin(event)) {
      drag.current = { kind: 'fill' };
      event.currentTarget.setPointerCapture(event.pointerId);
      return;
    }
    if (target.kind === 'cell') {
      if (event.shiftKey) context.select(anchor, target);
      else context.select(target);
      drag.current = { kind: 'select' };
      event.currentTarget.setPointerCapture(event.pointerId);
    } else if (headers.begin(target, event)) drag.current = { kind: 'headers' };
    else selectAll();
  };

  const onPointerMove = (target: HitTarget, event: React.PointerEvent<HTMLCanvasElement>) => {
    resize.hover(target, event);
    for (const overlay of overlays) overlay.pointerMove?.(event);
    const current = drag.current;
    if (!current || event.buttons !== 1) return;
    if (current.kind === 'resize') return resize.move(event);
    edge.track(event, current.kind === 'headers' ? headers.axis() : undefined);
    if (current.kind === 'headers') return void headers.move(target, event);
    if (target.kind !== 'cell') return;
    if (current.kind === 'pick' && editing) setEditing(withPick(editing, current.anchor, target, spillSizeOf));
    else if (current.kind === 'fill') fill.move(target);
    else if (current.kind === 'select' && (target.row !== view.selection.focus.row || target.col !== view.selection.focus.col)) context.select(anchor, target);
  };

  const onPointerUp = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    drag.current = null;
    edge.stop();
    if (current?.kind === 'fill') void fill.end();
    if (current?.kind === 'resize') void resize.end(event);
    if (current?.kind === 'headers') void headers.end();
    if (current?.kind === 'select' && context.painter.armed) context.painter.paint();
  };

  // The cell menu from the keyboard (the menu key, Shift+F10), at the active cell's lower left as in Sheets.
  const openMenuAtActiveCell = () => {
    const g = geometry.current;
    if (!g) return;
    const box = g.canvas.getBoundingClientRect();
    const cell = rectOf(g, { top: anchor.row, bottom: anchor.row, left: anchor.col, right: anchor.col });
    setMenu({ target: { kind: 'cell', ...anchor }, x: box.left + cell.x, y: box.top + cell.y + cell.h });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (editing || event.target !== event.currentTarget) return;
    if (overlays.some((overlay) => overlay.keyDown?.(event))) return;
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      return openMenuAtActiveCell();
    }
    if (event.key === 'Escape') clipboard.clearMarquee();
    if (event.key === 'Escape' && context.painter.armed) context.painter.toggle();
    handleGridKey(event, {
      anchor,
      focus: view.selection.focus,
      area,
      rows,
      columns,
      // Formula cells are content even when they show nothing, so Ctrl+arrow stops at them.
      filled: (row, col) => (model.cell(row, col)?.text ?? '') !== '' || getCell(sheet, sheet.rowIds[row] ?? '', sheet.columnIds[col] ?? '')?.formula !== undefined,
      lastUsed: () => lastUsedCell(sheet),
      select: context.select,
      tab: actions.tab,
      startEdit: actions.start,
      clear: () => void run('workbook.clear-content', { sheetId: sheet.id, area }),
      undo: () => context.history.undo(),
      redo: () => context.history.redo(),
      save: () => (kernel.dirty.dirty ? void context.save.save() : undefined),
      toggleFormat: (field) => void run('workbook.set-format', { sheetId: sheet.id, area, format: { [field]: !context.activeCell?.format?.[field] } }),
      clearFormat: () => void run('workbook.clear-format', { sheetId: sheet.id, area }),
      toggleFormulas: () => kernel.view.run('view.toggle-formulas', undefined),
      toggleHiding: () => context.setHidingDisabled(!context.hidingDisabled),
      selectAll,
      fillDown: () => fillOnward(context, 'down'),
      fillRight: () => fillOnward(context, 'right'),
      space: () => (context.contributions.cellKinds.some((kind) => kind.space?.(context)) ? undefined : actions.start(' ')),
    });
  };

  return (
    <div
      ref={hostRef}
      className={`grid-host${resize.cursor ? ` ${resize.cursor}` : ''}`}
      tabIndex={0}
      role="group"
      aria-activedescendant={editing ? undefined : gridCellId(cellIds, anchor)}
      onKeyDown={onKeyDown}
      onCopy={clipboard.onCopy}
      onCut={clipboard.onCut}
      onPaste={clipboard.onPaste}
      onContextMenu={(event) => event.preventDefault()}
      aria-label={`Grid, ${areaLabel(area)}`}
    >
      <GridCanvas
        model={model}
        paintAhead={paintAhead}
        revision={revision}
        zoom={view.zoom}
        showGridlines={view.showGridlines}
        selection={drawnSelection(view.selection)}
        highlights={highlights}
        marquee={clipboard.marquee}
        fillPreview={fill.preview}
        guide={resize.guide ?? headers.guide}
        geometry={geometry}
        semantics="overlay"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onContextMenu={(target, event) => {
          selectMenuTarget(context, target);
          setMenu({ target, x: event.clientX, y: event.clientY });
        }}
        onDoubleClick={(target, event) => {
          if (fill.onHandle(event)) return void fill.fillDown();
          if (target.kind === 'cell' && !editing) actions.start();
        }}
        renderOverlay={(rectOf, visible) => (
          <>
            <AccessibleGrid idPrefix={cellIds} model={model} sheet={sheet} rows={rows} columns={columns} area={area} anchor={anchor} describe={describe} />
            {model.hiddenByUser && (
              <UnhideArrows
                rows={model.hiddenByUser.rows}
                columns={model.hiddenByUser.columns}
                visible={visible}
                zoom={view.zoom}
                rectOf={rectOf}
                onUnhide={(axis, { start, count }) => {
                  void run(axis === 'rows' ? 'workbook.unhide-rows' : 'workbook.unhide-columns', { sheetId: sheet.id, start, count });
                  context.focusGrid();
                }}
              />
            )}
            {editing && (
              <CellEditor
                state={editing}
                box={rectOf({ top: editing.row, left: editing.col, bottom: editing.row, right: editing.col })}
                zoom={view.zoom}
                completions={completions}
                onState={setEditing}
                onPickArrow={(direction, extend) => setEditing(pickByArrow(editing, direction, extend, rows, columns))}
                onCommit={(move) => void actions.commit(move)}
                onCancel={actions.cancel}
              />
            )}
          </>
        )}
      />
      {menu && <ContextMenu state={menu} onClose={() => setMenu(null)} />}
      {overlays.map((overlay, index) => (
        <Fragment key={context.contributions.cellOverlays[index].id}>{overlay.element}</Fragment>
      ))}
      <GridAnnouncer moment={{ area, anchor, editing: editing ? a1(editing.row, editing.col) : undefined }} headers={headerTexts} />
    </div>
  );
}
