import { useEffect, useRef, type KeyboardEvent } from 'react';

export type CommitMove = 'down' | 'up' | 'right' | 'left' | 'none';

export interface CellEditorProps {
  readonly text: string;
  readonly box: { x: number; y: number; w: number; h: number };
  readonly zoom: number;
  onChange(text: string): void;
  onCommit(move: CommitMove): void;
  onCancel(): void;
}

/**
 * The in-cell editor, a DOM textarea over the canvas (SPEC section 4 "Cell editing"): Enter saves and
 * moves down, Shift+Enter up, Tab right, Shift+Tab left, Escape cancels, Cmd/Ctrl+Enter adds a newline,
 * and leaving the field saves.
 */
export function CellEditor({ text, box, zoom, onChange, onCommit, onCancel }: CellEditorProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      const input = event.currentTarget;
      const at = input.selectionStart;
      onChange(`${text.slice(0, at)}\n${text.slice(input.selectionEnd)}`);
      requestAnimationFrame(() => input.setSelectionRange(at + 1, at + 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onCommit(event.shiftKey ? 'up' : 'down');
    } else if (event.key === 'Tab') {
      event.preventDefault();
      onCommit(event.shiftKey ? 'left' : 'right');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <textarea
      ref={ref}
      className="cell-editor"
      aria-label="Cell editor"
      spellCheck={false}
      value={text}
      style={{ left: box.x, top: box.y, minWidth: box.w, minHeight: box.h, fontSize: `${13.33 * zoom}px` }}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => onCommit('none')}
    />
  );
}
