import { getCell } from '../../plugins/workbook/cell-store.js';
import { beginEdit, type EditState } from './cell-edit-state.js';
import type { CommitMove } from './CellEditor.js';
import { contentOf, type EditorContextValue, type EditPlacement } from './editor-context.js';
import { step } from './navigation.js';
import { entryRefusal } from '../../plugins/validation/index.js';

const VALIDATION_ERROR_TITLE = 'Data validation error';

export interface CellEditing {
  /** Starts editing the active cell: with typed text ('enter' mode) or its content ('edit' mode). */
  start(initial?: string, placement?: EditPlacement): void;
  commit(move: CommitMove): Promise<void>;
  cancel(): void;
}

/**
 * Starting, saving and cancelling a cell edit (SPEC section 4). Saving writes through
 * `workbook.set-cell` only when the text changed (so an unchanged edit does not make the grid dirty);
 * a formula of only "=" is stored as empty; text that fails the cell's data validation is not saved.
 */
export function cellEditing(context: EditorContextValue, editing: EditState | null, setEditing: (state: EditState | null) => void): CellEditing {
  const { sheet, anchor } = context;
  const contentAt = (row: number, col: number) => contentOf(getCell(sheet, sheet.rowIds[row] ?? '', sheet.columnIds[col] ?? ''));
  /** SPEC section 4: a failed validation alerts 'Data validation error' with the help text, then edits the cell again. */
  const refuse = async (edit: EditState, helpText: string) => {
    await context.alert(helpText, VALIDATION_ERROR_TITLE);
    context.select({ row: edit.row, col: edit.col });
    setEditing(beginEdit(edit.row, edit.col, edit.text, 'edit'));
  };
  return {
    start(initial, placement) {
      if (initial === undefined) {
        setEditing(beginEdit(anchor.row, anchor.col, contentAt(anchor.row, anchor.col), 'edit'));
        return;
      }
      // In percent cells a typed digit gets a percent sign appended, the caret before it.
      const percent = /^\d$/.test(initial) && context.activeCell?.data?.type === 'PERCENT';
      const started = beginEdit(anchor.row, anchor.col, percent ? `${initial}%` : initial, 'enter', placement?.pick?.end ?? placement?.caret ?? initial.length);
      setEditing(placement?.pick ? { ...started, pick: placement.pick } : started);
    },
    async commit(move) {
      if (!editing) return;
      setEditing(null);
      const text = editing.text.trim() === '=' ? '' : editing.text;
      if (text !== contentAt(editing.row, editing.col)) {
        const refusal = entryRefusal(context.workbook, context.session.engine, sheet.id, editing.row, editing.col, text);
        if (refusal !== undefined) return refuse(editing, refusal);
        await context.run('workbook.set-cell', { sheetId: sheet.id, row: editing.row, col: editing.col, text });
      }
      if (move !== 'none') context.select(step({ row: editing.row, col: editing.col }, move, context.rows, context.columns));
      context.focusGrid();
    },
    cancel() {
      setEditing(null);
      context.focusGrid();
    },
  };
}
