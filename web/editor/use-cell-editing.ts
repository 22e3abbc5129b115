import { getCell, type CellPosition } from '../../plugins/workbook/index.js';
import { beginEdit, type EditState } from './cell-edit-state.js';
import type { CommitMove } from './CellEditor.js';
import type { EditPlacement, EntryRefusal } from '../plugin-api/index.js';
import { contentOf, type EditorContextValue } from './editor-context.js';
import { closeParentheses } from './formula-text.js';
import { step } from './navigation.js';
import { afterEnter, afterTab, type TabRun } from './tab-run.js';

export interface CellEditing {
  /** Starts editing the active cell: with typed text ('enter' mode) or its content ('edit' mode). */
  start(initial?: string, placement?: EditPlacement): void;
  commit(move: CommitMove): Promise<void>;
  cancel(): void;
  /** Tab or Shift+Tab on the grid: a step right or left that continues (or begins) a Tab run. */
  tab(back: boolean): void;
}

/**
 * Starting, saving and cancelling a cell edit (SPEC section 4). Saving writes through
 * `workbook.set-cell` only when the text changed (so an unchanged edit does not make the grid dirty);
 * a formula of only "=" is stored as empty, and one with parentheses left open gets them closed, as
 * Sheets does; text an assembled entry check refuses (a data validation) is not saved. Enter after a run of Tabs goes
 * to the column the run began in (`tabRun` keeps it between edits).
 */
export function cellEditing(context: EditorContextValue, editing: EditState | null, setEditing: (state: EditState | null) => void, tabRun: { current: TabRun | undefined }): CellEditing {
  const { sheet, anchor } = context;
  const contentAt = (row: number, col: number) => contentOf(getCell(sheet, sheet.rowIds[row] ?? '', sheet.columnIds[col] ?? ''));
  /** SPEC section 4: a refused entry alerts (a validation's 'Data validation error' with its help text), then edits the cell again. */
  const refuse = async (edit: EditState, refusal: EntryRefusal) => {
    await context.alert(refusal.message, refusal.title);
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
      const text = editing.text.trim() === '=' ? '' : closeParentheses(editing.text);
      if (text !== contentAt(editing.row, editing.col)) {
        const refusal = refusalOf(context, editing, text);
        if (refusal !== undefined) return refuse(editing, refusal);
        // Executed here rather than through `run`, whose await would let React render the edit before the
        // move: the chrome (hundreds of components) rendered twice for each cell typed.
        const result = context.kernel.execute('workbook.set-cell', { sheetId: sheet.id, row: editing.row, col: editing.col, text });
        if (!result.ok) await context.alert(result.error, result.title);
      }
      if (move !== 'none') context.select(moveFrom(context, tabRun, { row: editing.row, col: editing.col }, move));
      context.focusGrid();
    },
    tab(back) {
      context.select(moveFrom(context, tabRun, context.anchor, back ? 'back-tab' : 'tab'));
    },
    cancel() {
      setEditing(null);
      context.focusGrid();
    },
  };
}

/** The first assembled entry check's refusal of text about to be saved in the edited cell. */
function refusalOf(context: EditorContextValue, cell: EditState, text: string): EntryRefusal | undefined {
  for (const check of context.contributions.entryChecks) {
    const refusal = check.refuse(context, { row: cell.row, col: cell.col }, text);
    if (refusal !== undefined) return refusal;
  }
  return undefined;
}

/** Where a saved edit (or a Tab on the grid) moves to, keeping the Tab run up to date: only Tabs make one, only Enter uses it. */
function moveFrom(context: EditorContextValue, tabRun: { current: TabRun | undefined }, from: CellPosition, move: Exclude<CommitMove, 'none'>): CellPosition {
  const direction = move === 'enter' ? 'down' : move === 'tab' ? 'right' : move === 'back-tab' ? 'left' : move;
  const to = step(from, direction, context.rows, context.columns);
  if (move === 'tab' || move === 'back-tab') {
    tabRun.current = afterTab(tabRun.current, from, to);
    return to;
  }
  const target = move === 'enter' ? afterEnter(tabRun.current, from, to) : to;
  tabRun.current = undefined;
  return target;
}
