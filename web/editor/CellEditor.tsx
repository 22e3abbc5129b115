import { isFormula } from '../../plugins/formulas/index.js';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { CompletionSources } from './autocomplete.js';
import { canPick, placed, typed, type EditState } from './cell-edit-state.js';
import { assistAria, FormulaAssistPopup } from './FormulaAssist.js';
import { cycleAnchoring } from './formula-text.js';
import type { Direction } from './navigation.js';
import { useFormulaAssist } from './use-formula-assist.js';

/** Where a saved edit moves: an arrow's way, Enter (down, or back to where a run of Tabs began), Tab, Shift+Tab, or nowhere. */
export type CommitMove = 'down' | 'up' | 'right' | 'left' | 'enter' | 'tab' | 'back-tab' | 'none';

export interface CellEditorProps {
  readonly state: EditState;
  readonly box: { x: number; y: number; w: number; h: number };
  readonly zoom: number;
  /** What autocomplete offers: functions, named ranges, input keys, the cell's validation list. */
  readonly completions: CompletionSources;
  onState(state: EditState): void;
  onPickArrow(direction: Direction, extend: boolean): void;
  onCommit(move: CommitMove): void;
  onCancel(): void;
}

const ARROWS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/**
 * The in-cell editor, a DOM textarea over the canvas (SPEC section 4 "Cell editing"): Enter saves and
 * moves down, Shift+Enter up, Tab right, Shift+Tab left, Escape cancels, Cmd/Ctrl+Enter adds a newline,
 * F4 cycles anchoring, arrows pick references where one is expected, autocomplete offers up to 8
 * functions (with syntax and description), named ranges, input keys or validation list items, a
 * call's syntax shows with the argument being typed marked, and leaving the field saves. While the
 * formula bar has the edit, its own popup helps instead.
 */
export function CellEditor(props: CellEditorProps) {
  const { state, box, zoom, onState } = props;
  const ref = useRef<HTMLTextAreaElement>(null);
  // Once saved or cancelled, the blur that follows (the textarea leaving the page) must not save again.
  const finished = useRef(false);
  const onCommit = (move: CommitMove) => {
    if (finished.current) return;
    finished.current = true;
    props.onCommit(move);
  };
  const onCancel = () => {
    finished.current = true;
    props.onCancel();
  };
  const assist = useFormulaAssist(state.text, state.caret, props.completions, (text, caret) => onState(placed(state, text, caret)));
  useEffect(() => {
    if (!state.inBar) ref.current?.focus();
  }, []);
  // The caret placed by code (picks, F4, autocomplete, the start of an edit) is applied after render.
  useLayoutEffect(() => ref.current?.setSelectionRange(state.caret, state.caret), [state.caretVersion]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const input = event.currentTarget;
    if (assist.onKey(event)) return;
    const direction = ARROWS[event.key];
    if (direction && !event.ctrlKey && !event.metaKey && !event.altKey) {
      if (canPick({ ...state, caret: input.selectionStart })) {
        event.preventDefault();
        props.onPickArrow(direction, event.shiftKey);
      } else if (state.mode === 'enter' && !isFormula(state.text)) {
        event.preventDefault();
        onCommit(direction);
      }
      return;
    }
    if (event.key === 'F4') {
      event.preventDefault();
      const next = cycleAnchoring(state.text, input.selectionStart);
      if (next) onState(placed(state, next.text, next.caret));
    } else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      const at = input.selectionStart;
      onState(placed(state, `${state.text.slice(0, at)}\n${state.text.slice(input.selectionEnd)}`, at + 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onCommit(event.shiftKey ? 'up' : 'enter');
    } else if (event.key === 'Tab') {
      event.preventDefault();
      onCommit(event.shiftKey ? 'back-tab' : 'tab');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  const fontSize = 13.33 * zoom;
  return (
    <>
      <textarea
        ref={ref}
        className="cell-editor"
        aria-label="Cell editor"
        {...assistAria('cell-editor', assist)}
        rows={1}
        spellCheck={false}
        value={state.text}
        style={{ left: box.x, top: box.y, minWidth: box.w, minHeight: box.h, fontSize: `${fontSize}px` }}
        onChange={(event) => onState(typed(state, event.target.value, event.target.selectionStart))}
        onSelect={(event) => {
          const caret = event.currentTarget.selectionStart;
          if (caret !== state.caret) onState(typed(state, state.text, caret));
        }}
        onKeyDown={onKeyDown}
        onBlur={() => !state.inBar && onCommit('none')}
        onFocus={() => state.inBar && onState({ ...state, inBar: false })}
      />
      {!state.inBar && <FormulaAssistPopup assist={assist} idBase="cell-editor" style={{ left: box.x, top: box.y + box.h + 2 }} />}
    </>
  );
}
