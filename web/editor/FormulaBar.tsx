import { memo, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { placed, type EditState } from './cell-edit-state.js';
import { assistAria, FormulaAssistPopup } from './FormulaAssist.js';
import type { EditorContextValue } from './editor-context.js';
import { useCompletions } from './use-completions.js';
import { useFormulaAssist } from './use-formula-assist.js';

export interface FormulaBarProps {
  /** The active cell's address, or the selected range (e.g. 'B2' or 'A1:C4'). */
  readonly address: string;
  /** The active cell's content as typed (formula text for formula cells). */
  readonly content: string;
  /** The edit in progress, in the cell or in the bar: the bar mirrors its text. */
  readonly editing: EditState | null;
  /** Computed values changed (a validation list's items may have). */
  readonly revision: number;
  /** The editor as it is now: what an edit's suggestions are read from. */
  host(): EditorContextValue;
  onGoTo(range: string): boolean;
  /** Text typed in the bar, with the caret after it. */
  onEdit(text: string, caret: number): void;
  onState(state: EditState): void;
  onCommit(): void;
  onCancel(): void;
}

const NO_POSITION = { left: 0, top: 0 };

/**
 * The name box (range input) and the formula input above the grid. Typing a formula in the bar gets
 * the same suggestions and argument help as the cell editor, under the bar. Memoised: a co-editor's edit
 * elsewhere renders the editor, not the bar (its handlers keep their identity).
 */
export const FormulaBar = memo(function FormulaBar({ address, content, editing, revision, host, onGoTo, onEdit, onState, onCommit, onCancel }: FormulaBarProps) {
  const [range, setRange] = useState(address);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inBar = editing?.inBar === true;
  const completions = useCompletions(host(), editing, revision);
  const assist = useFormulaAssist(editing?.text ?? '', editing?.caret ?? 0, completions, (text, caret) => editing && onState(placed(editing, text, caret)));
  useEffect(() => {
    setRange(address);
    setInvalid(false);
  }, [address]);
  // A caret placed by code (an accepted suggestion) is applied after render.
  useLayoutEffect(() => {
    if (inBar && editing && document.activeElement === input.current) input.current?.setSelectionRange(editing.caret, editing.caret);
  }, [editing?.caretVersion]);
  const onRangeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setInvalid(!onGoTo(range.trim()));
  };
  const onFormulaKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (inBar && assist.onKey(event)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onCommit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <div className="formula-bar">
      <input className={invalid ? 'name-box invalid' : 'name-box'} aria-label="Name box" aria-invalid={invalid} value={range} onChange={(e) => setRange(e.target.value)} onKeyDown={onRangeKey} />
      <span className="fx" aria-hidden="true">
        fx
      </span>
      <div className="formula-input-box">
        <input
          ref={input}
          className="formula-input"
          aria-label="Formula bar"
          placeholder="Value or formula..."
          spellCheck={false}
          {...(inBar ? assistAria('formula-bar', assist) : {})}
          value={editing?.text ?? content}
          onChange={(e) => onEdit(e.target.value, e.target.selectionStart ?? e.target.value.length)}
          onSelect={(e) => {
            const caret = e.currentTarget.selectionStart ?? 0;
            if (inBar && editing && caret !== editing.caret) onState({ ...editing, caret, pick: undefined });
          }}
          onKeyDown={onFormulaKey}
        />
        {inBar && <FormulaAssistPopup assist={assist} idBase="formula-bar" style={{ ...NO_POSITION, top: 'calc(100% + 4px)' }} />}
      </div>
    </div>
  );
});
