import { isFormula } from '../../plugins/formulas/index.js';
import type { CellPosition } from '../../plugins/workbook/index.js';
import type { CellRect, VectorLayout } from '../grid/index.js';
import { pickedReferenceText, referenceExpected, type SpillSizeOf } from './formula-text.js';
import { step, type Direction } from './navigation.js';
import type { PickedReference } from '../plugin-api/index.js';

/**
 * One cell edit in progress. `mode` 'enter' (started by typing) lets arrows commit and move, as in
 * spreadsheets; 'edit' (Enter, F2, double-click, formula bar) keeps arrows for the caret. `pick` is the
 * reference being picked with arrows or clicks: the span of text it occupies and the cells it names.
 */
export interface EditState {
  readonly row: number;
  readonly col: number;
  readonly text: string;
  readonly caret: number;
  readonly mode: 'enter' | 'edit';
  readonly pick?: PickedReference;
  /** Typed in the formula bar: the in-cell editor shows the text but leaves the focus there. */
  readonly inBar?: boolean;
  /** Bumped when the caret is placed by code (not by the user), so the textarea applies it. */
  readonly caretVersion: number;
}

export function beginEdit(row: number, col: number, text: string, mode: EditState['mode'], caret = text.length): EditState {
  return { row, col, text, caret, mode, caretVersion: 0 };
}

/** The user typed or moved the caret: any pick in progress ends. */
export function typed(state: EditState, text: string, caret: number): EditState {
  return { ...state, text, caret, pick: undefined };
}

/** Code placed text and caret (F4, autocomplete). */
export function placed(state: EditState, text: string, caret: number): EditState {
  return { ...state, text, caret, pick: undefined, caretVersion: state.caretVersion + 1 };
}

/** A reference may be picked now: one is being picked, or the caret is where one is expected. */
export function canPick(state: EditState): boolean {
  return state.pick !== undefined || referenceExpected(state.text, state.caret);
}

function areaOf(anchor: CellPosition, focus: CellPosition): CellRect {
  return { top: Math.min(anchor.row, focus.row), bottom: Math.max(anchor.row, focus.row), left: Math.min(anchor.col, focus.col), right: Math.max(anchor.col, focus.col) };
}

/**
 * Writes the picked cells into the text, replacing the previous pick; a pick of exactly the array a cell
 * spills is written as its spill reference (`A1#`), as Excel does.
 */
export function withPick(state: EditState, anchor: CellPosition, focus: CellPosition, spillSizeOf: SpillSizeOf = () => undefined): EditState {
  const start = state.pick?.start ?? state.caret;
  const end = state.pick?.end ?? state.caret;
  const ref = pickedReferenceText(areaOf(anchor, focus), spillSizeOf);
  const text = state.text.slice(0, start) + ref + state.text.slice(end);
  const caret = start + ref.length;
  return { ...state, text, caret, pick: { start, end: caret, anchor, focus }, caretVersion: state.caretVersion + 1 };
}

/** An arrow while picking: moves the picked cell (Shift extends it), starting from the edited cell. */
export function pickByArrow(state: EditState, direction: Direction, extend: boolean, rows: VectorLayout, columns: VectorLayout): EditState {
  const from = state.pick ?? { anchor: { row: state.row, col: state.col }, focus: { row: state.row, col: state.col } };
  const focus = step(from.focus, direction, rows, columns);
  return extend && state.pick ? withPick(state, from.anchor, focus) : withPick(state, focus, focus);
}

/** Whether a formula edit should see the grid's clicks as picks rather than as leaving the cell. */
export function picksClicks(state: EditState | null): state is EditState {
  return state !== null && isFormula(state.text) && canPick(state);
}
