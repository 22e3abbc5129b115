import { useCallback, useMemo, useRef, useState } from 'react';
import type { CellArea } from '../../kernel/index.js';
import { parseA1 } from '../../plugins/workbook/a1.js';
import { getCell } from '../../plugins/workbook/cell-store.js';
import type { CellPosition } from '../../plugins/workbook/view.js';
import { GridCanvas } from '../grid/GridCanvas.js';
import { VectorLayout } from '../grid/vector-layout.js';
import type { HitTarget } from '../grid/viewport.js';
import { useDialogs } from '../shell/dialogs.js';
import { CellEditor, type CommitMove } from './CellEditor.js';
import type { EditorSession } from './editor-session.js';
import { FormulaBar } from './FormulaBar.js';
import { step } from './navigation.js';
import { saveStatusText, type SaveController } from './save-controller.js';
import { areaLabel, drawnSelection, selectionArea } from './selection.js';
import { sheetModel } from './sheet-model.js';
import { SheetTabs } from './SheetTabs.js';
import { handleGridKey } from './use-grid-keys.js';
import { useObservable, useSubject } from './use-observable.js';

export interface EditorProps {
  readonly session: EditorSession;
  readonly save: SaveController;
  readonly name: string;
}

interface Editing {
  readonly row: number;
  readonly col: number;
  readonly text: string;
}

/** The template editor: formula bar, canvas grid with in-cell editing, sheet tabs and save status. */
export function Editor({ session, save, name }: EditorProps) {
  const { kernel, engine } = session;
  const dialogs = useDialogs();
  const workbook = useObservable(kernel.store.state$, () => kernel.store.state);
  const view = useObservable(kernel.view.state$, () => kernel.view.state);
  const revision = useSubject(session.revision$);
  const status = useSubject(save.status$);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [hidingDisabled, setHidingDisabled] = useState(false);
  const dragging = useRef(false);
  const hostRef = useRef<HTMLDivElement>(null);

  const sheet = workbook.sheetsById[view.activeSheetId];
  const model = useMemo(
    () => sheetModel(sheet, engine, { showFormulas: view.showFormulas, hidingDisabled }),
    // revision: computed values changed
    [sheet, engine, view.showFormulas, hidingDisabled, revision],
  );
  const rows = useMemo(() => new VectorLayout(model.rows.sizes), [model]);
  const columns = useMemo(() => new VectorLayout(model.columns.sizes), [model]);
  const area = selectionArea(view.selection);
  const anchor = view.selection.anchor;
  const activeCell = getCell(sheet, sheet.rowIds[anchor.row] ?? '', sheet.columnIds[anchor.col] ?? '');
  const activeContent = activeCell?.formula ?? (activeCell?.value === undefined || activeCell.value === null ? '' : String(activeCell.value));

  const run = useCallback(
    async (id: string, params: unknown) => {
      const result = kernel.execute(id, params);
      if (!result.ok) await dialogs.alert({ title: result.title, message: result.error });
      return result.ok;
    },
    [kernel, dialogs],
  );
  const select = (from: CellPosition, to: CellPosition = from) => kernel.view.run('view.select', { sheetId: sheet.id, anchor: from, focus: to });
  const focusGrid = () => hostRef.current?.focus();

  const startEdit = (initial?: string) => setEditing({ row: anchor.row, col: anchor.col, text: initial ?? activeContent });
  const commit = async (move: CommitMove, text = editing?.text) => {
    if (!editing || text === undefined) return;
    const at = editing;
    setEditing(null);
    if (text !== activeContentAt(at.row, at.col)) await run('workbook.set-cell', { sheetId: sheet.id, row: at.row, col: at.col, text });
    if (move !== 'none') select(step({ row: at.row, col: at.col }, move, rows, columns));
    focusGrid();
  };
  const activeContentAt = (row: number, col: number) => {
    const cell = getCell(sheet, sheet.rowIds[row] ?? '', sheet.columnIds[col] ?? '');
    return cell?.formula ?? (cell?.value === undefined || cell.value === null ? '' : String(cell.value));
  };

  const onPointerDown = (target: HitTarget, event: React.PointerEvent<HTMLCanvasElement>) => {
    if (editing) void commit('none');
    focusGrid();
    const last = { row: rows.count - 1, col: columns.count - 1 };
    if (target.kind === 'cell') {
      if (event.shiftKey) select(anchor, target);
      else select(target);
      dragging.current = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    } else if (target.kind === 'column-header') select({ row: 0, col: target.col }, { row: last.row, col: target.col });
    else if (target.kind === 'row-header') select({ row: target.row, col: 0 }, { row: target.row, col: last.col });
    else select({ row: 0, col: 0 }, last);
  };
  const onPointerMove = (target: HitTarget, event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!dragging.current || event.buttons !== 1 || target.kind !== 'cell') return;
    if (target.row !== view.selection.focus.row || target.col !== view.selection.focus.col) select(anchor, target);
  };

  const goTo = (text: string): boolean => {
    const [from, to = from] = text.split(':').map((part) => parseA1(part));
    if (!from || !to || from.row >= rows.count || to.row >= rows.count || from.column >= columns.count || to.column >= columns.count) return false;
    select({ row: from.row, col: from.column }, { row: to.row, col: to.column });
    focusGrid();
    return true;
  };

  const toggleFormat = (field: 'bold' | 'italic' | 'underline' | 'strikethrough') =>
    void run('workbook.set-format', { sheetId: sheet.id, area, format: { [field]: !activeCell?.format?.[field] } });
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (editing || event.target !== event.currentTarget) return;
    handleGridKey(event, {
      anchor,
      focus: view.selection.focus,
      area,
      rows,
      columns,
      filled: (row, col) => model.cell(row, col)?.text !== undefined && model.cell(row, col)?.text !== '',
      select,
      startEdit,
      clear: () => void run('workbook.clear-content', { sheetId: sheet.id, area }),
      undo: () => kernel.undo.undo(),
      redo: () => kernel.undo.redo(),
      save: () => (kernel.dirty.dirty ? void save.save() : undefined),
      toggleFormat,
      clearFormat: () => void run('workbook.clear-format', { sheetId: sheet.id, area }),
      toggleFormulas: () => kernel.view.run('view.toggle-formulas', undefined),
      toggleHiding: () => setHidingDisabled((value) => !value),
      selectAll: () => select({ row: 0, col: 0 }, { row: rows.count - 1, col: columns.count - 1 }),
    });
  };

  const addSheet = () => {
    const id = crypto.randomUUID().replace(/-/g, '').slice(0, 8);
    void run('workbook.add-sheet', { id }).then((ok) => ok && kernel.view.run('view.set-active-sheet', { sheetId: id }));
  };

  return (
    <div className="editor">
      <header className="editor-top">
        <a href="/app" className="logo" aria-label="Gridcast home">
          Gridcast
        </a>
        <span className="grid-name">{name}</span>
        <span className={status === 'error' || status === 'conflict' ? 'save-status error' : 'save-status'} role="status" aria-live="polite">
          {saveStatusText(status)}
        </span>
        {status === 'conflict' && (
          <button type="button" onClick={() => location.reload()}>
            Reload
          </button>
        )}
      </header>
      {view.showFormulaBar && (
        <FormulaBar
          address={areaLabel(area)}
          content={activeContent}
          editingText={editing?.text}
          onGoTo={goTo}
          onEdit={(text) => setEditing({ row: anchor.row, col: anchor.col, text })}
          onCommit={(text) => void commit('none', text)}
        />
      )}
      <div ref={hostRef} className="grid-host" tabIndex={0} onKeyDown={onKeyDown} aria-label={`Grid, ${areaLabel(area)}: ${activeContent}`}>
        <GridCanvas
          model={model}
          revision={revision}
          zoom={view.zoom}
          showGridlines={view.showGridlines}
          selection={drawnSelection(view.selection)}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onDoubleClick={(target) => target.kind === 'cell' && startEdit()}
          renderOverlay={(rectOf) =>
            editing && (
              <CellEditor
                text={editing.text}
                box={rectOf({ top: editing.row, left: editing.col, bottom: editing.row, right: editing.col } as CellArea)}
                zoom={view.zoom}
                onChange={(text) => setEditing({ ...editing, text })}
                onCommit={(move) => void commit(move)}
                onCancel={() => {
                  setEditing(null);
                  focusGrid();
                }}
              />
            )
          }
        />
      </div>
      <SheetTabs
        workbook={workbook}
        activeSheetId={view.activeSheetId}
        onSelect={(sheetId) => kernel.view.run('view.set-active-sheet', { sheetId })}
        onAdd={addSheet}
        onRename={(sheetId, newName) => void run('workbook.rename-sheet', { sheetId, name: newName })}
      />
    </div>
  );
}
